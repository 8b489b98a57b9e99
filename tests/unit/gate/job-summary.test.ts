// The summary a CI job leaves on GitHub: what ran, what failed and where the evidence is, so a failure is more than its log.
import { readFileSync } from 'node:fs'
import type { JSONReport } from '@playwright/test/reporter'
import { jobSummary, type StepResult } from '@/tools/gate/job-summary'
import { failedTests } from '@/tools/gate/playwright-failures'

const workflowText = readFileSync('.github/workflows/test.yml', 'utf8')
const artifactUrl = 'https://github.com/northbeam/site/actions/runs/7/artifacts/42'

/** A visitor-suite report as Playwright's JSON reporter writes it: one test passed, one failed (colours and all). */
const visitorReport = {
  errors: [],
  suites: [
    {
      title: 'legal.spec.ts',
      file: 'legal.spec.ts',
      line: 0,
      column: 0,
      specs: [
        {
          title: 'the privacy policy shows its title',
          file: 'legal.spec.ts',
          line: 6,
          ok: true,
          tests: [{ projectName: 'desktop', status: 'expected', results: [] }],
        },
      ],
      suites: [
        {
          title: 'the menu',
          file: 'legal.spec.ts',
          line: 20,
          column: 0,
          specs: [
            {
              title: 'opens on a tap',
              file: 'legal.spec.ts',
              line: 22,
              ok: false,
              tests: [
                {
                  projectName: 'mobile',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: {
                        message: 'Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible() failed\n\nLocator: …',
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
} as unknown as JSONReport

const passedUpTo = (ids: string[]): Record<string, StepResult> =>
  Object.fromEntries(ids.map((id) => [id, { outcome: 'success', outputs: {} }]))

describe('the job summary', () => {
  it('names the step and the test that failed, with its first line of error, and links the evidence', () => {
    const steps = {
      ...passedUpTo(['install', 'playwright', 'browser', 'build']),
      'test-e2e': { outcome: 'failure' },
      'checkout-clean': { outcome: 'skipped' },
      evidence: { outcome: 'success', outputs: { 'artifact-url': artifactUrl } },
    }
    const summary = jobSummary({ workflowText, job: 'visitor', steps, failed: failedTests('e2e', visitorReport) })
    expect(summary).toContain('## ❌ The export: every behaviour a visitor notices')
    expect(summary).toContain('| ✅ passed | Build the export | `npm run build` |')
    expect(summary).toContain('| ❌ **failed** | The visitor suite | `npm run test:e2e` |')
    expect(summary).toContain(
      '| ⏭️ not run | The run left the checkout clean | `npx tsx scripts/checkout-guard.ts verify` |',
    )
    expect(summary).toContain(
      '- e2e: `legal.spec.ts:22` [mobile] the menu › opens on a tap: Error: expect(locator).toBeVisible() failed\n',
    )
    expect(summary).not.toContain('privacy policy')
    expect(summary).toContain(`[evidence-visitor](${artifactUrl})`)
    expect(summary).toContain('npx playwright show-report playwright-report/<suite>')
  })

  it('says a job passed, with every step it ran, and offers no evidence', () => {
    const steps = passedUpTo(['install', 'check', 'checkout-clean'])
    const summary = jobSummary({ workflowText, job: 'check', steps, failed: [] })
    expect(summary).toMatch(/^## ✅ Lint, types, format, typegen and unit tests\n/)
    expect(summary).toContain(
      '| ✅ passed | ESLint, tsc, Prettier, the typegen staleness check and Jest | `npm run check` |',
    )
    expect(summary).not.toMatch(/failed|Evidence/)
  })

  it('sends the reader to the log when a failed step left no evidence to upload', () => {
    const steps = {
      ...passedUpTo(['install']),
      check: { outcome: 'failure' },
      evidence: { outcome: 'success', outputs: {} },
    }
    expect(jobSummary({ workflowText, job: 'check', steps, failed: [] })).toContain(
      'No evidence was uploaded: the failed step wrote none. Its log above says why.',
    )
  })

  it('reports an error outside any test, such as a web server that never answered', () => {
    const report = {
      suites: [],
      errors: [{ message: 'Error: Timed out waiting 600000ms from config.webServer.' }],
    } as unknown as JSONReport
    expect(failedTests('studio', report)).toEqual([
      {
        suite: 'studio',
        where: 'studio',
        title: 'outside any test',
        error: 'Error: Timed out waiting 600000ms from config.webServer.',
      },
    ])
  })
})
