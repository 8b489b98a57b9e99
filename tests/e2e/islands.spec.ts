// Islands: pages ship HTML and CSS, a tiny loader wakes the menu and the form only when needed, and nothing is lost meanwhile.
import type { Page, Route } from '@playwright/test'
import { home, legalPages, legalRoute, navigation, portfolio, services, benefits, settings } from './content'
import { expect, menuButton, test, unknownRoute, usesMobileMenu } from './fixtures'

const routes = ['/', ...legalPages.map(legalRoute), unknownRoute]
const loaderScript = /\/_islands\/loader-[\w-]+\.js$/
const contactForm = (page: Page) => page.locator('[data-island="contact-form"]')
const isAwake = (page: Page, name: string) => page.locator(`[data-island="${name}"]`).evaluate((island) => 'hydrated' in (island as HTMLElement).dataset)

/** Holds every island module but the loader for `ms`, as a slow network would. */
async function delayIslandChunks(page: Page, ms: number): Promise<void> {
  await page.route('**/_islands/**', async (route: Route) => {
    if (!loaderScript.test(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

for (const route of routes) {
  test(`${route} references no Next runtime chunk or RSC payload, and its payload files are gone`, async ({ page, request }) => {
    const response = await page.goto(route)
    const html = (await response?.text()) ?? ''
    expect(html).not.toMatch(/\/_next\/static\/[^"']*\.js/)
    expect(html).not.toContain('__next_f')
    const scripts = await page.locator('script').evaluateAll((elements) => elements.map((s) => s.getAttribute('src') ?? `inline ${s.getAttribute('type')}`))
    for (const script of scripts)
      expect(script, 'only the islands loader and JSON-LD data').toMatch(/^(\/_islands\/loader-[\w-]+\.js|inline application\/ld\+json)$/)
    const payload = route === '/' ? '/index.txt' : `${route}.txt`
    expect((await request.get(payload)).status(), `${payload} is not served`).toBe(404)
  })
}

test('at 1280 px nothing but the loader is requested as script before the visitor scrolls', async ({ page, network }) => {
  test.skip(usesMobileMenu(page), 'On small screens the menu island wakes up when the browser is idle')
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const scripts = network.requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname)
  expect(scripts).toHaveLength(1)
  expect(scripts[0]).toMatch(loaderScript)
  expect(await isAwake(page, 'contact-form')).toBe(false)
})

test('the contact form wakes up as it is scrolled to, and then logs its values', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await isAwake(page, 'contact-form'), 'asleep while far from the screen').toBe(false)
  await page.locator('#contact').scrollIntoViewIfNeeded()
  await expect(contactForm(page)).toHaveAttribute('data-hydrated', '')
  const logged = page.waitForEvent('console', (message) => message.type() === 'log')
  await page.locator('#contact-name').fill('Ada Lovelace')
  await page.locator('#contact-email').fill('ada@example.com')
  await page.locator('#contact-message').fill('An app.')
  await page.locator('#contact form button[type="submit"]').click()
  expect(await (await logged).args()[0]?.jsonValue()).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', company: '', message: 'An app.' })
})

test('with island code 2 s late, text typed and a submit made before the form wakes up are kept', async ({ page }) => {
  await delayIslandChunks(page, 2_000)
  await page.goto('/#contact')
  const logged = page.waitForEvent('console', { predicate: (message) => message.type() === 'log', timeout: 10_000 })
  await page.locator('#contact-name').pressSequentially('Grace Hopper')
  await page.locator('#contact-email').pressSequentially('grace@example.com')
  await page.locator('#contact-company').pressSequentially('Navy')
  await page.locator('#contact-message').pressSequentially('A compiler.')
  expect(await isAwake(page, 'contact-form'), 'still asleep while its code is on the way').toBe(false)
  await page.locator('#contact form button[type="submit"]').click()
  expect(await (await logged).args()[0]?.jsonValue()).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', message: 'A compiler.' })
  await expect(page.locator('#contact-name')).toHaveValue('Grace Hopper')
  await expect(page).toHaveURL(/\/#contact$/)
})

test('with island code 2 s late, the first tap on the menu button opens the menu at once', async ({ page }) => {
  test.skip(!usesMobileMenu(page), 'Wide screens show the section links in the header instead of a menu')
  await delayIslandChunks(page, 2_000)
  await page.goto('/')
  const started = Date.now()
  await menuButton(page).tap()
  const panel = page.locator('#mobile-menu-panel')
  await expect(panel).toBeVisible({ timeout: 1_000 })
  expect(Date.now() - started, 'opened before the island code could arrive').toBeLessThan(2_000)
  expect(await isAwake(page, 'mobile-menu')).toBe(false)
  // Once awake, React takes over the open menu: the state it shows matches, and a chosen link closes it.
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 })
  await panel.getByRole('link', { name: navigation[1]?.label ?? '', exact: true }).tap()
  await expect(panel).toBeHidden()
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('every section, card and legal page shows all of its content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home.hero.heading)
    for (const item of [...services, ...benefits, ...portfolio]) await expect(page.getByRole('heading', { name: item.title, exact: true })).toBeAttached()
    await expect(page.locator('#contact form')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(settings.email)
    for (const legal of legalPages) {
      await page.goto(legalRoute(legal))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    }
  })

  test('the form validates natively: an empty submit stays on the page with the first field invalid', async ({ page }) => {
    await page.goto('/')
    await page.locator('#contact form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.locator('#contact-name').evaluate((input) => input.matches(':invalid'))).toBe(true)
  })

  test('the menu opens and closes with its button', async ({ page }) => {
    test.skip(!usesMobileMenu(page), 'Wide screens show the section links in the header instead of a menu')
    await page.goto('/')
    const panel = page.locator('#mobile-menu-panel')
    await menuButton(page).click()
    await expect(panel).toBeVisible()
    for (const link of navigation) await expect(panel.getByRole('link', { name: link.label, exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })
})
