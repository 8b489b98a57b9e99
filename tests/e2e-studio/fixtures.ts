// The Studio suite's fixtures: main's page-error guard with the Studio's offline noise named, the network closed, a hand on the lake.
import { readFile } from 'node:fs/promises'
import { devices, type Browser, type BrowserContext, type Page, type Request, type Response } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import type { RawDocument } from '../../lib/content/sources/dataset-file'
import { isQuietlyAbsent } from 'local-content-lake'
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
  // presence again, as React's development build (sanity dev, npm run studio) logs the error its boundary caught
  /^%o\n\n%s\n\n%s\s+WebSocketError: WebSocket connection error[\s\S]*The above error occurred in the <PresenceMenu> component/,
  /^Failed to load resource: the server responded with a status of 404/,
]

/** The open tab of the spec file under way. */
interface StudioTabs {
  file: string | undefined
  tab: Page | undefined
}

/** What the Studio shows instead of a tool or document when it crashed. */
const crashScreen = 'An error occurred that Sanity Studio was unable to recover from'

/** The editor's browser: the stock-photo host answered with a placeholder, anything else off this machine unreachable. */
async function openEditorsBrowser(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: studioUrl,
    viewport: { width: 1440, height: 900 },
  })
  // The later route wins: the stock-photo host gets a placeholder, everything else off this machine fails.
  await context.route(elsewhere, (route) => route.abort('internetdisconnected'))
  await context.route(`${stockImageOrigin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholderImage(64, 40) }),
  )
  return context
}

export const test = base.extend<
  { studioGuard: void; lakeRefusals: RegExp[]; freshTab: boolean; ownBrowser: boolean },
  { lake: SanityClient; editorsBrowser: BrowserContext; liveSite: LiveSite; studioTab: (file: string) => Promise<Page> }
>({
  /** A tab of its own for each test, for journeys whose subject is the Studio's own state (the Site tool's store). */
  freshTab: [false, { option: true }],
  /**
   * A browser profile of the test's own, closed after it, for a test that changes the browser itself: Playwright's
   * fake clock (page.clock) is installed on the whole profile, for good.
   */
  ownBrowser: [false, { option: true }],
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
      const context = await openEditorsBrowser(browser)
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  // The test's context is the editor's browser, so the failed test's request log (base-test) holds the Studio's requests.
  context: [
    async ({ browser, editorsBrowser, ownBrowser }, use) => {
      if (!ownBrowser) return use(editorsBrowser)
      const context = await openEditorsBrowser(browser)
      await use(context)
      await context.close()
    },
    { scope: 'test' },
  ],
  // One tab for the journeys of a spec file, as an editor keeps the Studio open: a journey moves to its document inside
  // the Studio (about 0.4 s) instead of starting it afresh in a new tab (about 3 s, 2.5 s of it the page's main thread,
  // here). Each file starts a Studio of its own: between files the lake is reset behind the Studio's back (the files
  // copied back whole), which a Studio that stayed open would hold against it.
  studioTab: [
    async ({ editorsBrowser }, use) => {
      const tabs: StudioTabs = { file: undefined, tab: undefined }
      await use(async (file) => {
        if (tabs.tab && tabs.file === file) return tabs.tab
        await tabs.tab?.close()
        tabs.file = file
        tabs.tab = watchCommits(await editorsBrowser.newPage())
        return tabs.tab
      })
      await tabs.tab?.close()
    },
    { scope: 'worker' },
  ],
  page: [
    async ({ context, studioTab, freshTab, ownBrowser }, use, testInfo) => {
      if (freshTab || ownBrowser) {
        const page = await context.newPage()
        await use(page)
        return void (await page.close())
      }
      const tab = await studioTab(testInfo.file)
      await use(tab)
      // The next journey finds the Studio with no document open and every edit of this one saved.
      await leaveStudio(tab)
    },
    { scope: 'test' },
  ],
  studioGuard: [
    async ({ page, pageErrors, lakeRefusals }, use) => {
      offlineNoise.forEach((pattern) => pageErrors.allow(pattern))
      const failedAnswers: string[] = []
      const onResponse = (response: Response) => {
        const url = response.url()
        const answer = `${response.status()} ${url}`
        if (
          response.status() >= 400 &&
          url.includes(`:${lakePort}/`) &&
          !quietlyAbsent(url) &&
          !lakeRefusals.some((refusal) => refusal.test(answer))
        ) {
          failedAnswers.push(answer)
        }
      }
      page.on('response', onResponse)
      await use()
      // The tab may serve the next journey: this test's guard ends here.
      page.off('response', onResponse)
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

/** The Studio's saves: the POSTs that carry its edits and actions to the lake. */
const isCommit = (request: Request) => request.method() === 'POST' && /\/data\/(actions|mutate)\//.test(request.url())
const commitsUnderWay = new WeakMap<Page, Set<Request>>()

/** Follows the tab's saves, so a journey can wait until each has been answered. */
function watchCommits(page: Page): Page {
  const underWay = new Set<Request>()
  page.on('request', (request) => void (isCommit(request) && underWay.add(request)))
  page.on('requestfinished', (request) => void underWay.delete(request))
  page.on('requestfailed', (request) => void underWay.delete(request))
  commitsUnderWay.set(page, underWay)
  return page
}

/** Whether the tab shows a Studio that has started (signed in as the local editor). */
async function studioIsOpen(page: Page): Promise<boolean> {
  return page.url().startsWith(`${studioUrl}/`) && (await page.getByTestId('studio-navbar').isVisible())
}

/**
 * Goes to a path of the Studio as its own links do, without starting it again; a tab that shows no Studio yet (or
 * another page) loads it.
 */
export async function studioGo(page: Page, path: string): Promise<void> {
  if (!(await studioIsOpen(page))) return void (await page.goto(path))
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
  await expect(page).toHaveURL(`${studioUrl}${path}`)
}

/**
 * Leaves whatever the test had open (after checking the Studio did not crash), before anything changes the lake
 * behind its back: a document closes with its edits saved at once, and this waits until every save is answered, so no
 * edit lands on a draft a clean-up has just deleted. A tab on another page goes blank.
 */
export async function leaveStudio(page: Page): Promise<void> {
  await expect(page.getByText(crashScreen)).toHaveCount(0)
  if (!(await studioIsOpen(page))) return void (await page.goto('about:blank'))
  // A menu, popover or dialog the journey left open closes as an editor closes it; otherwise it would take the next
  // journey's typing (the Create menu's search field did).
  for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await studioGo(page, '/structure')
  await expect(documentPane(page).publish).toHaveCount(0)
  // A round trip to the page: every save the closing started has been reported to this process before its answer.
  await page.evaluate(() => undefined)
  await expect
    .poll(() => commitsUnderWay.get(page)?.size ?? 0, { message: 'every save of the Studio answered' })
    .toBe(0)
}

/** Removes every draft, so each test starts from the published content. */
export async function discardAllDrafts(lake: SanityClient): Promise<void> {
  const ids = await lake.fetch<string[]>('*[_id in path("drafts.**")]._id', {}, { perspective: 'raw' })
  if (ids.length) await lake.transaction(ids.map((id) => ({ delete: { id } }))).commit()
}

/** Opens a Studio URL and waits until the document's form shows `field`: the Studio's boot takes seconds on a busy machine. */
export async function openDocument(page: Page, path: string, field: string): Promise<void> {
  await studioGo(page, path)
  await expect(documentPane(page).field(field)).toBeVisible({ timeout: 30_000 })
}

/** The Studio's Publish, as it asks the lake (Sanity's Actions API, tagged by the Studio). */
export const publishAction = /\/data\/actions\/production\?tag=sanity\.studio\.document\.publish$/

/**
 * Clicks Publish as an editor does, and again if the Studio dropped the click without asking the lake. The Studio runs
 * one document's operations one at a time, each cancelling the one still waiting (a switchMap in its operation events),
 * and commits typed edits in batches up to a second after the last: a Publish in that second can be cancelled before it
 * sends anything (sanity-io/sanity#8630). The flake hunt met it once in three runs of the legal page journey; clicked
 * right after typing, half the clicks were dropped. A Publish the lake was asked for is never clicked again, so a lake
 * that refuses or loses it still fails the test.
 */
export async function clickPublish(page: Page): Promise<void> {
  const publish = documentPane(page).publish
  for (let click = 1; click <= 3; click++) {
    await expect(publish).toBeEnabled({ timeout: 15_000 })
    // From the click on: a Publish that took longer than this to become enabled is not taken for a dropped one.
    const asked = page.waitForRequest(publishAction, { timeout: 5_000 }).then(
      () => true,
      () => false,
    )
    await publish.click()
    if (await asked) return
  }
  throw new Error('The Studio asked the lake for no publish in three clicks of Publish')
}

/** The open document's editor: its form, its Publish button and its footer status. */
export function documentPane(page: Page) {
  return {
    field: (label: string) => page.getByRole('textbox', { name: label, exact: true }),
    publish: page.getByTestId('action-publish'),
    status: page.getByTestId('pane-footer'),
  }
}
