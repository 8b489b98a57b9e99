// What a Playwright suite reports: the list as it runs; in CI also an HTML report (open it with `npx playwright
// show-report playwright-report/<suite>`) and a JSON one that the job summary reads, each suite in folders of its own.
import type { ReporterDescription } from '@playwright/test'

export function suiteReporters(suite: string, { htmlOutsideCi = false } = {}): ReporterDescription[] {
  const html: ReporterDescription = ['html', { open: 'never', outputFolder: `playwright-report/${suite}` }]
  if (!process.env.CI) return htmlOutsideCi ? [['list'], html] : [['list']]
  // Beside the suite's outputDir (test-results/<suite>), which Playwright empties when a run starts.
  return [['list'], html, ['json', { outputFile: `test-results/${suite}.json` }]]
}
