// Playwright for the editors' preview: the preview server (npm run preview) against the local Content Lake, offline.
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/browser'
import { contentLakePort, previewPort, previewToken } from './tests/e2e-preview/preview-dataset'

const baseURL = `http://127.0.0.1:${previewPort}`
const lake = `http://127.0.0.1:${contentLakePort}`
const sanityEnv = { SANITY_PROJECT_ID: 'local', SANITY_DATASET: 'production', SANITY_API_HOST: lake, SANITY_API_READ_TOKEN: previewToken }

export default defineConfig({
  testDir: 'tests/e2e-preview',
  // Its own results folder: suites run side by side in npm test, and each run empties its folder first.
  outputDir: 'test-results/preview',
  // One shared dataset that the tests change: one worker, in file order.
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions() },
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
      command: 'tsx scripts/preview.ts',
      env: { ...sanityEnv, PORT: String(previewPort), SITE_MODE: 'preview' },
      url: baseURL,
      // The preview builds first (a few minutes on a busy machine).
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
})
