// What a phone downloads from each route when the visitor touches nothing: Chromium as a Pixel 7, stock photos blocked,
// every response's bytes on the wire (compressed body and headers) counted by kind.
import { chromium, devices, type Browser, type LaunchOptions, type Request } from '@playwright/test'

export interface RouteDownloads {
  route: string
  /** Every response's transfer size, headers included. */
  total: number
  /** Compressed bodies of scripts, as the JavaScript budget counts them. */
  js: number
  byKind: Record<string, number>
}

/** Long enough for anything the page might start by itself after load (a timer, an idle callback) to show. */
const quietMs = 6_000

/** Loads each route of `baseUrl` in a fresh phone context and sums what it downloads until `quietMs` after load. */
export async function phoneDownloads(
  baseUrl: string,
  routes: string[],
  launchOptions: LaunchOptions,
): Promise<RouteDownloads[]> {
  const browser = await chromium.launch(launchOptions)
  try {
    // Side by side: each route has a context of its own, and the bytes a page downloads do not depend on the others.
    return await Promise.all(routes.map((route) => measureRoute(browser, new URL(route, baseUrl).href, route)))
  } finally {
    await browser.close()
  }
}

async function measureRoute(browser: Browser, url: string, route: string): Promise<RouteDownloads> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    await page.route('https://images.unsplash.com/**', (request) => request.abort('blockedbyclient'))
    const finished: Request[] = []
    page.on('requestfinished', (request) => finished.push(request))
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(quietMs)
    const files = await Promise.all(
      finished.map(async (request) => {
        const sizes = await request.sizes()
        return {
          kind: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          body: sizes.responseBodySize,
        }
      }),
    )
    const byKind: Record<string, number> = {}
    for (const file of files) byKind[file.kind] = (byKind[file.kind] ?? 0) + file.bytes
    return {
      route,
      total: files.reduce((sum, file) => sum + file.bytes, 0),
      js: files.filter((file) => file.kind === 'script').reduce((sum, file) => sum + file.body, 0),
      byKind,
    }
  } finally {
    await context.close()
  }
}
