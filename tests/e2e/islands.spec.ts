// Islands: pages ship HTML and CSS, a tiny loader wakes the menu and the form only when needed, nothing is lost while
// their code is on the way, and a failed load is retried on the next use instead of breaking the page for the visit.
import type { Page } from '@playwright/test'
import { logsBeforeMarkedSend, recordLogs } from './contact-logs'
import { benefits, home, legalPages, legalRoute, navigation, portfolio, services, settings } from './content'
import { accessibleExpanded, expect, menuButton, test, usesMobileMenu, waitForIsland } from './fixtures'
import { controlIslandCode, failedLoad, loaderScript } from './island-code'

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
const isAwake = (page: Page, name: string) =>
  island(page, name).evaluate((element) => 'hydrated' in (element as HTMLElement).dataset)
const form = (page: Page) => page.locator('#contact form')
const submitButton = (page: Page) => form(page).locator('button[type="submit"]')
const unavailableNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: home.contactSection.unavailableNotice })
const values = { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', message: 'A compiler.' }

async function fillForm(page: Page): Promise<void> {
  await page.locator('#contact-name').pressSequentially(values.name)
  await page.locator('#contact-email').pressSequentially(values.email)
  await page.locator('#contact-company').pressSequentially(values.company)
  await page.locator('#contact-message').pressSequentially(values.message)
}

test('until the visitor scrolls or touches anything, no script but the loader is requested and no island wakes', async ({
  page,
  network,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const scripts = network.requests
    .filter((request) => request.resourceType() === 'script')
    .map((request) => new URL(request.url()).pathname)
  expect(scripts).toHaveLength(1)
  expect(scripts[0]).toMatch(loaderScript)
  expect(await isAwake(page, 'contact-form')).toBe(false)
  expect(await isAwake(page, 'mobile-menu')).toBe(false)
})

test('the contact form wakes up as it is scrolled to, and then logs its values', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await isAwake(page, 'contact-form'), 'asleep while far from the screen').toBe(false)
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await waitForIsland(page, 'contact-form')
  const logged = recordLogs(page)
  await fillForm(page)
  await submitButton(page).click()
  expect(await logsBeforeMarkedSend(page, logged)).toEqual([values])
})

test('while the form’s code is on the way, typed text is kept, a send shows the form busy, and two sends are replayed once', async ({
  page,
}) => {
  const code = await controlIslandCode(page, 'hold')
  await page.goto('/#contact')
  const logged = recordLogs(page)
  await fillForm(page)
  await submitButton(page).click()
  await submitButton(page).click()
  await expect(form(page)).toHaveAttribute('aria-busy', 'true')
  await expect(submitButton(page)).toHaveCSS('cursor', 'progress')
  expect(await isAwake(page, 'contact-form'), 'still asleep while its code is held back').toBe(false)
  // The loader held both sends as they were made (the form shows it): with React's code held back, nothing can log.
  expect(await Promise.all(logged), 'nothing is logged before React owns the form').toEqual([])

  await code.set('serve')
  await expect(form(page)).not.toHaveAttribute('aria-busy')
  await expect(submitButton(page)).not.toHaveCSS('cursor', 'progress')
  await expect(page.locator('#contact-name')).toHaveValue(values.name)
  await expect(page).toHaveURL(/\/#contact$/)
  expect(await logsBeforeMarkedSend(page, logged), 'the held send is replayed exactly once').toEqual([values])
})

test('after the island code fails to load once, the next use loads it again and the send goes through', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedLoad)
  const code = await controlIslandCode(page, 'fail')
  const warned = page.waitForEvent(
    'console',
    (message) => message.type() === 'warning' && message.text().includes('could not load its code'),
  )
  await page.goto('/#contact')
  await warned
  expect(await isAwake(page, 'contact-form')).toBe(false)

  await code.set('serve')
  const logged = recordLogs(page)
  await fillForm(page)
  await submitButton(page).click()
  expect(await logsBeforeMarkedSend(page, logged)).toEqual([values])
  await waitForIsland(page, 'contact-form')
  await expect(unavailableNotice(page)).toBeHidden()
  if (usesMobileMenu(page)) {
    // The failed load did not stop the other island either.
    await menuButton(page).tap()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  }
})

test('when the code cannot be loaded, a send ends in a message naming the e-mail and phone; a later send that loads goes through', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(failedLoad)
  const code = await controlIslandCode(page, 'fail')
  await page.goto('/#contact')
  const logged = recordLogs(page)
  await fillForm(page)
  await submitButton(page).click()
  await expect(unavailableNotice(page)).toBeVisible()
  await expect(unavailableNotice(page).getByRole('link', { name: settings.email })).toHaveAttribute(
    'href',
    `mailto:${settings.email}`,
  )
  await expect(unavailableNotice(page).getByRole('link', { name: settings.phone })).toBeVisible()
  await expect(form(page)).not.toHaveAttribute('aria-busy')
  await expect(page).toHaveURL(/\/#contact$/)

  await code.set('serve')
  await submitButton(page).click()
  await expect(unavailableNotice(page)).toBeHidden()
  expect(
    await logsBeforeMarkedSend(page, logged),
    'the failed send logged nothing, the one that loaded logged once',
  ).toEqual([values])
})

test('the contact form’s own module failing stops the form alone: the menu still wakes', async ({
  page,
  pageErrors,
}) => {
  test.skip(!usesMobileMenu(page), 'the menu button only shows below the lg breakpoint')
  pageErrors.allow(failedLoad)
  await page.route(/\/_islands\/contact-form-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.goto('/#contact')
  await fillForm(page)
  await submitButton(page).click()
  await expect(unavailableNotice(page)).toBeVisible()
  await menuButton(page).tap()
  await waitForIsland(page, 'mobile-menu')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
})

test('with the menu’s code held back, the menu opens, closes with Escape, returns focus and closes on a chosen link', async ({
  page,
}) => {
  test.skip(!usesMobileMenu(page), 'Wide screens show the section links in the header instead of a menu')
  const code = await controlIslandCode(page, 'hold')
  await page.goto('/')
  const panel = page.locator('#mobile-menu-panel')
  await menuButton(page).tap()
  await expect(panel).toBeVisible()
  expect(await accessibleExpanded(page, 'button[aria-controls="mobile-menu-panel"]'), 'announced as expanded').toBe(
    true,
  )
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(menuButton(page)).toBeFocused()
  await menuButton(page).tap()
  const target = navigation.find((link) => link.section === 'services') ?? navigation[1]!
  await panel.getByRole('link', { name: target.label, exact: true }).tap()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/#${target.section}$`))
  expect(await isAwake(page, 'mobile-menu'), 'all of it before React').toBe(false)
  expect(code.requests.length, 'the first tap asked for the code').toBeGreaterThan(0)

  // Once the code arrives, React takes over the closed menu and says so.
  await code.set('serve')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await menuButton(page).tap()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('every section, card and legal page shows all of its content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home.hero.heading)
    for (const item of [...services, ...benefits, ...portfolio])
      await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeVisible()
    for (const heading of await page.locator('main h2, main h3').all()) await expect(heading).toBeVisible()
    await expect(form(page)).toBeVisible()
    await expect(page.getByRole('contentinfo').getByText(settings.email).first()).toBeVisible()
    for (const legal of legalPages) {
      await page.goto(legalRoute(legal))
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible()
      for (const heading of await page.locator('main h2').all()) await expect(heading).toBeVisible()
    }
  })

  test('the form validates natively: an empty send stays on the page with the first field invalid', async ({
    page,
  }) => {
    await page.goto('/')
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.locator('#contact-name').evaluate((input) => input.matches(':invalid'))).toBe(true)
  })

  test('a valid send puts nothing in the URL and sends nothing, and the visitor reads how else to reach the company', async ({
    page,
    network,
  }) => {
    await page.goto('/')
    // Playwright's text and role engines skip <noscript>, so the notice is found by its markup.
    const notice = page.locator('#contact noscript')
    await expect(notice.locator('p').first()).toBeVisible()
    await expect(notice.locator('p').first()).toHaveText(home.contactSection.noScriptNotice)
    await expect(notice.locator(`a[href="mailto:${settings.email}"]`)).toHaveText(settings.email)
    await expect(notice.locator('a[href^="tel:"]')).toHaveText(settings.phone)
    await fillForm(page)
    const requests = network.since()
    await submitButton(page).click()
    await page.waitForLoadState('load')
    expect(new URL(page.url()).search, 'no value in the URL').toBe('')
    await expect(page).toHaveURL(/\/$/)
    expect(
      requests.filter((request) => request.resourceType() === 'document').map((request) => request.url()),
      'no page requested',
    ).toEqual([])
    await expect(page.locator('#contact-name')).toHaveValue(values.name)
  })

  test('the menu opens and closes with its button', async ({ page }) => {
    test.skip(!usesMobileMenu(page), 'Wide screens show the section links in the header instead of a menu')
    await page.goto('/')
    const panel = page.locator('#mobile-menu-panel')
    await menuButton(page).click()
    await expect(panel).toBeVisible()
    for (const link of navigation)
      await expect(panel.getByRole('link', { name: link.label, exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })
})
