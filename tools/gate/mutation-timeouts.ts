// A timeout is a second look, not a verdict. StrykerJS counts a mutant whose tests run past their time as detected: a
// mutant that makes them hang. But a run yields to the rest of the machine (scripts/mutation-test.ts), and on a busy
// machine tests that pass given their time run past it too: a part of the lake's folder run beside other work timed out
// 13 of its first 32 mutants, against 5 of 33 run alone. So each run tries its timed-out mutants once more, and a
// mutant that does not time out again takes what the second try found. Stryker's incremental file keeps the first
// try's timeout: a later run that reuses it tries the mutant again too.
import type { MutantStatus, StrykerReport } from './mutation-report'

type Mutant = StrykerReport['files'][string]['mutants'][number]

const sameMutant = (a: Mutant, b: Mutant) =>
  a.mutatorName === b.mutatorName &&
  (a.replacement ?? '') === (b.replacement ?? '') &&
  a.location.start.line === b.location.start.line &&
  a.location.start.column === b.location.start.column &&
  a.location.end.line === b.location.end.line &&
  a.location.end.column === b.location.end.column

/** How many of the report's mutants timed out. */
export const timeouts = (report: StrykerReport): number =>
  Object.values(report.files)
    .flatMap(({ mutants }) => mutants)
    .filter(({ status }) => status === 'Timeout').length

/**
 * A run's incremental file without the mutants that timed out, for the second try to reuse as the last run: Stryker's
 * incremental mode then keeps every other result and tests exactly those again. A `mutate` range around each would
 * also test every other mutant within it: an emptied function body's range holds all of the function's (part 3 of
 * the lake's folder: 154 timeouts, 383 mutants in their ranges, 392 in their lines). Its test files are kept as they are.
 */
export function withoutTimeouts<Report extends StrykerReport>(report: Report): Report {
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => [
      file,
      { ...entry, mutants: entry.mutants.filter(({ status }) => status !== 'Timeout') },
    ]),
  )
  return { ...report, files }
}

/** A mutant whose status the second try changed. */
export interface Retried {
  file: string
  line: number
  mutator: string
  status: MutantStatus
}

/** What a second try may find instead of a timeout: an error there (its test files failing to load) proves nothing. */
const settled: MutantStatus[] = ['Killed', 'Survived', 'NoCoverage']

/**
 * The run's report with each timed-out mutant that the second try (`retry`, the report of a run that reused all but
 * the timed-out mutants, withoutTimeouts) found killed, alive or not covered given that status, and the mutants so
 * changed. Any other stays a timeout.
 */
export function withRetriedTimeouts(
  report: StrykerReport,
  retry: StrykerReport,
): { report: StrykerReport; retried: Retried[] } {
  const retried: Retried[] = []
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => {
      const mutants = entry.mutants.map((mutant) => {
        if (mutant.status !== 'Timeout') return mutant
        const again = retry.files[file]?.mutants.find((other) => sameMutant(other, mutant))
        if (!again || !settled.includes(again.status)) return mutant
        retried.push({ file, line: mutant.location.start.line, mutator: mutant.mutatorName, status: again.status })
        return { ...mutant, status: again.status, statusReason: `timed out, then ${again.status} when tried again` }
      })
      return [file, { ...entry, mutants }]
    }),
  )
  return { report: { ...report, files }, retried }
}
