// The test every Playwright suite builds on: it fails on any console.error or uncaught page error, so a hydration
// mismatch or a broken script cannot pass unnoticed (only failed loads from the stock-photo host are let through), and a
// failed test keeps the requests of its pages (requests.txt).
import { writeFile } from 'node:fs/promises'
import { test as base, expect, type ConsoleMessage, type Page, type Request, type Response } from '@playwright/test'

export { expect }

export const stockImageHost = 'images.unsplash.com'

export interface PageErrors {
  /** Lets console errors matching `pattern` through for this test: for tests that break a load on purpose. */
  allow(pattern: RegExp): void
}

const fromStockPhotoHost = (url: string) => {
  try {
    return new URL(url).hostname === stockImageHost
  } catch {
    return false
  }
}

/** The guard on one page: what it saw so far, and its verdict, which also stops it watching. */
export interface PageErrorGuard extends PageErrors {
  /** Fails, listing every console.error and uncaught error seen that no rule let through; stops watching the page. */
  verify(): void
}

/** Starts watching `page` for console errors and uncaught errors (the fixture below does this for every test's page). */
export function watchPageErrors(page: Page): PageErrorGuard {
  const errors: string[] = []
  const allowed: RegExp[] = []
  // A page served with 404 (the site's not-found page) is an answer, not an error, though Chromium logs it as one.
  const notFoundPages = new Set<string>()
  const onResponse = (response: Response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url())
  }
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' || fromStockPhotoHost(message.location().url)) return
    if (notFoundPages.has(message.location().url) && message.text().startsWith('Failed to load resource')) return
    if (allowed.some((pattern) => pattern.test(message.text()))) return
    errors.push(`console.error: ${message.text()} (${message.location().url})`)
  }
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.stack ?? error.message}`)
  page.on('response', onResponse).on('console', onConsole).on('pageerror', onPageError)
  return {
    allow: (pattern) => void allowed.push(pattern),
    verify() {
      page.off('response', onResponse).off('console', onConsole).off('pageerror', onPageError)
      expect(errors, pageErrorGuardMessage).toEqual([])
    },
  }
}

/** What a test that the guard fails says first. */
export const pageErrorGuardMessage = 'no console.error and no uncaught error on the page'

export const test = base.extend<{ pageErrors: PageErrors; requestLog: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const guard = watchPageErrors(page)
      await use({ allow: guard.allow })
      // A suite may keep one page for all its tests (the Studio suite's tab): this test's guard ends here.
      guard.verify()
    },
    { auto: true },
  ],
  // The requests of every page, with their answers, attached to a failed test: the order of reads and writes is often
  // what explains a failure, and the light trace of most suites (evidenceOnFailure) records no network.
  requestLog: [
    async ({ context }, use, testInfo) => {
      const started = Date.now()
      const lines: string[] = []
      const log = (line: string) => lines.push(`${((Date.now() - started) / 1000).toFixed(3).padStart(8)} s  ${line}`)
      const onRequest = (request: Request) => log(`→ ${request.method()} ${request.url()}`)
      const onResponse = (response: Response) =>
        log(`← ${response.status()} ${response.request().method()} ${response.url()}`)
      const onFailed = (request: Request) =>
        log(`✗ ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
      context.on('request', onRequest).on('response', onResponse).on('requestfailed', onFailed)
      await use()
      // A suite may keep one context for all its tests (the Studio suite's editor's browser): this test's log ends here.
      context.off('request', onRequest).off('response', onResponse).off('requestfailed', onFailed)
      if (testInfo.status === testInfo.expectedStatus) return
      const file = testInfo.outputPath('requests.txt')
      await writeFile(file, lines.join('\n') + '\n')
      await testInfo.attach('requests', { path: file, contentType: 'text/plain' })
    },
    { auto: true },
  ],
})
