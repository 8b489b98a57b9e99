// The export ships no Next client runtime: each page's HTML references no Next chunk and no RSC payload, and the
// payload files are not served. The same at every width, so it runs on the desktop only.
import { legalPages, legalRoute } from './content'
import { expect, test, unknownRoute } from './fixtures'

const routes = ['/', ...legalPages.map(legalRoute), unknownRoute]

for (const route of routes) {
  test(`${route} references no Next runtime chunk or RSC payload, and its payload files are gone`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(route)
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/\/_next\/static\/[^"']*\.js/)
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('data-react-version')
    const scripts = await page
      .locator('script')
      .evaluateAll((elements) => elements.map((s) => s.getAttribute('src') ?? `inline ${s.getAttribute('type')}`))
    for (const script of scripts)
      expect(script, 'only the islands loader and JSON-LD data').toMatch(
        /^(\/_islands\/loader-[\w-]+\.js|inline application\/ld\+json)$/,
      )
    const payload = route === '/' ? '/index.txt' : `${route}.txt`
    expect((await request.get(payload)).status(), `${payload} is not served`).toBe(404)
  })
}
