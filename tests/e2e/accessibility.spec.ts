import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, menuButton, test } from './fixtures'
import { controlIslandCode } from './island-code'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  return violations.map(({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
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
  const focusable = page.locator('a[href]:visible, button:visible, input:visible, textarea:visible')
  const count = await focusable.count()
  for (let index = 0; index < count; index++) {
    const element = focusable.nth(index)
    await element.focus()
    const outline = await element.evaluate((node) => {
      const style = getComputedStyle(node)
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, ring: style.boxShadow }
    })
    const visible = (outline.style !== 'none' && outline.width >= 2) || outline.ring !== 'none'
    expect(visible, `focus indicator of control ${index}`).toBe(true)
  }
})

test('motion is reduced when the visitor asks for it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
})
