// Playwright for the editors' preview: the preview server (npm run preview) against the local Sanity stand-in, offline.
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/e2e/browser'
import { previewPort, previewToken, standInPort } from './tests/e2e-preview/preview-dataset'

const baseURL = `http://127.0.0.1:${previewPort}`
const standIn = `http://127.0.0.1:${standInPort}`
const sanityEnv = { SANITY_PROJECT_ID: 'test', SANITY_DATASET: 'production', SANITY_API_HOST: standIn, SANITY_API_READ_TOKEN: previewToken }

export default defineConfig({
  testDir: 'tests/e2e-preview',
  // One shared dataset that the tests change: one worker, in file order.
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions() },
  webServer: [
    {
      command: 'tsx tests/e2e-preview/stand-in-server.ts',
      env: { STAND_IN_PORT: String(standInPort), SANITY_API_READ_TOKEN: previewToken },
      url: `${standIn}/v2025-01-27/data/query/production?query=1`,
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
