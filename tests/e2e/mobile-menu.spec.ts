// The collapsible header menu of small screens: labelled toggle, opens and closes, closes on a link or Escape, keyboard operable.
import type { Locator, Page } from '@playwright/test'
import { navigation, sectionHeading, settings } from './content'
import { accessibleExpanded, expect, expectSectionInView, header, menuButton, test, waitForIsland } from './fixtures'

test.skip(
  ({ viewport }) => (viewport?.width ?? 0) >= 1024,
  'Wide screens show the section links in the header instead of a menu',
)

const { menuOpenLabel, menuCloseLabel } = settings.interface

async function menuPanel(page: Page): Promise<Locator> {
  const id = await menuButton(page).getAttribute('aria-controls')
  expect(id, 'the menu button names the panel it controls').toBeTruthy()
  const panel = page.locator(`[id="${id}"]`)
  await expect(panel, 'the panel aria-controls points at exists').toHaveCount(1)
  return panel
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('the menu button has an accessible name, is collapsed and has aria-controls pointing at the closed panel', async ({
  page,
}) => {
  const button = header(page).getByRole('button', { name: menuOpenLabel, exact: true })
  await expect(button).toBeVisible()
  // Before its first use the menu runs no script: the browser derives the collapsed state from the popover.
  expect(await accessibleExpanded(page, 'button[aria-controls="mobile-menu-panel"]')).toBe(false)
  const panel = await menuPanel(page)
  await expect(panel).toBeHidden()
  for (const link of navigation)
    await expect(header(page).getByRole('link', { name: link.label, exact: true })).toBeHidden()
})

test('clicking the menu button opens the panel with every section link and Get Quote, and clicking it again closes it', async ({
  page,
}) => {
  const button = menuButton(page)
  const panel = await menuPanel(page)
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(button).toHaveAccessibleName(menuCloseLabel)
  await expect(panel).toBeVisible()
  for (const link of navigation) await expect(panel.getByRole('link', { name: link.label, exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: settings.headerCtaLabel, exact: true })).toBeVisible()
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toHaveAccessibleName(menuOpenLabel)
  await expect(panel).toBeHidden()
})

test('choosing a link in the menu closes it and scrolls to the section', async ({ page }) => {
  // Every link is followed through the menu in anchors.spec.ts; here one far down the page.
  const target = navigation.find((link) => link.section === 'portfolio') ?? navigation.at(-1)
  if (!target) throw new Error('the navigation is empty')
  const button = menuButton(page)
  const panel = await menuPanel(page)
  await button.click()
  await expect(panel).toBeVisible()
  // Awake: React closes it now (before it wakes the loader does: islands.spec.ts, with the menu's code held back).
  await waitForIsland(page, 'mobile-menu')
  await panel.getByRole('link', { name: target.label, exact: true }).click()
  await expect(panel).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page).toHaveURL(new RegExp(`/#${target.section}$`))
  await expectSectionInView(page, target.section, sectionHeading(target.section))
})

test('Escape closes the open menu and returns focus to the menu button', async ({ page }) => {
  const button = menuButton(page)
  const panel = await menuPanel(page)
  await button.click()
  await expect(panel).toBeVisible()
  // Move focus into the panel first, so returning it to the button is the menu's doing.
  await panel.getByRole('link', { name: navigation[0]?.label ?? '', exact: true }).focus()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
})

test('the menu works with the keyboard alone: Tab to the button, Enter opens it, Tab and Enter follow a link', async ({
  page,
}) => {
  const button = menuButton(page)
  const panel = await menuPanel(page)
  for (let presses = 0; presses < 10 && !(await isFocused(button)); presses++) await page.keyboard.press('Tab')
  await expect(button, 'Tab reaches the menu button').toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()

  const target = navigation.find((link) => link.section === 'services') ?? navigation[1]
  if (!target) throw new Error('the navigation has no second link')
  const link = panel.getByRole('link', { name: target.label, exact: true })
  for (let presses = 0; presses < 10 && !(await isFocused(link)); presses++) await page.keyboard.press('Tab')
  await expect(link, 'Tab reaches the link inside the open menu').toBeFocused()
  await page.keyboard.press('Enter')
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/#${target.section}$`))
  await expectSectionInView(page, target.section, sectionHeading(target.section))

  // And Escape after opening with the keyboard.
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(panel).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(button).toBeFocused()
})
