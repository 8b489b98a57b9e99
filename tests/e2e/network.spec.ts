// Network: the site only talks to its own origin and the stock-photo host, and loads portfolio photos lazily.
import { legalPages, legalRoute, portfolio } from './content'
import {
  expect,
  scrollThroughPage,
  stockImageHost,
  stockImageOrigin,
  test,
  unknownRoute,
  waitForImages,
} from './fixtures'

const routes = ['/', ...legalPages.map(legalRoute), unknownRoute]

/** Hosts a static marketing site like this one must never reach from the browser. */
const forbiddenHosts = [
  /(^|\.)sanity\.io$/,
  /(^|\.)sanity\.studio$/,
  /(^|\.)sanitycdn\.com$/,
  /^fonts\.(googleapis|gstatic)\.com$/,
  /(^|\.)typekit\.net$/,
  /(^|\.)jsdelivr\.net$/,
  /^unpkg\.com$/,
  /^cdnjs\.cloudflare\.com$/,
  /(^|\.)googletagmanager\.com$/,
  /(^|\.)google-analytics\.com$/,
]

const pathOf = (url: string) => new URL(url).pathname

test('loading each route and scrolling to the bottom requests only the own origin and the stock-photo host', async ({
  page,
  network,
  baseURL,
}) => {
  const ownOrigin = new URL(baseURL ?? '').origin
  for (const route of routes) {
    await test.step(route, async () => {
      const requests = network.since()
      await page.goto(route)
      await scrollThroughPage(page)
      await page.waitForLoadState('networkidle')
      const urls = requests.map((request) => request.url())
      expect(urls.length).toBeGreaterThan(0)
      for (const url of urls) {
        const { origin, hostname } = new URL(url)
        expect(
          forbiddenHosts.filter((host) => host.test(hostname)),
          `${url} goes to a forbidden host`,
        ).toEqual([])
        expect([ownOrigin, stockImageOrigin], `${url} goes to an unexpected origin`).toContain(origin)
      }
      for (const request of requests.filter((r) => r.url().startsWith(stockImageOrigin))) {
        expect(request.method()).toBe('GET')
        expect(request.resourceType()).toBe('image')
      }
    })
  }
})

test('the portfolio photos are not requested before the visitor scrolls near the portfolio', async ({
  page,
  network,
}) => {
  await page.goto('/')
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle')
  expect(
    network.stockImageRequests.map((request) => request.url()),
    'stock photos requested at load',
  ).toEqual([])

  const portfolioSection = page.locator('#portfolio')
  await portfolioSection.evaluate((section) => section.scrollIntoView({ behavior: 'instant' }))
  const first = portfolio[0]
  if (!first) throw new Error('the content has no portfolio item')
  await expect
    .poll(() => network.stockImageRequests.some((request) => pathOf(request.url()) === pathOf(first.imageUrl)), {
      message: `${first.title}'s photo arrives`,
    })
    .toBe(true)

  // On narrow screens the cards stack, so the later photos wait until the visitor scrolls further down the section.
  await portfolioSection.evaluate((section) => section.scrollIntoView({ behavior: 'instant', block: 'end' }))
  for (const item of portfolio) {
    await expect
      .poll(() => network.stockImageRequests.some((request) => pathOf(request.url()) === pathOf(item.imageUrl)), {
        message: `${item.title}'s photo arrives`,
      })
      .toBe(true)
  }
  await waitForImages(page)
  const loaded = await page
    .locator('#portfolio img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0))
  expect(loaded).toEqual(portfolio.map(() => true))
})

test('each portfolio image is lazy and async, has the content alt text, width and height and a srcset on the stock host', async ({
  page,
}) => {
  await page.goto('/')
  const images = page.locator('#portfolio article img')
  await expect(images).toHaveCount(portfolio.length)
  for (const [index, item] of portfolio.entries()) {
    const image = images.nth(index)
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('decoding', 'async')
    expect(item.imageAlt.trim()).not.toBe('')
    await expect(image).toHaveAttribute('alt', item.imageAlt)
    for (const dimension of ['width', 'height']) {
      const value = await image.getAttribute(dimension)
      expect(value, `${item.title}: ${dimension}`).toMatch(/^[1-9]\d*$/)
    }
    const src = (await image.getAttribute('src')) ?? ''
    expect(new URL(src).host).toBe(stockImageHost)
    expect(pathOf(src)).toBe(pathOf(item.imageUrl))
    const srcset = ((await image.getAttribute('srcset')) ?? '').trim()
    expect(srcset, `${item.title}: srcset`).not.toBe('')
    const candidates = srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/))
    expect(candidates.length).toBeGreaterThan(1)
    for (const [url, descriptor] of candidates) {
      expect(new URL(url ?? '').host).toBe(stockImageHost)
      expect(pathOf(url ?? '')).toBe(pathOf(item.imageUrl))
      expect(descriptor).toMatch(/^\d+(w|(\.\d+)?x)$/)
    }
    if (candidates.some(([, descriptor]) => descriptor?.endsWith('w'))) {
      expect((await image.getAttribute('sizes')) ?? '', `${item.title}: sizes goes with width descriptors`).not.toBe('')
    }
  }
})
