// Playwright for npm run docs:screenshots: the Studio suite's servers and browser, running the front door's two pictures
// and the Studio suite's Site tool journey, which writes its three screens into docs/ when SITE_TOOL_SCREENSHOTS=1.
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import studioSuite from '../../playwright.studio.config'

const root = path.resolve(import.meta.dirname, '../..')

export default defineConfig({
  ...studioSuite,
  outputDir: path.join(root, 'test-results', 'docs-screenshots'),
  webServer: { ...studioSuite.webServer, cwd: root } as typeof studioSuite.webServer,
  projects: [
    { name: 'front door', testDir: import.meta.dirname, testMatch: 'front-door.spec.ts' },
    { name: 'site tool', testDir: path.join(root, 'tests', 'e2e-studio'), testMatch: 'site-tool.spec.ts' },
  ],
})
