// Puts a test in charge of the islands' code on the network: held back, failed or let through, as a slow or broken
// connection (or a deploy that replaced the hashed chunks) would do. The loader itself always arrives.
import type { Page, Route } from '@playwright/test'

/** The islands loader, the one script every page loads. */
export const loaderScript = /\/_islands\/loader-[\w-]+\.js$/

export type Delivery = 'hold' | 'fail' | 'serve'

export interface IslandCode {
  /** How requests for island code are answered from now on; held requests are answered so too, unless holding. */
  set(delivery: Delivery): Promise<void>
  /** The island code requests made so far (path names), loader excluded. */
  readonly requests: string[]
}

/** Takes over every request for island code except the loader's; starts with `delivery`. */
export async function controlIslandCode(page: Page, delivery: Delivery): Promise<IslandCode> {
  let current = delivery
  const held: Route[] = []
  const requests: string[] = []
  const answer = (route: Route) =>
    current === 'fail' ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()
  await page.route('**/_islands/**', async (route) => {
    const { pathname } = new URL(route.request().url())
    if (loaderScript.test(pathname)) return route.continue()
    requests.push(pathname)
    if (current === 'hold') held.push(route)
    else await answer(route)
  })
  return {
    requests,
    async set(next) {
      current = next
      if (next !== 'hold') await Promise.all(held.splice(0).map(answer))
    },
  }
}

/** The console error Chromium logs for a request answered 404, which the failing tests cause on purpose. */
export const failedLoad = /Failed to load resource: the server responded with a status of 404/
