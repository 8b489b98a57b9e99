// What a visitor does with the two islands, shared by the suites that check it works under a policy: open and close the
// menu (on small screens), then fill and send the contact form. Resolves with the console message the submit logs.
import { expect, type ConsoleMessage, type Page } from '@playwright/test'

export async function useMenuAndForm(page: Page): Promise<ConsoleMessage> {
  const menuButton = page.locator('button[aria-controls="mobile-menu-panel"]')
  if (await menuButton.isVisible()) {
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  }
  await page.locator('#contact').scrollIntoViewIfNeeded()
  const logged = page.waitForEvent('console', (message) => message.type() === 'log')
  await page.locator('#contact-name').fill('Ada Lovelace')
  await page.locator('#contact-email').fill('ada@example.com')
  await page.locator('#contact-message').fill('A budgeting app for our members.')
  await page.locator('#contact form button[type="submit"]').click()
  return logged
}
