// One shared view of what the live site shows against what is published, for the Site tool and every document badge:
// it reads once, follows document changes, and polls build.json only while something waits or the site cannot be read.
// Its clock is the content server's (GROQ now(), read with the published documents), never the browser's own.
// It stops a few seconds after the last view closes: the Studio remounts views (the tool just after it loads), and a
// view back within that time finds everything as it was, with nothing asked again.
import type { BuildReport } from './logic/build-report'
import type { SiteStatus } from './logic/compare'
import type { LiveBuild } from './logic/live-build'
import type { PublishToLiveSummary } from './logic/publish-to-live'
import { SiteStatusReadings, type PublishedAnswer } from './site-status-readings'
import { noStatusDocuments, statusDocumentsOf } from './status-documents'

export type { PublishedAnswer } from './site-status-readings'

/** Where the store reads from: the Studio's client and the live site (a fake in unit tests). */
export interface SiteStatusSource {
  fetchPublished(): Promise<PublishedAnswer>
  /** The raw build report and deploy hook documents (null when absent): checked here, since anyone may have written them. */
  fetchStatusDocuments(): Promise<{ report: unknown; deployHook: unknown }>
  fetchLiveBuild(newestSeen: string | undefined): Promise<LiveBuild>
  /** Calls back after each change to a published site document or the status documents; returns the unsubscribe. */
  listen(onChange: () => void): () => void
}

export interface SiteStatusSnapshot {
  /** False until the first read has answered. */
  ready: boolean
  /** The last answer of the live site, also when the published documents could not be read. */
  live?: LiveBuild
  status?: SiteStatus
  /** Why the published documents could not be read (then there is no status). */
  publishedProblem?: string
  report: BuildReport | null
  reportProblem?: string
  deployHookUrl: string | null
  deployHookProblem?: string
  /**
   * When build.json was last asked (ms), on the server's clock (the browser's, corrected by how far it is from the
   * server's): the "now" every "… ago" and "overdue" of this snapshot is counted from.
   */
  checkedAt?: number
  /** How long the live build's recent changes took from publish to live, timed by the build itself. */
  publishToLive?: PublishToLiveSummary
  polling: boolean
}

export interface SiteStatusStoreOptions {
  pollMs: number
  overdueAfterMs: number
  /** The browser's clock (ms). */
  now?: () => number
  /** Changes often come in bursts (a publish touches a draft and its document): one read after the burst. */
  settleMs?: number
  /** How long the store stays open after its last view closed. */
  lingerMs?: number
}

export interface SiteStatusStore {
  subscribe(listener: () => void): () => void
  getSnapshot(): SiteStatusSnapshot
  /** Reads everything again now (the tool's "Check now", and after a rebuild request). */
  refresh(): Promise<void>
}

/** Poll while a document waits or is unknown, or the live site still shows something unpublished. */
export const needsPolling = (status: SiteStatus | undefined): boolean =>
  !status ||
  status.live.status !== 'live' ||
  status.removed.length > 0 ||
  status.documents.some(({ state }) => state !== 'live')

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createSiteStatusStore(source: SiteStatusSource, options: SiteStatusStoreOptions): SiteStatusStore {
  const { pollMs, overdueAfterMs, now = Date.now, settleMs = 300, lingerMs = 5_000 } = options
  const listeners = new Set<() => void>()
  let snapshot: SiteStatusSnapshot = { ready: false, report: null, deployHookUrl: null, polling: false }
  const readings = new SiteStatusReadings(overdueAfterMs)
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let settleTimer: ReturnType<typeof setTimeout> | undefined
  /** Set while the store is open: from its first view until it stops. */
  let stopListening: (() => void) | undefined
  let lingerTimer: ReturnType<typeof setTimeout> | undefined
  // Bumped on stop, so an answer that arrives after the store stopped changes nothing.
  let generation = 0

  const emit = (next: Partial<SiteStatusSnapshot>) => {
    snapshot = { ...snapshot, ...next }
    listeners.forEach((listener) => listener())
  }

  /** Compares again and tells the subscribers once, with whatever else this answer changed. */
  function recompute(changed: Partial<SiteStatusSnapshot> = {}): void {
    const compared = readings.compared()
    const polling = stopListening !== undefined && needsPolling(compared.status)
    emit({ ...changed, ...compared, polling })
    clearTimeout(pollTimer)
    pollTimer = polling ? setTimeout(poll, pollMs) : undefined
  }

  function poll(): void {
    void readLiveBuild()
    // A failed read of the published documents is retried on the same beat.
    if (!readings.hasPublished) void readContent()
  }

  async function readLiveBuild(): Promise<void> {
    const started = generation
    const answer = await source
      .fetchLiveBuild(readings.newestSeen)
      .catch((error: unknown): LiveBuild => ({ status: 'unreachable', reason: messageOf(error), url: '' }))
    if (started !== generation) return
    readings.tookLiveBuild(answer, now())
    recompute()
  }

  async function readContent(): Promise<void> {
    const started = generation
    const [publishedAnswer, documents] = await Promise.allSettled([
      source.fetchPublished(),
      source.fetchStatusDocuments(),
    ])
    if (started !== generation) return
    readings.tookPublished(publishedAnswer.status === 'fulfilled' ? publishedAnswer.value : undefined, now())
    const next = {
      publishedProblem: publishedAnswer.status === 'rejected' ? messageOf(publishedAnswer.reason) : undefined,
      ...(documents.status === 'fulfilled'
        ? statusDocumentsOf(documents.value)
        : { ...noStatusDocuments, reportProblem: messageOf(documents.reason) }),
    }
    recompute(next)
  }

  async function refresh(): Promise<void> {
    await Promise.all([readContent(), readLiveBuild()])
    emit({ ready: true })
  }

  function start() {
    stopListening = source.listen(() => {
      clearTimeout(settleTimer)
      settleTimer = setTimeout(() => void readContent(), settleMs)
    })
    void refresh()
  }

  function stop() {
    generation++
    stopListening?.()
    stopListening = undefined
    clearTimeout(pollTimer)
    clearTimeout(settleTimer)
    pollTimer = undefined
    snapshot = { ...snapshot, polling: false }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      clearTimeout(lingerTimer)
      lingerTimer = undefined
      if (!stopListening) start()
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        clearTimeout(lingerTimer)
        lingerTimer = setTimeout(stop, lingerMs)
      }
    },
    getSnapshot: () => snapshot,
    refresh,
  }
}
