// The flake hunt's arithmetic (scripts/flake-hunt.ts runs the suites): every run of every test from Jest's and
// Playwright's JSON reports, the tests that failed at least once with how often, and reports/flakes.md.
import { firstLine, type FailedTest, type TestRun } from './playwright-failures'

/** What Jest's `--json` report holds that the hunt reads. */
export interface JestReport {
  testResults: {
    name: string
    /** Why a file failed outside its tests (it did not load, or an error escaped it). */
    message?: string
    status: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

/** Every run of every Jest test in one report, and a file that failed outside its tests as a run of its own. */
export function jestRuns(report: JestReport, root: string): TestRun[] {
  return report.testResults.flatMap((file) => {
    const where = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name
    const runs: TestRun[] = file.assertionResults
      .filter(({ status }) => status === 'passed' || status === 'failed')
      .map(({ fullName, status, failureMessages }) => ({
        suite: 'jest',
        where,
        title: fullName,
        failed: status === 'failed',
        flaky: false,
        ...(status === 'failed' ? { error: firstLine(failureMessages?.[0]) } : {}),
      }))
    const failedOutside = file.status === 'failed' && !runs.some((run) => run.failed)
    return failedOutside
      ? [
          ...runs,
          {
            suite: 'jest',
            where,
            title: 'outside any test',
            failed: true,
            flaky: false,
            error: firstLine(file.message),
          },
        ]
      : runs
  })
}

/** A test that failed at least once: in how many of its runs, and the first line of its first error. */
export interface Flake {
  suite: string
  where: string
  title: string
  failures: number
  runs: number
  error: string
}

/** The tests that failed at least once among `runs` (errors outside tests count as failures of their own), worst first. */
export function flakesAmong(runs: readonly TestRun[], outside: readonly FailedTest[] = []): Flake[] {
  const byTest = new Map<string, Flake>()
  for (const run of runs) {
    const key = `${run.suite}\0${run.where}\0${run.title}`
    const flake = byTest.get(key) ?? {
      suite: run.suite,
      where: run.where,
      title: run.title,
      failures: 0,
      runs: 0,
      error: '',
    }
    flake.runs++
    if (run.failed) {
      flake.failures++
      flake.error ||= run.error ?? 'no error message'
    }
    byTest.set(key, flake)
  }
  const failures = [...byTest.values()].filter((flake) => flake.failures > 0)
  for (const error of outside) failures.push({ ...error, failures: 1, runs: 1 })
  return failures.sort(
    (a, b) =>
      b.failures / b.runs - a.failures / a.runs || a.suite.localeCompare(b.suite) || a.title.localeCompare(b.title),
  )
}

/** One suite as the hunt ran it. */
export interface HuntedSuite {
  suite: string
  /** How the suite was run, e.g. "10 runs" or "--repeat-each 3". */
  how: string
  tests: number
  runs: number
  seconds: number
  /** Why the suite could not be hunted (no report, the install failed), when it could not. */
  broken?: string
}

export interface HuntFacts {
  command: string
  date: string
  commit: string
  machine: string
}

/** Table cells hold no pipes or line breaks. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

/** reports/flakes.md: when, where and on what it ran, each suite's runs, and every test that failed at least once. */
export function flakesReport(facts: HuntFacts, suites: readonly HuntedSuite[], flakes: readonly Flake[]): string {
  const lines = [
    '# Flakes: every test that failed at least once',
    '',
    `\`${facts.command}\` at ${facts.commit} on ${facts.date}, on ${facts.machine}. A fresh clone of the commit, \`npm install\`, \`npm run build\` once, then each suite as \`CI=true npm test\` runs it, again and again.`,
    '',
    '| Suite | Runs | Tests | Test runs | Failed at least once | Time |',
    '| --- | --- | --- | --- | --- | --- |',
    ...suites.map(({ suite, how, tests, runs, seconds, broken }) => {
      const failed = flakes.filter((flake) => flake.suite === suite).length
      return `| ${suite} | ${how} | ${tests} | ${runs} | ${broken ? `could not run: ${cell(broken)}` : failed} | ${(seconds / 60).toFixed(1)} min |`
    }),
    '',
  ]
  if (flakes.length === 0) return [...lines, 'No test failed in any run.', ''].join('\n')
  return [
    ...lines,
    '| Suite | Test | Where | Failed | First line of the first error |',
    '| --- | --- | --- | --- | --- |',
    ...flakes.map(
      ({ suite, title, where, failures, runs, error }) =>
        `| ${suite} | ${cell(title)} | \`${where}\` | ${failures} of ${runs} | ${cell(error)} |`,
    ),
    '',
  ].join('\n')
}
