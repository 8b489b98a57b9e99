// What the Site tool's store has read, and the status it makes of it: the published documents, the live build, and the
// clocks they are counted on. No timers and no requests: the store (site-status-store.ts) reads and polls; this
// remembers and compares.
import { compareWithLive, type PublishedDocument, type SiteStatus } from './logic/compare'
import type { LiveBuild } from './logic/live-build'
import { publishToLive, type PublishToLiveSummary } from './logic/publish-to-live'

/** The published documents, with the server's time when it read them: what "… ago" and "overdue" are counted from. */
export interface PublishedAnswer {
  documents: PublishedDocument[]
  /** ISO 8601, GROQ now() in the same query: `_updatedAt` comes from the same clock. */
  serverTime: string
}

export interface Compared {
  live?: LiveBuild
  status?: SiteStatus
  checkedAt?: number
  publishToLive?: PublishToLiveSummary
}

export class SiteStatusReadings {
  private published: PublishedDocument[] | undefined
  private live: LiveBuild | undefined
  /** The newest build.json seen: asked for again so that a cache never answers with an older one. */
  private newest: string | undefined
  /** When build.json was last asked, on the browser's clock (ms). */
  private liveReadAt: number | undefined
  /** The server's clock minus the browser's (ms), from the last published read: a browser clock that runs fast sees no overdue changes. */
  private clockOffset = 0

  constructor(private readonly overdueAfterMs: number) {}

  get newestSeen(): string | undefined {
    return this.newest
  }

  /** Whether the published documents have been read (a failed read is tried again on the next beat). */
  get hasPublished(): boolean {
    return this.published !== undefined
  }

  tookLiveBuild(answer: LiveBuild, readAt: number): void {
    if (answer.status === 'live' && (!this.newest || Date.parse(answer.record.builtAt) > Date.parse(this.newest)))
      this.newest = answer.record.builtAt
    this.live = answer
    this.liveReadAt = readAt
  }

  /** The published documents as read at `readAt` (browser clock), or undefined when the read failed. */
  tookPublished(answer: PublishedAnswer | undefined, readAt: number): void {
    this.published = answer?.documents
    // Off by half the request's round trip at most: seconds, against a threshold of minutes.
    const serverTime = answer ? Date.parse(answer.serverTime) : Number.NaN
    if (Number.isFinite(serverTime)) this.clockOffset = serverTime - readAt
  }

  /** The live build against what is published, counted on the server's clock (also when its time came after build.json's answer). */
  compared(): Compared {
    const { published, live, liveReadAt } = this
    const checkedAt = liveReadAt === undefined ? undefined : liveReadAt + this.clockOffset
    const status =
      published && live && checkedAt !== undefined
        ? compareWithLive(published, live, checkedAt, this.overdueAfterMs)
        : undefined
    return { live, status, checkedAt, publishToLive: live?.status === 'live' ? publishToLive(live.record) : undefined }
  }
}
