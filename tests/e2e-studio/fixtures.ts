// The Studio suite's fixtures: main's page-error guard with the Studio's offline noise named, the network closed, a hand on the lake.
import { readFile } from 'node:fs/promises'
import { devices, type BrowserContext, type Page } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import type { RawDocument } from '../../lib/content/sources/dataset-file'
import { isQuietlyAbsent } from '../../lib/content-lake/studio-endpoints'
import { test as base, expect } from '../e2e/base-test'
import { placeholderImage, stockImageOrigin } from '../e2e/fixtures'
import { startLiveSite, type LiveSite } from './live-site'
import { datasetFile, lakePort, studioUrl } from './studio-suite'

export { expect }

/** Anything but this machine is unreachable in tests (the Studio's update checks, fonts and telemetry included). */
const elsewhere = /^https?:\/\/(?!(?:[^/]*\.)?localhost(?::\d+)?\/|127\.0\.0\.1(?::\d+)?\/)/

/** The lake's "nothing here" endpoints (upsells, notices), judged as the lake judges them: a 404 there is the answer, not a fault. */
const quietlyAbsent = (url: string) => isQuietlyAbsent(new URL(url).pathname.replace(/^\/v[^/]+\//, ''))

/**
 * What the Studio logs offline by design (docs/architecture.md#where-the-local-lake-differs-from-sanity), each with
 * its cause. A 404 is let through only to be checked by its address below: any other error from the lake still fails
 * the test.
 */
const offlineNoise = [
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/, // the update check, the web font, error reporting
  /^Failed to fetch version for package/, // the update check, again in its own words
  /^WebSocket connection to 'ws:\/\/[^']*\/socket\/production[^']*' failed/, // presence
  /^WebSocketError: WebSocket connection error/, // presence, in the Studio's own words
  /^Failed to load resource: the server responded with a status of 404/,
]

/** What the Studio shows instead of a tool or document when it crashed. */
const crashScreen = 'An error occurred that Sanity Studio was unable to recover from'

export const test = base.extend<{ studioGuard: void; lakeRefusals: RegExp[] }, { lake: SanityClient; editorsBrowser: BrowserContext; liveSite: LiveSite }>({
  /** Refusals from the lake a test provokes on purpose (`${status} ${url}`), which the guard then lets through. */
  lakeRefusals: [[], { option: true }],
  // Every open document's badge asks the live site: a server is always there, answering 404 until a spec serves a build.
  liveSite: [
    async ({}, use) => {
      const site = await startLiveSite()
      await use(site)
      await site.close()
    },
    { scope: 'worker', auto: true },
  ],
  // One browser profile for the whole suite, as an editor keeps one: each test opens the Studio in a new tab of it.
  editorsBrowser: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: studioUrl, viewport: { width: 1440, height: 900 } })
      // The later route wins: the stock-photo host gets a placeholder, everything else off this machine fails.
      await context.route(elsewhere, (route) => route.abort('internetdisconnected'))
      await context.route(`${stockImageOrigin}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholderImage(64, 40) }))
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  // The test's context is the editor's browser, so the failed test's request log (base-test) holds the Studio's requests.
  context: [async ({ editorsBrowser }, use) => use(editorsBrowser), { scope: 'test' }],
  page: [
    async ({ editorsBrowser }, use) => {
      const page = await editorsBrowser.newPage()
      await use(page)
      await page.close()
    },
    { scope: 'test' },
  ],
  studioGuard: [
    async ({ page, pageErrors, lakeRefusals }, use) => {
      offlineNoise.forEach((pattern) => pageErrors.allow(pattern))
      const failedAnswers: string[] = []
      page.on('response', (response) => {
        const url = response.url()
        const answer = `${response.status()} ${url}`
        if (response.status() >= 400 && url.includes(`:${lakePort}/`) && !quietlyAbsent(url) && !lakeRefusals.some((refusal) => refusal.test(answer))) {
          failedAnswers.push(answer)
        }
      })
      await use()
      expect(failedAnswers, 'the lake refused none of the Studio’s requests').toEqual([])
      // An error a tool's boundary caught is no better: the editor sees a crash screen instead of the tool.
      await expect(page.getByText(crashScreen)).toHaveCount(0)
    },
    { auto: true },
  ],
  lake: [
    async ({}, use) => {
      await use(
        createClient({
          projectId: 'local',
          dataset: 'production',
          apiVersion: '2025-02-19',
          apiHost: `http://127.0.0.1:${lakePort}`,
          useProjectHostname: false,
          useCdn: false,
        }),
      )
    },
    { scope: 'worker' },
  ],
})

/** The documents the dataset file holds now, by id. */
export async function datasetDocuments(): Promise<Map<string, RawDocument>> {
  const lines = (await readFile(datasetFile, 'utf8')).split('\n').filter(Boolean)
  return new Map(lines.map((line) => JSON.parse(line) as RawDocument).map((doc) => [doc._id, doc]))
}

/**
 * Closes the Studio the test used (after checking it did not crash) before anything changes the lake behind its back:
 * a Studio with edits still in flight would rebase them onto a draft that a clean-up just deleted.
 */
export async function leaveStudio(page: Page): Promise<void> {
  await expect(page.getByText(crashScreen)).toHaveCount(0)
  await page.goto('about:blank')
}

/** Removes every draft, so each test starts from the published content. */
export async function discardAllDrafts(lake: SanityClient): Promise<void> {
  const ids = await lake.fetch<string[]>('*[_id in path("drafts.**")]._id', {}, { perspective: 'raw' })
  if (ids.length) await lake.transaction(ids.map((id) => ({ delete: { id } }))).commit()
}

/** Opens a Studio URL and waits until the document's form shows `field`: the Studio's boot takes seconds on a busy machine. */
export async function openDocument(page: Page, path: string, field: string): Promise<void> {
  await page.goto(path)
  await expect(documentPane(page).field(field)).toBeVisible({ timeout: 30_000 })
}

/** The open document's editor: its form, its Publish button and its footer status. */
export function documentPane(page: Page) {
  return {
    field: (label: string) => page.getByRole('textbox', { name: label, exact: true }),
    publish: page.getByTestId('action-publish'),
    status: page.getByTestId('pane-footer'),
  }
}
