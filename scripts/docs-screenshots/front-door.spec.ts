// README.md's two pictures: the site's home page as a visitor first sees it, and a service open in the Studio with
// its Live badge. Made by npm run docs:screenshots on the Studio suite's lake and live site.
import path from 'node:path'
import { buildSite } from '../../tests/e2e-studio/build-site'
import { discardAllDrafts, expect, openDocument, test } from '../../tests/e2e-studio/fixtures'
import { badge } from '../../tests/e2e-studio/site-tool-page'
import { liveSiteUrl, suiteFolder } from '../../tests/e2e-studio/studio-suite'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ lake, liveSite }) => {
  test.setTimeout(300_000)
  await discardAllDrafts(lake)
  const outDir = path.join(suiteFolder, 'docs-site')
  await buildSite(outDir)
  liveSite.serve(outDir)
})

test('the site: the home page as a visitor first sees it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${liveSiteUrl}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.screenshot({ path: path.resolve('docs', 'site.png') })
})

test('the Studio: a service open, with its fields and its Live badge', async ({ page }) => {
  await openDocument(page, '/structure/orderable-service;service.web', 'Title')
  await expect(badge(page, 'Live')).toBeVisible()
  await page.screenshot({
    path: path.resolve('docs', 'studio.png'),
    style: '[data-ui="Toast"] { visibility: hidden; }',
  })
})
