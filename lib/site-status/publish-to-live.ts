// How long recent changes took from publish to live, from what the live build.json and the Site tool can know: each
// change's publish time, the build that carried it (`builtAt`), and, when the tool watched it happen, the moment it
// first saw the change live. Shared by the Site tool (browser) and npm run site-status (Node).
import type { BuildChange, BuildRecord } from './build-record'

/** What a figure is measured to: the build's time (the deploy after it not counted), or when the tool saw it live. */
export type MeasuredTo = 'built' | 'seen-live'

export interface PublishToLive extends BuildChange {
  liveAt: string
  measuredTo: MeasuredTo
  ms: number
}

export interface PublishToLiveSummary {
  /** Newest first. */
  changes: PublishToLive[]
  /** The median over the `recentCount` newest changes; undefined when there are none. */
  medianMs?: number
  recentCount: number
}

/** The changes the median is taken over: recent enough to say how publishing works now. */
export const medianOfLast = 10

/** `${_id}@${_rev}`: one published revision, as the tool records when it saw it live. */
export const revisionKey = (id: string, rev: string) => `${id}@${rev}`

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Each change the live build carries with its publish-to-live time: to when the tool first saw it live when it did
 * (that includes the deploy), else to the build that carried it.
 */
export function publishToLive(record: BuildRecord, seenLiveAt: Readonly<Record<string, number>> = {}): PublishToLiveSummary {
  const changes = (record.changes ?? []).map((change): PublishToLive => {
    const seen = seenLiveAt[revisionKey(change._id, change._rev)]
    const liveAt = seen !== undefined ? new Date(seen).toISOString() : change.builtAt
    return { ...change, liveAt, measuredTo: seen !== undefined ? 'seen-live' : 'built', ms: Math.max(0, Date.parse(liveAt) - Date.parse(change.publishedAt)) }
  })
  const recent = changes.slice(0, medianOfLast)
  return { changes, medianMs: median(recent.map(({ ms }) => ms)), recentCount: recent.length }
}

/** "45 s", "1 min 52 s", "2 h 5 min": a duration for people. */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`
  const hours = Math.floor(minutes / 60)
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
}

/** What the figures were measured to, in one sentence. */
export function measuredToSentence(changes: PublishToLive[]): string {
  const seen = changes.filter(({ measuredTo }) => measuredTo === 'seen-live').length
  const toBuild = 'from each publish to the build that took it live (build.json’s builtAt); the upload and deploy after the build are not counted'
  if (seen === 0) return `Measured ${toBuild}.`
  const toSeen = 'to when this Studio first saw it live'
  if (seen === changes.length) return `Measured from each publish ${toSeen}.`
  return `Measured ${toBuild}, except ${seen} measured ${toSeen}.`
}
