// Shared test fixtures: the page-error guard of every suite, a stand-in for the stock-photo host (the network is
// closed), a request log and page helpers.
import type { Locator, Page, Request } from '@playwright/test'
import { test as base, expect, stockImageHost } from './base-test'
import { settings } from './content'

export { expect, stockImageHost }

export const stockImageOrigin = `https://${stockImageHost}`

/** A route the site does not serve. */
export const unknownRoute = '/this-page-does-not-exist'

/** A small generated image served in place of every stock photo. */
export function placeholderImage(width = 8, height = 5): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#6366f1"/></svg>`,
  )
}

export interface NetworkLog {
  /** Every request the page made since the test began, in order. */
  readonly requests: Request[]
  /** The requests that went to the stock-photo host (each one answered by the placeholder). */
  readonly stockImageRequests: Request[]
  /** Requests made after this call, as a live list. */
  since(): Request[]
}

export const test = base.extend<{ network: NetworkLog }>({
  network: [
    async ({ page }, use) => {
      const requests: Request[] = []
      const stockImageRequests: Request[] = []
      const watchers: Request[][] = []
      page.on('request', (request) => {
        requests.push(request)
        for (const watcher of watchers) watcher.push(request)
      })
      await page.route(`${stockImageOrigin}/**`, async (route) => {
        stockImageRequests.push(route.request())
        await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholderImage() })
      })
      await use({
        requests,
        stockImageRequests,
        since() {
          const list: Request[] = []
          watchers.push(list)
          return list
        },
      })
    },
    { auto: true },
  ],
})

/** Below this width the header shows the menu button instead of its section links (both projects are far from it). */
export function usesMobileMenu(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024
}

export function header(page: Page): Locator {
  return page.getByRole('banner')
}

export function menuButton(page: Page): Locator {
  return header(page).getByRole('button', {
    name: new RegExp(
      `^(${escapeRegExp(settings.interface.menuOpenLabel)}|${escapeRegExp(settings.interface.menuCloseLabel)})$`,
    ),
  })
}

/** On small screens, opens the header menu so its links and Get Quote are reachable; a no-op on wide screens. */
export async function revealHeaderLinks(page: Page): Promise<void> {
  if (!usesMobileMenu(page)) return
  const button = menuButton(page)
  await expect(page.locator('#mobile-menu-panel')).toBeHidden()
  await button.click()
  await expect(page.locator('#mobile-menu-panel')).toBeVisible()
  // The first use wakes the menu island: once React owns it, it says so on the button.
  await expect(button).toHaveAttribute('aria-expanded', 'true')
}

/**
 * The expanded state Chromium's accessibility tree gives the element `selector` finds, as a screen reader gets it: from
 * aria-expanded, or before any script from the popover a button controls.
 */
export async function accessibleExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value
    return expanded === undefined ? undefined : Boolean(expanded)
  } finally {
    await cdp.detach()
  }
}

/** Waits until the named island has been hydrated by the islands loader (React owns it). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-hydrated', '')
}

/** The absolute URL a link resolves to. */
export async function resolvedHref(link: Locator): Promise<string> {
  return link.evaluate((element) => (element as HTMLAnchorElement).href)
}

/** Resolves once the page has stopped scrolling (smooth scrolling included) for eight frames. */
export async function waitForScrollEnd(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let stillFrames = 0
        const tick = () => {
          if (window.scrollY === last) stillFrames += 1
          else {
            stillFrames = 0
            last = window.scrollY
          }
          if (stillFrames >= 8) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
}

/** Scrolls to the page's end a screen at a time (so lazy images on the way load), then waits until every image settled. */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      await frame()
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    await frame()
  })
  await waitForImages(page)
}

/** Waits until every image of the page has loaded (or failed). */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
}

export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/** Geometry of a section after navigation: the fixed header's bottom, the section's and its heading's boxes. */
export async function sectionGeometry(page: Page, section: string) {
  return page.evaluate((id) => {
    const headerElement = document.querySelector('header')
    const sectionElement = document.getElementById(id)
    const heading = sectionElement?.querySelector('h1, h2')
    if (!headerElement || !sectionElement || !heading) throw new Error(`#${id} or its heading is missing`)
    const root = document.documentElement
    return {
      headerBottom: headerElement.getBoundingClientRect().bottom,
      sectionTop: sectionElement.getBoundingClientRect().top,
      headingTop: heading.getBoundingClientRect().top,
      headingBottom: heading.getBoundingClientRect().bottom,
      headingText: heading.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      viewportHeight: window.innerHeight,
      scrollY: window.scrollY,
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1,
    }
  }, section)
}

/**
 * Waits until scrolling stops, then checks the section was brought into view: its heading entirely visible below the
 * fixed header, and the section starting at the header (unless the page cannot scroll that far). Retried for a few
 * seconds, since a cross-page jump to a fragment may be corrected after late layout changes.
 */
export async function expectSectionInView(page: Page, section: string, heading: string): Promise<void> {
  await expect(async () => {
    await waitForScrollEnd(page)
    const geometry = await sectionGeometry(page, section)
    expect(geometry.headingText, `#${section}'s heading`).toBe(heading)
    expect(
      geometry.headingTop,
      `#${section}'s heading top (${geometry.headingTop}) below the header bottom (${geometry.headerBottom})`,
    ).toBeGreaterThanOrEqual(geometry.headerBottom)
    expect(geometry.headingBottom, `#${section}'s heading inside the viewport`).toBeLessThanOrEqual(
      geometry.viewportHeight,
    )
    if (!geometry.atEnd) {
      expect(geometry.sectionTop, `#${section} starts near the header`).toBeLessThanOrEqual(geometry.headerBottom + 32)
      if (geometry.scrollY > 0)
        expect(geometry.sectionTop, `#${section} starts near the header`).toBeGreaterThanOrEqual(0)
    }
  }).toPass({ timeout: 15_000 })
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** An exact, whitespace-normalised text matcher for content strings. */
export function exactText(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text).replace(/\s+/g, '\\s+')}\\s*$`)
}
