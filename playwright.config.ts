// Playwright: end-to-end tests in Chromium against the served static export (npm run build first).
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions, desktopAndPhone, evidenceOnFailure } from './tests/e2e/browser'
import { suiteReporters } from './tests/e2e/reporters'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
const visualSpec = /visual\.spec\.ts$/
/** Behaviour that is the same at every width (headers, metadata, requests, the form's logic, the legal pages, the shipped files) runs once, on the desktop. */
const sameOnEveryScreen = /(seo|security|network|page-errors|legal|contact-form|no-next-runtime)\.spec\.ts$/
const screens = desktopAndPhone()

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own results folder: each run empties its folder first, and one suite's report never hides another's.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: suiteReporters('e2e', { htmlOutsideCi: true }),
  // Limits a busy core cannot reach: every wait is for a state, and a passing test never waits this long.
  timeout: 60_000,
  use: { baseURL, ...evidenceOnFailure, launchOptions: chromiumLaunchOptions() },
  // Baselines are made by Chromium on Linux (CI's machine); `npm run test:visual:update` remakes them on purpose.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A few anti-aliased pixels of tolerance; any real change of layout, colour or copy moves thousands.
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixels: 100 } },
  projects: [
    { name: 'desktop', testIgnore: visualSpec, use: screens.desktop },
    { name: 'mobile', testIgnore: [visualSpec, sameOnEveryScreen], use: screens.mobile },
    // The visual guard sets its own viewports; one device scale so the pictures are comparable. Its full-page pictures
    // apply a stylesheet (tests/e2e/full-page.css), which the pages' own CSP would refuse: the policy is security.spec's.
    {
      name: 'visual',
      testMatch: visualSpec,
      use: {
        ...devices['Desktop Chrome'],
        deviceScaleFactor: 1,
        bypassCSP: true,
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts`,
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
})
