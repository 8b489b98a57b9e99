// The flake hunt's arithmetic: every run of every test from Jest's and Playwright's reports, the tests that failed at
// least once, and reports/flakes.md.
import type { JSONReport } from '@playwright/test/reporter'
import { flakesAmong, flakesReport, jestRuns, type JestReport } from '@/tools/gate/flake-hunt'
import { errorsOutsideTests, testRuns } from '@/tools/gate/playwright-failures'

/** A Playwright report of a run with --repeat-each 3: each repeat is one more test under the same spec. */
const repeatedReport = {
  errors: [{ message: 'Error: Timed out waiting 600000ms from config.webServer.', location: undefined }],
  suites: [
    {
      title: 'site-tool.spec.ts',
      file: 'site-tool.spec.ts',
      line: 0,
      column: 0,
      specs: [
        {
          title: 'the tool stops asking',
          file: 'site-tool.spec.ts',
          line: 105,
          tests: [
            { projectName: 'chromium', status: 'expected', results: [{ status: 'passed' }] },
            {
              projectName: 'chromium',
              status: 'unexpected',
              results: [
                {
                  status: 'timedOut',
                  error: { message: '\u001b[31mTest timeout of 60000ms exceeded.\u001b[39m\n\nmore' },
                },
              ],
            },
            { projectName: 'chromium', status: 'expected', results: [{ status: 'passed' }] },
          ],
        },
        {
          title: 'a skipped journey',
          file: 'site-tool.spec.ts',
          line: 200,
          tests: [{ projectName: 'chromium', status: 'skipped', results: [] }],
        },
      ],
      suites: [
        {
          title: 'the badge',
          file: 'site-tool.spec.ts',
          line: 20,
          column: 0,
          specs: [
            {
              title: 'says Live',
              file: 'site-tool.spec.ts',
              line: 22,
              tests: [0, 1, 2].map(() => ({
                projectName: 'chromium',
                status: 'expected',
                results: [{ status: 'passed' }],
              })),
            },
          ],
        },
      ],
    },
  ],
} as unknown as JSONReport

/** Two runs of Jest as its --json report has them: a test that failed once, and a file that failed outside its tests. */
const jestReports: JestReport[] = [
  {
    testResults: [
      {
        name: '/tmp/clone/tests/unit/export/build-lock.test.ts',
        status: 'failed',
        assertionResults: [
          {
            fullName: 'stops waiting when the build is stopped',
            status: 'failed',
            failureMessages: ['Error: thrown: "Exceeded timeout of 60000 ms for a test."\n    at …'],
          },
          { fullName: 'lets the next build go', status: 'passed' },
          { fullName: 'a test left out with .skip', status: 'pending' },
        ],
      },
    ],
  },
  {
    testResults: [
      {
        name: '/tmp/clone/tests/unit/export/build-lock.test.ts',
        status: 'passed',
        assertionResults: [
          { fullName: 'stops waiting when the build is stopped', status: 'passed' },
          { fullName: 'lets the next build go', status: 'passed' },
        ],
      },
      {
        name: '/tmp/clone/tests/unit/server/hostile.test.ts',
        status: 'failed',
        message: '  ● Test suite failed to run\n\n    read ECONNRESET',
        assertionResults: [],
      },
    ],
  },
]

describe('the flake hunt', () => {
  it('reads every repeat of a Playwright test as a run of its own, the first error line of a failed one, and leaves skipped tests out', () => {
    const runs = testRuns('studio', repeatedReport)
    expect(runs).toHaveLength(6)
    expect(runs.filter((run) => run.failed)).toEqual([
      {
        suite: 'studio',
        where: 'site-tool.spec.ts:105',
        title: '[chromium] the tool stops asking',
        failed: true,
        flaky: false,
        error: 'Test timeout of 60000ms exceeded.',
      },
    ])
    expect(runs.map((run) => run.title)).toContain('[chromium] the badge › says Live')
  })

  it('names a test of a suite with one unnamed project, inside an anonymous describe, by its title alone', () => {
    const report = {
      suites: [
        {
          title: 'presentation.spec.ts',
          file: 'presentation.spec.ts',
          specs: [],
          suites: [
            {
              title: '',
              file: 'presentation.spec.ts',
              specs: [
                {
                  title: 'refreshes once',
                  file: 'presentation.spec.ts',
                  line: 46,
                  tests: [{ projectName: '', status: 'expected', results: [] }],
                },
              ],
            },
          ],
        },
      ],
    } as unknown as JSONReport
    expect(testRuns('studio', report).map((run) => run.title)).toEqual(['refreshes once'])
  })

  it('reads each Jest test of each run, and a file that failed outside its tests as a failure of its own', () => {
    const runs = jestReports.flatMap((report) => jestRuns(report, '/tmp/clone'))
    expect(runs).toHaveLength(5)
    expect(runs.filter((run) => run.failed)).toEqual([
      expect.objectContaining({
        where: 'tests/unit/export/build-lock.test.ts',
        title: 'stops waiting when the build is stopped',
        error: 'Error: thrown: "Exceeded timeout of 60000 ms for a test."',
      }),
      expect.objectContaining({
        where: 'tests/unit/server/hostile.test.ts',
        title: 'outside any test',
        error: '● Test suite failed to run',
      }),
    ])
  })

  it('lists each test that failed at least once with how often, worst first, and errors outside tests too', () => {
    const runs = [
      ...jestReports.flatMap((report) => jestRuns(report, '/tmp/clone')),
      ...testRuns('studio', repeatedReport),
    ]
    const flakes = flakesAmong(runs, errorsOutsideTests('studio', repeatedReport))
    expect(flakes.map(({ suite, title, failures, runs: of }) => `${suite}: ${title}: ${failures} of ${of}`)).toEqual([
      'jest: outside any test: 1 of 1',
      'studio: outside any test: 1 of 1',
      'jest: stops waiting when the build is stopped: 1 of 2',
      'studio: [chromium] the tool stops asking: 1 of 3',
    ])
  })

  it('writes the report with its facts, each suite, and each test that failed at least once', () => {
    const facts = {
      command: 'npm run test:flakes -- --report',
      date: '2026-11-26',
      commit: 'abc1234',
      machine: '2 cores (AMD EPYC), 24 GiB',
    }
    const suites = [
      { suite: 'jest', how: '10 runs', tests: 2, runs: 20, seconds: 300 },
      { suite: 'studio', how: '--repeat-each 3', tests: 2, runs: 6, seconds: 900 },
    ]
    const flakes = flakesAmong(testRuns('studio', repeatedReport))
    const text = flakesReport(facts, suites, flakes)
    expect(text).toContain('`npm run test:flakes -- --report` at abc1234 on 2026-11-26, on 2 cores (AMD EPYC), 24 GiB.')
    expect(text).toContain('| jest | 10 runs | 2 | 20 | 0 | 5.0 min |')
    expect(text).toContain('| studio | --repeat-each 3 | 2 | 6 | 1 | 15.0 min |')
    expect(text).toContain(
      '| studio | [chromium] the tool stops asking | `site-tool.spec.ts:105` | 1 of 3 | Test timeout of 60000ms exceeded. |',
    )
    expect(flakesReport(facts, suites, [])).toContain('No test failed in any run.')
  })

  it('keeps a table cell whole when the test or the error holds a pipe', () => {
    const text = flakesReport(
      { command: 'c', date: 'd', commit: 'c', machine: 'm' },
      [],
      [{ suite: 'jest', where: 'a.test.ts', title: 'a | b', failures: 1, runs: 1, error: 'expected "x|y"' }],
    )
    expect(text).toContain('| jest | a \\| b | `a.test.ts` | 1 of 1 | expected "x\\|y" |')
  })
})
