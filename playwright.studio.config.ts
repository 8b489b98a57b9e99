// Playwright for the editors' Studio: the real Studio (sanity build) against the local Content Lake, with the preview
// server for the Presentation tool, offline. Journeys change one dataset copy: one worker, in file order.
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions, evidenceOnFailure } from './tests/e2e/browser'
import { suiteReporters } from './tests/e2e/reporters'
import { studioUrl } from './tests/e2e-studio/studio-suite'

export default defineConfig({
  testDir: 'tests/e2e-studio',
  // Its own results folder: each run empties its folder first, and one suite's report never hides another's.
  outputDir: 'test-results/studio',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: suiteReporters('studio'),
  // Generous: a Studio (Vite, React, the whole Sanity UI) boots in 10–25 s on this 2-core machine, more when the host is busy.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: studioUrl,
    // The light trace of the other suites: the full one's screencast and DOM snapshots kept Chromium's GPU process at
    // 41% of a core. Ten Studio journeys took 1.9 and 1.7 min with it, 1.2 and 1.3 min without (alternating runs).
    ...evidenceOnFailure,
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
  // The lake, the Studio and the preview, from one script: Playwright starts web servers one after another, and the
  // Studio and the preview build side by side there (the preview takes the longer, a few minutes on a busy machine).
  webServer: {
    command: 'tsx tests/e2e-studio/studio-and-lake.ts',
    url: `${studioUrl}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
})
