// How long recent changes took from publish to live, from the live build.json alone: each change's publish time and the
// build that carried it (`builtAt`), never when a tool happened to ask. Shared by the Site tool (browser) and npm run
// site-status (Node).
import { median } from '../../../../tools/perf/median'
import type { BuildChange, BuildRecord } from './build-record'

export interface PublishToLive extends BuildChange {
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

/**
 * Each change the live build carries, measured from its publish to the build that carried it: the build's own time
 * (a tool that polls would add up to its polling interval), without the upload and deploy after it.
 */
export function publishToLive(record: BuildRecord): PublishToLiveSummary {
  const changes = (record.changes ?? []).map((change): PublishToLive => ({
    ...change,
    ms: Math.max(0, Date.parse(change.builtAt) - Date.parse(change.publishedAt)),
  }))
  const recent = changes.slice(0, medianOfLast)
  return {
    changes,
    medianMs: recent.length ? median(recent.map(({ ms }) => ms)) : undefined,
    recentCount: recent.length,
  }
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

/** What the figures are measured to, in one sentence. */
export const measuredToBuild =
  // Stryker disable next-line StringLiteral: copy; the site-status script's test reads it in the script's output, a child process Stryker cannot see
  'Measured from each publish to the build that took it live (build.json’s builtAt); the upload and deploy after the build are not counted.'
