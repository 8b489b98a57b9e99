// Buttons without behaviour: each is a <button type="button"> and clicking it navigates, requests and shows nothing.
import type { Dialog, Locator, Page } from '@playwright/test'
import { home, portfolio, settings } from './content'
import {
  expect,
  header,
  revealHeaderLinks,
  scrollThroughPage,
  scrollToTop,
  test,
  waitForIsland,
  type NetworkLog,
} from './fixtures'

declare global {
  interface Window {
    domMutations: string[]
    deferredWork: string[]
  }
}

/**
 * Records every call that could make something happen later (a timer, a frame, a message, a request, a scroll, a popup)
 * made while the page handles a visitor's input: a click that asks for none of them can change nothing after it returns,
 * so no test has to wait and see.
 */
function recordDeferredWork() {
  const watching = Array.isArray(window.deferredWork)
  window.deferredWork = []
  if (watching) return
  const inputEvent = /^(pointer|mouse|touch|key|focus|blur|click|dblclick|auxclick|contextmenu)/
  const watch = (owner: object, methods: string[], label: string) => {
    for (const method of methods) {
      const original = Reflect.get(owner, method) as ((...args: unknown[]) => unknown) | undefined
      if (typeof original !== 'function') continue
      Reflect.set(owner, method, function (this: unknown, ...args: unknown[]) {
        // `window.event` is the event being handled, microtasks it queued included; only the browser's input is trusted.
        const event = window.event
        if (event?.isTrusted && inputEvent.test(event.type))
          window.deferredWork.push(`${label}.${method} while handling ${event.type}`)
        return original.apply(this, args)
      })
    }
  }
  watch(
    window,
    [
      'setTimeout',
      'setInterval',
      'requestAnimationFrame',
      'requestIdleCallback',
      'queueMicrotask',
      'fetch',
      'open',
      'scroll',
      'scrollTo',
      'scrollBy',
    ],
    'window',
  )
  watch(Element.prototype, ['scroll', 'scrollTo', 'scrollBy', 'scrollIntoView'], 'element')
  watch(HTMLElement.prototype, ['focus', 'showPopover', 'togglePopover'], 'element')
  watch(HTMLDialogElement.prototype, ['show', 'showModal'], 'dialog')
  watch(HTMLFormElement.prototype, ['submit', 'requestSubmit'], 'form')
  watch(XMLHttpRequest.prototype, ['send'], 'XMLHttpRequest')
  watch(Navigator.prototype, ['sendBeacon'], 'navigator')
  watch(MessagePort.prototype, ['postMessage'], 'MessagePort')
  watch(window, ['postMessage'], 'window')
}

/** Watches the page for anything a click could show or do, now or later: DOM changes, requests, dialogs, new windows. */
async function watchPage(page: Page, network: NetworkLog) {
  await page.evaluate(recordDeferredWork)
  await page.evaluate(() => {
    window.domMutations = []
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target.tagName.toLowerCase() : record.target.nodeName
        window.domMutations.push(
          `${record.type} on ${target}${record.attributeName ? ` [${record.attributeName}]` : ''}`,
        )
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  const requests = network.since()
  const dialogs: string[] = []
  const popups: string[] = []
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.context().on('page', (popup) => popups.push(popup.url()))
  const snapshot = async () => ({
    ...(await page.evaluate(() => ({
      url: location.href,
      scrollY: Math.round(window.scrollY),
      mutations: [...window.domMutations],
      deferredWork: [...window.deferredWork],
      openPopovers: [...document.querySelectorAll(':popover-open, dialog[open]')].map(
        (element) => element.id || element.tagName.toLowerCase(),
      ),
    }))),
    requests: requests.map((request) => `${request.method()} ${request.url()}`),
    dialogs: [...dialogs],
    popups: [...popups],
  })
  return snapshot
}

type Snapshot = Awaited<ReturnType<Awaited<ReturnType<typeof watchPage>>>>

function expectUnchanged(after: Snapshot, before: Snapshot) {
  expect(after.url, 'the URL is unchanged').toBe(before.url)
  expect(after.requests, 'no request is made').toEqual(before.requests)
  expect(after.dialogs, 'no dialog opens').toEqual(before.dialogs)
  expect(after.popups, 'no window opens').toEqual(before.popups)
  expect(after.mutations, 'nothing new is shown (no DOM change)').toEqual(before.mutations)
  expect(after.scrollY, 'the page does not scroll').toBe(before.scrollY)
  expect(after.openPopovers, 'no popover or dialog opens or closes').toEqual(before.openPopovers)
  expect(after.deferredWork, 'nothing is left to happen later (no timer, frame, message, request or scroll)').toEqual(
    before.deferredWork,
  )
}

async function expectButtonElement(button: Locator) {
  await expect(button).toBeVisible()
  expect(await button.evaluate((element) => `${element.tagName} type=${element.getAttribute('type')}`)).toBe(
    'BUTTON type=button',
  )
}

async function clickInert(page: Page, snapshot: () => Promise<Snapshot>, button: Locator) {
  await button.scrollIntoViewIfNeeded()
  const before = await snapshot()
  await button.click()
  // A reaction shows at once (React flushes discrete events synchronously); anything for later is in deferredWork.
  expectUnchanged(await snapshot(), before)
}

/** Clicks each button in turn; neither a click nor anything it could start later changes the page. */
async function expectAllInert(page: Page, network: NetworkLog, buttons: [string, Locator][]): Promise<void> {
  const snapshot = await watchPage(page, network)
  const start = await snapshot()
  for (const [label, button] of buttons) {
    await test.step(`clicking ${label} changes nothing`, () => clickInert(page, snapshot, button))
  }
  const end = await snapshot()
  expectUnchanged({ ...end, scrollY: start.scrollY }, start)
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  // Load every lazy image first, so the only requests a click could cause are its own.
  await scrollThroughPage(page)
  await scrollToTop(page)
  // And let the contact form, which scrolling woke, finish loading, so its requests are not taken for a click's.
  await waitForIsland(page, 'contact-form')
})

test('Start Your Project, View Our Work, Get Quote, Get Free Consultation, View Case Studies, View All Projects and every Live Demo and Code are inert buttons', async ({
  page,
  network,
}) => {
  const { liveDemoLabel, codeLabel } = home.portfolioSection
  const cards = page.locator('#portfolio article')
  await expect(cards).toHaveCount(portfolio.length)
  await expect(page.locator('#portfolio').getByRole('button', { name: liveDemoLabel, exact: true })).toHaveCount(
    portfolio.length,
  )
  await expect(page.locator('#portfolio').getByRole('button', { name: codeLabel, exact: true })).toHaveCount(
    portfolio.length,
  )

  const buttons: [string, Locator][] = [
    [
      home.hero.primaryCtaLabel,
      page.locator('#home').getByRole('button', { name: home.hero.primaryCtaLabel, exact: true }),
    ],
    [
      home.hero.secondaryCtaLabel,
      page.locator('#home').getByRole('button', { name: home.hero.secondaryCtaLabel, exact: true }),
    ],
    [
      home.servicesSection.ctaLabel,
      page.locator('#services').getByRole('button', { name: home.servicesSection.ctaLabel, exact: true }),
    ],
    [
      home.benefitsSection.ctaLabel,
      page.locator('#about').getByRole('button', { name: home.benefitsSection.ctaLabel, exact: true }),
    ],
    ...portfolio.flatMap((item, index) =>
      [liveDemoLabel, codeLabel].map((label): [string, Locator] => [
        `${item.title}: ${label}`,
        cards.nth(index).getByRole('button', { name: label, exact: true }),
      ]),
    ),
    [
      home.portfolioSection.ctaLabel,
      page.locator('#portfolio').getByRole('button', { name: home.portfolioSection.ctaLabel, exact: true }),
    ],
  ]
  for (const [label, button] of buttons) {
    await test.step(`${label} is a <button type="button">`, () => expectButtonElement(button))
  }
  await expectAllInert(page, network, buttons)

  // The header's Get Quote sits in the menu on small screens, and a click outside the open menu closes it, as a
  // popover does: so it is watched on its own, with the menu open.
  await revealHeaderLinks(page)
  const getQuote: [string, Locator] = [
    settings.headerCtaLabel,
    header(page).getByRole('button', { name: settings.headerCtaLabel, exact: true }),
  ]
  await test.step(`${getQuote[0]} is a <button type="button">`, () => expectButtonElement(getQuote[1]))
  await expectAllInert(page, network, [getQuote])
})
