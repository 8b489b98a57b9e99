// What a StrykerJS run says about each mutated folder (its JSON report, mutation-testing-report-schema), and
// reports/mutation.md written from it: the score per folder and every mutant the tests let live, with its reason.
import { oneLine, sourceBetween } from './stryker-live-survivors'

export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending'

interface Position {
  line: number
  column: number
}

/** The part of Stryker's JSON report this module reads. */
export interface StrykerReport {
  files: Record<
    string,
    {
      source: string
      mutants: {
        mutatorName: string
        replacement?: string
        status: MutantStatus
        statusReason?: string
        location: { start: Position; end: Position }
      }[]
    }
  >
}

/** A mutant no test can kill because it changes nothing anyone can observe, found again by its file, mutator, replacement and the code it starts at. */
export interface EquivalentMutant {
  file: string
  mutator: string
  replacement: string
  /** The code where the mutant starts, on one line (it may run on over the next lines), as much as tells it apart. */
  at: string
  reason: string
}

/** A mutant the tests did not detect (survived or not covered), or one a `// Stryker disable` comment leaves out. */
export interface LiveMutant {
  file: string
  line: number
  mutator: string
  status: 'Survived' | 'NoCoverage' | 'Ignored'
  /** The code the mutant replaces, on one line. */
  code: string
  replacement: string
  /** Why it may live: from the list of equivalent mutants, or the disable comment's. None: a test is missing. */
  reason?: string
}

export interface FolderResult {
  folder: string
  /** ISO date and time the run ended. */
  measuredAt: string
  commit: string
  machine: string
  seconds: number
  reused?: string[]
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  /** Mutants whose tests could not run (a suite that failed outside its tests): detected, but outside the score. */
  errors: number
  ignored: number
  live: LiveMutant[]
}

/** Every folder's latest result: reports/mutation.json, from which reports/mutation.md is written. */
export type MutationSummary = Record<string, FolderResult>

export interface RunFacts {
  measuredAt: string
  commit: string
  machine: string
  seconds: number
  /**
   * The commits of the runs whose results Stryker's incremental mode reused, for the mutants whose code and tests had
   * not changed since (scripts/mutation-test.ts); absent for a run that tested every mutant.
   */
  reused?: string[]
}

const isIn = (file: string, folder: string) => file.startsWith(`${folder.replace(/\/$/, '')}/`)

interface Found extends LiveMutant {
  /** The code from where it starts, over the next few lines, on one line. */
  from: string
  statusReason?: string
}

/** The folder's mutants that are alive or left out, with the line each starts on. */
function liveIn(report: StrykerReport, folder: string): Found[] {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) => {
    if (!isIn(file, folder)) return []
    const lines = source.split('\n')
    return mutants.flatMap(({ mutatorName, replacement, status, statusReason, location }): Found[] =>
      status === 'Survived' || status === 'NoCoverage' || status === 'Ignored'
        ? [
            {
              file,
              line: location.start.line,
              mutator: mutatorName,
              status,
              code: sourceBetween(lines, location),
              replacement: oneLine(replacement ?? ''),
              from: oneLine(
                lines
                  .slice(location.start.line - 1, location.start.line + 3)
                  .join('\n')
                  .slice(location.start.column - 1),
              ),
              ...(statusReason ? { statusReason } : {}),
            },
          ]
        : [],
    )
  })
}

const isEquivalent = (known: EquivalentMutant, mutant: Found) =>
  mutant.status !== 'Ignored' &&
  known.file === mutant.file &&
  known.mutator === mutant.mutator &&
  oneLine(known.replacement) === mutant.replacement &&
  mutant.from.startsWith(known.at)

/** The folder's counts and live mutants from Stryker's report, each equivalent one with its reason. */
export function folderResult(
  report: StrykerReport,
  folder: string,
  equivalents: EquivalentMutant[],
  run: RunFacts,
): FolderResult {
  const count = (...statuses: MutantStatus[]) =>
    Object.entries(report.files)
      .filter(([file]) => isIn(file, folder))
      .flatMap(([, { mutants }]) => mutants)
      .filter(({ status }) => statuses.includes(status)).length
  const live = liveIn(report, folder)
    .map(({ from, statusReason, ...mutant }): LiveMutant => {
      const reason =
        mutant.status === 'Ignored'
          ? statusReason
          : equivalents.find((known) => isEquivalent(known, { ...mutant, from }))?.reason
      return { ...mutant, ...(reason ? { reason } : {}) }
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  return {
    folder,
    ...run,
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    errors: count('CompileError', 'RuntimeError'),
    ignored: count('Ignored'),
    live,
  }
}

/** Entries of the equivalent list, in the folder measured, that match no live mutant: killed since, or changed. */
export function staleEquivalents(
  report: StrykerReport,
  folder: string,
  equivalents: EquivalentMutant[],
): EquivalentMutant[] {
  const live = liveIn(report, folder)
  return equivalents.filter((known) => isIn(known.file, folder) && !live.some((mutant) => isEquivalent(known, mutant)))
}

/** Entries of the equivalent list, in the folder measured, whose live mutants an earlier entry explains already. */
export function repeatedEquivalents(
  report: StrykerReport,
  folder: string,
  equivalents: EquivalentMutant[],
): EquivalentMutant[] {
  const live = liveIn(report, folder)
  return equivalents.filter((known, index) => {
    const explained = live.filter((mutant) => isEquivalent(known, mutant))
    const earlier = equivalents.slice(0, index)
    return (
      isIn(known.file, folder) &&
      explained.length > 0 &&
      explained.every((mutant) => earlier.some((before) => isEquivalent(before, mutant)))
    )
  })
}

/** Stryker's mutation score: detected (killed or timed out) of those the tests ran or should have run, in percent. */
export function mutationScore({ killed, timeout, survived, noCoverage }: FolderResult): number {
  const valid = killed + timeout + survived + noCoverage
  return valid === 0 ? 100 : ((killed + timeout) / valid) * 100
}

const minutes = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`)
const cell = (text: string) => text.replace(/\|/g, '\\|')
const code = (text: string, limit = 70) => {
  const cut = text.length > limit ? `${text.slice(0, limit - 1)}…` : text
  return cut === '' ? '(empty)' : `\`${cell(cut).replace(/`/g, "'")}\``
}

/** reports/mutation.md: one row per folder (in the order given), then each folder's live mutants with their reasons. */
export function renderMutationReport(
  summary: MutationSummary,
  folders: string[],
  goal: number,
  /** What a folder's tests ran with under Stryker, when it is not what the unit suite runs with. */
  settings: Record<string, Record<string, string>> = {},
): string {
  const rows = folders.map((folder) => {
    const result = summary[folder]
    if (!result) return `| \`${folder}\` | not yet measured | | | | | | | |`
    const score = mutationScore(result)
    const mark = score >= goal ? '' : ' (below the goal)'
    return `| \`${folder}\` | ${score.toFixed(1)}%${mark} | ${result.killed} | ${result.timeout} | ${result.survived} | ${result.noCoverage} | ${result.errors} | ${result.ignored} | ${result.measuredAt.slice(0, 10)}, ${result.commit}, ${minutes(result.seconds)}${result.reused?.length ? `, reusing results of ${result.reused.join(', ')}` : ''} |`
  })
  const machines = [...new Set(folders.flatMap((folder) => (summary[folder] ? [summary[folder].machine] : [])))]
  const sections = folders.flatMap((folder) => {
    const result = summary[folder]
    if (!result || result.live.length === 0) return []
    const unexplained = result.live.filter(({ reason }) => !reason).length
    const lines = result.live.map(({ file, line, mutator, status, code: original, replacement, reason }) => {
      const what = `\`${file}:${line}\` ${mutator}${status === 'NoCoverage' ? ' (no test runs it)' : ''}: ${code(original)} → ${code(replacement)}`
      if (status === 'Ignored')
        return `- ${what}. Left out by a \`// Stryker disable\` comment: ${reason ?? 'no reason given'}`
      return reason ? `- ${what}. Equivalent: ${reason}` : `- ${what}. **No test kills it yet.**`
    })
    return [
      `### \`${folder}\``,
      '',
      unexplained === 0 ? 'Each one is explained.' : `${unexplained} of them still need a test.`,
      '',
      ...lines,
      '',
    ]
  })
  return [
    '# Mutation testing',
    '',
    `Measured by \`npm run test:mutation\` (StrykerJS with the Jest runner, \`stryker.config.mjs\`), each folder in its own run, on ${machines.length ? machines.join('; ') : 'no machine yet'}. The goal is ${goal}% or more in every folder, and every mutant left alive either gets a test that kills it or is listed below as equivalent, with the reason.`,
    '',
    'Score: the mutants detected (killed, or timed out) of those the tests ran or should have run (killed, timed out, survived, no coverage). Errors are mutants whose test files failed before any test ran, such as a suite whose setup threw: the tests noticed them, but Stryker leaves them out of the score. Ignored mutants are those a `// Stryker disable` comment leaves out, listed below with its reason.',
    '',
    '| Folder | Score | Killed | Timed out | Survived | No coverage | Errors | Ignored | Measured (date, commit, duration) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...Object.entries(settings).flatMap(([folder, env]) => [
      `The tests of \`${folder}\` ran with ${Object.entries(env)
        .map(([name, value]) => `\`${name}=${value}\``)
        .join(' ')} (the reason is in \`scripts/mutation-test.ts\`).`,
      '',
    ]),
    '## The mutants left alive',
    '',
    ...(sections.length ? sections : ['None.', '']),
  ].join('\n')
}
