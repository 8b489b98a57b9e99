// Playwright for a deploy to a host that sets no headers and serves the site under a path: a GitHub Pages project site,
// built from the local Content Lake with SITE_URL https://owner.github.io/northbeam into .test-builds/pages, served plainly.
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions, desktopAndPhone, evidenceOnFailure } from './tests/e2e/browser'
import { suiteReporters } from './tests/e2e/reporters'
import { deployBasePath, plainServerPort } from './tests/e2e-deploy/deploy-site'

const origin = `http://127.0.0.1:${plainServerPort}`
// Tests go to paths relative to it (`privacy-policy`, `./`), as they live under the base path.
const baseURL = `${origin}${deployBasePath}/`
const screens = desktopAndPhone()
const buildsSpec = /builds-side-by-side\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e-deploy',
  // Its own results folder: each run empties its folder first, and one suite's report never hides another's.
  outputDir: 'test-results/deploy',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits a busy core cannot reach: every wait is for a state, and a passing test never waits this long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: process.env.CI ? 2 : undefined,
  reporter: suiteReporters('deploy'),
  use: { baseURL, ...evidenceOnFailure, launchOptions: chromiumLaunchOptions() },
  // What depends on the width runs at both; the rest (headers, policy, paths, metadata) once, on the desktop. The two
  // real builds side by side come last, so that no page test shares the cores with them.
  projects: [
    { name: 'desktop', testIgnore: buildsSpec, use: screens.desktop },
    { name: 'mobile', testMatch: /islands-and-links\.spec\.ts$/, use: screens.mobile },
    { name: 'builds', testMatch: buildsSpec, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'tsx tests/e2e-deploy/build-and-serve-plainly.ts',
    url: baseURL,
    // It builds first (a minute or two on a busy machine).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
