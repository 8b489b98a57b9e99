// The build report a deploy writes to Sanity when it may (SANITY_API_WRITE_TOKEN): how the last build ended, and for a
// failure the build's own error lines, for the Studio's Site tool. Browser-safe: the tool reads the same shape.
import { isRecord } from './build-record'

export const buildReportType = 'siteBuildReport'
/** One report, replaced by each build; an id with a dot is private to the project's members, as a report should be. */
export const buildReportId = 'siteBuildReport.latest'

export interface BuildReport {
  _id: typeof buildReportId
  _type: typeof buildReportType
  outcome: 'success' | 'failure'
  /** ISO 8601 time the build ended. */
  finishedAt: string
  commit: string | null
  /** The CI run that built it, where there is one. */
  runUrl: string | null
  /** For a failure, the lines that say why, in the build's own wording (at most `maxErrorLines`). */
  errorLines: string[]
}

export const maxErrorLines = 40

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string')

/** Checks a build report read back from Sanity (the Site tool's side); the problem names the first field that is wrong. */
export function parseBuildReport(
  value: unknown,
): { report: BuildReport; problem?: undefined } | { report?: undefined; problem: string } {
  if (!isRecord(value)) return { problem: 'it is not an object' }
  const { outcome, finishedAt, commit, runUrl, errorLines } = value
  if (outcome !== 'success' && outcome !== 'failure')
    return { problem: `outcome "${String(outcome)}" is neither "success" nor "failure"` }
  if (typeof finishedAt !== 'string' || Number.isNaN(Date.parse(finishedAt)))
    return { problem: 'finishedAt is not an ISO time' }
  if (commit !== null && typeof commit !== 'string') return { problem: 'commit is neither a string nor null' }
  if (runUrl !== null && typeof runUrl !== 'string') return { problem: 'runUrl is neither a string nor null' }
  if (!isStringArray(errorLines)) return { problem: 'errorLines is not a list of strings' }
  return { report: { _id: buildReportId, _type: buildReportType, outcome, finishedAt, commit, runUrl, errorLines } }
}

/**
 * Whether the report is a failure that still holds: no build made after it is live. A later run's build replaces it,
 * and so does one the host made itself (a deploy hook's, which writes no report). Unsure (no live build read), it holds.
 */
export function failureHolds(report: BuildReport | null, liveBuiltAt: string | undefined): boolean {
  if (report?.outcome !== 'failure') return false
  return liveBuiltAt === undefined || Date.parse(liveBuiltAt) <= Date.parse(report.finishedAt)
}

const maxLineLength = 500

const ansi = /\u001b\[[0-9;]*m/g

/**
 * The lines of a build log that say why it failed: the content problems block when there is one (its heading and each
 * `  - type "id" › field: message` line), else the error lines, else the end of the log.
 */
export function errorLinesOf(log: string): string[] {
  const lines = log
    .replace(ansi, '')
    .split('\n')
    .map((line) => line.trimEnd())
  const clip = (list: string[]) =>
    list
      .slice(0, maxErrorLines)
      .map((line) => (line.length > maxLineLength ? `${line.slice(0, maxLineLength - 1)}…` : line))
  // "The content has 2 problems; nothing was built:", "The dataset file … cannot be read:": a heading ends in a colon.
  const heading = lines.findIndex((line) => /^The (content|dataset file|Sanity query)\b.*:$/.test(line.trim()))
  if (heading !== -1) {
    const block = [lines[heading]!.trim()]
    for (const line of lines.slice(heading + 1)) {
      if (!/^\s+- /.test(line)) break
      block.push(line.trim())
    }
    return clip(block)
  }
  const errors = lines.filter(
    (line) =>
      /\b(Error|error|failed|SITE_URL)\b/.test(line) && !/^\s*at /.test(line) && !/^npm (ERR|error) /.test(line),
  )
  return clip(errors.length ? errors.slice(-maxErrorLines) : lines.filter(Boolean).slice(-20))
}

export interface BuildReportInput {
  outcome: 'success' | 'failure'
  log?: string
  env: Record<string, string | undefined>
  now?: Date
}

export function buildReportOf({ outcome, log = '', env, now = new Date() }: BuildReportInput): BuildReport {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env
  return {
    _id: buildReportId,
    _type: buildReportType,
    outcome,
    finishedAt: now.toISOString(),
    commit: env.GITHUB_SHA?.trim() || null,
    runUrl: server && repository && run ? `${server}/${repository}/actions/runs/${run}` : null,
    errorLines: outcome === 'failure' ? errorLinesOf(log) : [],
  }
}
