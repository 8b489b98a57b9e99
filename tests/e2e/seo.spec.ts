import { expect, test } from './fixtures'
import { byId, type SanityDocument } from './content'

const routes = ['/', '/privacy-policy', '/terms-of-service']

for (const route of routes) {
  test(`${route} has its own title, description, canonical URL and a 1200×630 social card`, async ({
    page,
    request,
  }) => {
    await page.goto(route)
    await expect(page).toHaveTitle(/\S/)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length).toBeGreaterThan(50)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(route)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy()
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200')
    expect(await page.locator('meta[property="og:image:height"]').getAttribute('content')).toBe('630')
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')
    const card = await request.get(new URL(image!).pathname)
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toBe('image/png')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toMatch(/^#/)
  })
}

test('the pages of one site have different titles', async ({ page }) => {
  const titles = new Set<string>()
  for (const route of routes) {
    await page.goto(route)
    titles.add(await page.title())
  }
  expect(titles.size).toBe(routes.length)
})

test('the home page describes the company as a ProfessionalService in JSON-LD built from content', async ({ page }) => {
  const settings = byId<
    SanityDocument & { companyName: string; email: string; phone: string; location: string; openingHours: string }
  >('siteSettings')
  await page.goto('/')
  const json = await page.locator('script[type="application/ld+json"]').textContent()
  const data = JSON.parse(json!)
  expect(data['@type']).toBe('ProfessionalService')
  expect(data.name).toBe(settings.companyName)
  expect(data.openingHours).toBe(settings.openingHours)
  expect(data.areaServed.name).toBe(settings.location)
  expect(data.contactPoint).toMatchObject({ email: settings.email, telephone: settings.phone })
})

test('sitemap.xml lists the three routes and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname).sort()
  expect(urls).toEqual(['/', '/privacy-policy', '/terms-of-service'])
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Allow: \//)
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('every icon the page links (SVG icon, favicon, touch icon) is served as an image', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(hrefs).toHaveLength(3)
  for (const href of hrefs) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['content-type'], href).toMatch(/^image\//)
  }
})
