// Playwright for the editors' preview: the preview server (npm run preview) against the local Content Lake, offline.
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions, evidenceOnFailure } from './tests/e2e/browser'
import { suiteReporters } from './tests/e2e/reporters'
import { contentLakePort, previewPort, previewToken } from './tests/e2e-preview/preview-dataset'

const baseURL = `http://127.0.0.1:${previewPort}`
const lake = `http://127.0.0.1:${contentLakePort}`
const sanityEnv = {
  SANITY_PROJECT_ID: 'local',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: lake,
  SANITY_API_READ_TOKEN: previewToken,
}

export default defineConfig({
  testDir: 'tests/e2e-preview',
  // Its own results folder: each run empties its folder first, and one suite's report never hides another's.
  outputDir: 'test-results/preview',
  // One shared dataset that the tests change: one worker, in file order.
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits a busy core cannot reach: every wait is for a state, and a passing test never waits this long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: suiteReporters('preview'),
  use: {
    baseURL,
    ...evidenceOnFailure,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'tsx tests/e2e-preview/content-lake-server.ts',
      env: { CONTENT_LAKE_PORT: String(contentLakePort) },
      // A private lake answers 401 without the token: any answer means it is up.
      url: `${lake}/v2025-02-19/ping`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // npm run preview on the build this tree's suites share (tests/e2e-preview/shared-preview-build.ts).
      command: 'tsx tests/e2e-preview/preview-server.ts',
      env: { ...sanityEnv, PORT: String(previewPort), SITE_MODE: 'preview' },
      url: baseURL,
      // Unless the Studio suite built it on this tree, the preview builds first (a few minutes on a busy machine).
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
})
