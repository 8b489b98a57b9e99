import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, menuButton, test } from './fixtures'
import { controlIslandCode } from './island-code'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  return violations.map(
    ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test.beforeEach(async ({ page }) => {
  await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ status: 204 }))
})

for (const route of ['/', '/privacy-policy', '/terms-of-service', '/no-such-page']) {
  test(`axe finds no WCAG 2.2 AA or best-practice violation on ${route}`, async ({ page }) => {
    await page.goto(route)
    expect(await violations(page)).toEqual([])
  })
}

test('axe finds no violation with the mobile menu open', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu button only shows below the lg breakpoint')
  await page.goto('/')
  await menuButton(page).click()
  await expect(page.locator('button[aria-expanded="true"]')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('axe finds no violation with the mobile menu open before its code has arrived', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu button only shows below the lg breakpoint')
  await controlIslandCode(page, 'hold')
  await page.goto('/')
  await menuButton(page).click()
  await expect(page.locator('#mobile-menu-panel')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the skip link is the first thing the keyboard reaches and moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.locator(':focus')
  await expect(skip).toHaveAttribute('href', '#main')
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  await expect(page.locator('main')).toBeFocused()
})

test('focus is visible on every focusable control', async ({ page }) => {
  await page.goto('/')
  // Each control is focused and measured in the page, in one round trip: a round trip a control made this test the
  // slowest of the suite on a busy machine, for the same focus() and the same computed style.
  const controls = await page.locator('a[href], button, input, textarea').evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).checkVisibility())
      .map((node, index) => {
        ;(node as HTMLElement).focus()
        const style = getComputedStyle(node)
        const visible =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
        return {
          control: `${index} ${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40) || node.getAttribute('aria-label')}"`,
          visible,
        }
      }),
  )
  expect(controls.length).toBeGreaterThan(10)
  expect(controls.filter(({ visible }) => !visible).map(({ control }) => control)).toEqual([])
})

test('motion is reduced when the visitor asks for it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
})
