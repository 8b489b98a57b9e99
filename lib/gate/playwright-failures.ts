// The tests a Playwright JSON report (test-results/<suite>.json in CI) says failed, each with where it is and why.
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

const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? 'no error message')
    .trim()
    .split('\n')[0]!

function failuresIn(suite: string, group: JSONReportSuite, titles: string[]): FailedTest[] {
  // A file's own suite is titled by its path, which `where` already says.
  const path = group.title === group.file ? titles : [...titles, group.title]
  const own = group.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => ({
        suite,
        where: `${spec.file}:${spec.line}`,
        title: `[${test.projectName}] ${[...path, spec.title].join(' › ')}${test.status === 'flaky' ? ' (passed on a retry)' : ''}`,
        error: firstLine(test.results.at(-1)?.error?.message),
      })),
  )
  return [...own, ...(group.suites ?? []).flatMap((child) => failuresIn(suite, child, path))]
}

/** What failed in one suite's report: its tests, then errors outside tests. */
export function failedTests(suite: string, report: Pick<JSONReport, 'suites' | 'errors'>): FailedTest[] {
  const outside = report.errors.map((error) => ({
    suite,
    where: error.location ? `${error.location.file}:${error.location.line}` : suite,
    title: 'outside any test',
    error: firstLine(error.message),
  }))
  return [...report.suites.flatMap((group) => failuresIn(suite, group, [])), ...outside]
}

/** Every failure the JSON reports in `dir` (test-results/<suite>.json) name; none when the folder is missing. */
export function failedTestsIn(dir: string): FailedTest[] {
  const reports = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : []
  return reports.flatMap((file) => failedTests(path.basename(file, '.json'), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JSONReport))
}
