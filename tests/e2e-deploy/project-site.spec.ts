// A GitHub Pages project site: the export built for https://owner.github.io/northbeam works under /northbeam/ with its
// CSS (islands-and-links.spec: and islands), never requests or links outside the prefix, and names its full address
// everywhere. The same at every width: run on the desktop only.
import type { Page } from '@playwright/test'
import { legalPages, legalRoute, settings } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'
import { addedLegalPage, deployBasePath, deploySiteUrl } from './deploy-site'
import { sameOriginPaths } from './page-checks'

// The seed's pages, and the one an editor added, which no footer links to.
const legalRoutes = [...legalPages, addedLegalPage].map((legal) => legalRoute(legal).slice(1))
const routes = ['./', ...legalRoutes]
const home = `${deploySiteUrl}/`

async function expectStyled(page: Page) {
  // The stylesheet applied: the header is fixed and the hero's heading is large.
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed')
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize)),
  ).toBeGreaterThan(28)
}

for (const route of routes) {
  test(`${deployBasePath}/${route.replace('./', '')} loads its stylesheet and requests nothing outside ${deployBasePath}/`, async ({
    page,
    network,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    const requests = network.since()
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    await expectStyled(page)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await page.waitForLoadState('networkidle')
    const paths = sameOriginPaths(requests, origin)
    expect(paths.length).toBeGreaterThan(2)
    for (const path of paths) expect(path, 'a request leaves the base path').toMatch(new RegExp(`^${deployBasePath}/`))
    const links = await page
      .locator('a[href^="/"], link[href^="/"], script[src^="/"]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
      )
    for (const link of links) expect(link, 'a link leaves the base path').toMatch(new RegExp(`^${deployBasePath}/`))
  })
}

test('an unknown path under the base path shows the styled not-found page with a link home', async ({ page }) => {
  const response = await page.goto('no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.interface.notFoundTitle)
  await expectStyled(page)
  await page.getByRole('main').getByRole('link', { name: settings.interface.notFoundLinkLabel }).click()
  await expect(page).toHaveURL(new RegExp(`${deployBasePath}/$`))
})

test('canonical, Open Graph, the social image, JSON-LD, the sitemap and robots.txt all carry the full address with its path', async ({
  page,
  request,
}) => {
  for (const route of routes) {
    await page.goto(route)
    const expected = route === './' ? home : `${deploySiteUrl}/${route}`
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${deploySiteUrl}/og.png`)
    expect((await request.get('og.png')).status()).toBe(200)
  }
  await page.goto('./')
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd.url).toBe(home)
  expect(jsonLd.logo).toBe(`${deploySiteUrl}/apple-touch-icon.png`)
  const sitemap = await (await request.get('sitemap.xml')).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)
  expect(locations.sort()).toEqual([home, ...legalRoutes.map((route) => `${deploySiteUrl}/${route}`)].sort())
  const robots = await (await request.get('robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${deploySiteUrl}/sitemap.xml`)
  expect(robots).toContain(`Allow: ${deployBasePath}/`)
})
