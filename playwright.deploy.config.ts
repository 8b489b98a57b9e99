// Playwright for the deployed site on a host that sets no headers: a build from the local Content Lake with SITE_URL,
// served plainly. It rebuilds out/, so `npm test` runs it last.
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions, desktopAndPhone } from './tests/e2e/browser'
import { plainServerPort } from './tests/e2e-deploy/deploy-site'

const baseURL = `http://127.0.0.1:${plainServerPort}`

export default defineConfig({
  testDir: 'tests/e2e-deploy',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunchOptions() },
  projects: Object.entries(desktopAndPhone()).map(([name, use]) => ({ name, use })),
  webServer: {
    command: 'tsx tests/e2e-deploy/build-and-serve-plainly.ts',
    url: baseURL,
    // It builds first (a minute or two on a busy machine).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
