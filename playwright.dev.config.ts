// Playwright for the developer's loop: npm run dev on a copy of the embedded dataset, which the tests edit, and
// npm run dev:preview on a local Content Lake.
import { defineConfig } from '@playwright/test'
import { desktopAndPhone, evidenceOnFailure } from './tests/e2e/browser'
import { suiteReporters } from './tests/e2e/reporters'
import {
  devDatasetFile,
  devLogFile,
  devPort,
  devPreviewLakePort,
  devPreviewPort,
  devPreviewToken,
} from './tests/e2e-dev/dev-site'

export default defineConfig({
  testDir: 'tests/e2e-dev',
  // Its own results folder: each run empties its folder first, and one suite's report never hides another's.
  outputDir: 'test-results/dev',
  // One dataset file that the tests change: one worker, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits a busy core cannot reach: every wait is for a state, and a passing test never waits this long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: suiteReporters('dev'),
  use: { ...desktopAndPhone().desktop, ...evidenceOnFailure, baseURL: `http://127.0.0.1:${devPort}` },
  webServer: [
    {
      // The dev server follows a fresh copy of the dataset, which the tests change; the checkout's stays as it is. Copied
      // here, once, not in the config, which Playwright loads again in every worker.
      // Its output goes to a file, where a test reads how it answered an edit.
      command: `mkdir -p .test-builds && cp content/dataset.ndjson ${devDatasetFile} && exec tsx scripts/dev.ts --port ${devPort} --hostname 127.0.0.1 > ${devLogFile} 2>&1`,
      // No Sanity project and no SITE_URL: dev needs neither.
      env: { CONTENT_DATASET_FILE: devDatasetFile, SANITY_PROJECT_ID: '', SITE_URL: '' },
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 120_000,
    },
    {
      command: 'tsx tests/e2e-preview/content-lake-server.ts',
      env: { CONTENT_LAKE_PORT: String(devPreviewLakePort) },
      url: `http://127.0.0.1:${devPreviewLakePort}/v2025-02-19/ping`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'tsx scripts/preview.ts --dev',
      env: {
        SANITY_PROJECT_ID: 'local',
        SANITY_API_HOST: `http://127.0.0.1:${devPreviewLakePort}`,
        SANITY_API_READ_TOKEN: devPreviewToken,
        PORT: String(devPreviewPort),
      },
      url: `http://127.0.0.1:${devPreviewPort}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 180_000,
    },
  ],
})
