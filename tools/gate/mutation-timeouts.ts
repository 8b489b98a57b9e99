// A timeout is a second look, not a verdict. StrykerJS counts a mutant whose tests run past their time as detected: a
// mutant that makes them hang. But a run yields to the rest of the machine (scripts/mutation-test.ts), and on a busy
// machine tests that pass given their time run past it too: a part of the lake's folder run beside other work timed out
// 13 of its first 32 mutants, against 5 of 33 run alone. So each run tries its timed-out mutants once more, and a
// mutant that does not time out again takes what the second try found. The second try's results then become the
// incremental file, so a later run that reuses a mutant that timed out on both does not try it a third time: a part of
// the lake's folder run again on a test change spent 18 of its 19 minutes on the 57 timeouts it had reused.
import type { MutantStatus, StrykerReport } from './mutation-report'

type Mutant = StrykerReport['files'][string]['mutants'][number]

const sameMutant = (a: Mutant, b: Mutant) =>
  a.mutatorName === b.mutatorName &&
  (a.replacement ?? '') === (b.replacement ?? '') &&
  a.location.start.line === b.location.start.line &&
  a.location.start.column === b.location.start.column &&
  a.location.end.line === b.location.end.line &&
  a.location.end.column === b.location.end.column

/** The report with each file's mutants put through `change`: the mutant it returns, changed or not, or none. */
const eachMutant = <Report extends StrykerReport>(
  report: Report,
  change: (file: string, mutant: Mutant) => Mutant | undefined,
): Report => ({
  ...report,
  files: Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => [
      file,
      { ...entry, mutants: entry.mutants.flatMap((mutant) => change(file, mutant) ?? []) },
    ]),
  ),
})

/** What a second try may find instead of a timeout: an error there (its test files failing to load) proves nothing. */
const settled: MutantStatus[] = ['Killed', 'Survived', 'NoCoverage']

const timedOutIn = (report: StrykerReport | undefined, file: string, mutant: Mutant) =>
  report?.files[file]?.mutants.some((other) => other.status === 'Timeout' && sameMutant(other, mutant)) ?? false

/**
 * Which timeouts a run tries again: in the files it mutated (`mutated`; all when not given), those not already tried
 * twice, that is not timed out in `triedAgain`, the incremental file of the last run, when its second try wrote it.
 */
export interface ToTryAgain {
  mutated?: readonly string[]
  triedAgain?: StrykerReport
}

const toTryAgain = (file: string, mutant: Mutant, { mutated, triedAgain }: ToTryAgain) =>
  mutant.status === 'Timeout' && (!mutated || mutated.includes(file)) && !timedOutIn(triedAgain, file, mutant)

/** How many of the report's mutants time out and are to be tried again. */
export const timeouts = (report: StrykerReport, which: ToTryAgain = {}): number =>
  Object.entries(report.files)
    .flatMap(([file, { mutants }]) => mutants.map((mutant) => ({ file, mutant })))
    .filter(({ file, mutant }) => toTryAgain(file, mutant, which)).length

/**
 * A run's incremental file without the mutants that timed out and are to be tried again, for the second try to reuse
 * as the last run: Stryker's incremental mode then keeps every other result and tests exactly those again. A `mutate`
 * range around each would also test every other mutant within it: an emptied function body's range holds all of the
 * function's (part 3 of the lake's folder: 154 timeouts, 383 mutants in their ranges, 392 in their lines). Its test
 * files are kept as they are.
 */
export const withoutTimeouts = <Report extends StrykerReport>(report: Report, which: ToTryAgain = {}): Report =>
  eachMutant(report, (file, mutant) => (toTryAgain(file, mutant, which) ? undefined : mutant))

/**
 * The incremental file the second try wrote, to keep as the run's: each mutant that timed out in the first try's
 * (`firstTry`) and that the second found neither killed, alive nor uncovered (an error there proves nothing) is a
 * timeout again, as the run's report counts it.
 */
export const asTriedAgain = <Report extends StrykerReport>(secondTry: Report, firstTry: StrykerReport): Report =>
  eachMutant(secondTry, (file, mutant) =>
    settled.includes(mutant.status) || mutant.status === 'Timeout' || !timedOutIn(firstTry, file, mutant)
      ? mutant
      : { ...mutant, status: 'Timeout' as const, statusReason: undefined },
  )

/** A mutant whose status the second try changed. */
export interface Retried {
  file: string
  line: number
  mutator: string
  status: MutantStatus
}

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
  const tried = eachMutant(report, (file, mutant) => {
    if (mutant.status !== 'Timeout') return mutant
    const again = retry.files[file]?.mutants.find((other) => sameMutant(other, mutant))
    if (!again || !settled.includes(again.status)) return mutant
    retried.push({ file, line: mutant.location.start.line, mutator: mutant.mutatorName, status: again.status })
    return { ...mutant, status: again.status, statusReason: `timed out, then ${again.status} when tried again` }
  })
  return { report: tried, retried }
}
