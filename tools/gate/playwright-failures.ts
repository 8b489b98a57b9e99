// The tests a Playwright JSON report (test-results/<suite>.json in CI) holds, each with where it is, whether it failed
// and why: what failed for the job summary, every run of every test for the flake hunt.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter'

/** A failed test, or an error outside any test (a web server that never answered), with its first line of error. */
export interface FailedTest {
  suite: string
  where: string
  title: string
  error: string
}

/** One run of a test (a report with `--repeat-each` holds several of each), and its first line of error if it failed. */
export interface TestRun {
  suite: string
  where: string
  title: string
  failed: boolean
  /** Passed only on a retry. */
  flaky: boolean
  error?: string
}

/** The first line of an error message, without its colours. */
export const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? 'no error message')
    .trim()
    .split('\n')[0]!

function runsIn(suite: string, group: JSONReportSuite, titles: string[]): TestRun[] {
  // A file's own suite is titled by its path, which `where` already says; an anonymous describe has no title.
  const trail = group.title === group.file || !group.title ? titles : [...titles, group.title]
  const own = group.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status !== 'skipped')
      .map((test) => {
        const failed = test.status === 'unexpected' || test.status === 'flaky'
        return {
          suite,
          where: `${spec.file}:${spec.line}`,
          title: `${test.projectName ? `[${test.projectName}] ` : ''}${[...trail, spec.title].join(' › ')}`,
          failed,
          flaky: test.status === 'flaky',
          ...(failed ? { error: firstLine(test.results.find((result) => result.error)?.error?.message) } : {}),
        }
      }),
  )
  return [...own, ...(group.suites ?? []).flatMap((child) => runsIn(suite, child, trail))]
}

/** Every run of every test in one suite's report, skipped ones left out. */
export function testRuns(suite: string, report: Pick<JSONReport, 'suites'>): TestRun[] {
  return report.suites.flatMap((group) => runsIn(suite, group, []))
}

/** Errors outside any test (a web server that never answered, a file that does not load), as failures. */
export function errorsOutsideTests(suite: string, report: Pick<JSONReport, 'errors'>): FailedTest[] {
  return report.errors.map((error) => ({
    suite,
    where: error.location ? `${error.location.file}:${error.location.line}` : suite,
    title: 'outside any test',
    error: firstLine(error.message),
  }))
}

/** What failed in one suite's report: its tests, then errors outside tests. */
export function failedTests(suite: string, report: Pick<JSONReport, 'suites' | 'errors'>): FailedTest[] {
  const failed = testRuns(suite, report)
    .filter((run) => run.failed)
    .map(({ where, title, flaky, error }) => ({
      suite,
      where,
      title: flaky ? `${title} (passed on a retry)` : title,
      error: error!,
    }))
  return [...failed, ...errorsOutsideTests(suite, report)]
}

/** Every failure the JSON reports in `dir` (test-results/<suite>.json) name; none when the folder is missing. */
export function failedTestsIn(dir: string): FailedTest[] {
  const reports = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : []
  return reports.flatMap((file) =>
    failedTests(path.basename(file, '.json'), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JSONReport),
  )
}
