// The design's regression guard: every route at 390, 768 and 1280 px, the home page scrolled to its contact section and the
// open menu at 390 px match the committed baselines.
// Update the baselines on purpose with `npm run test:visual:update`, then review the changed pictures before committing.
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { settings } from './content'
import { expect, menuButton, scrollThroughPage, scrollToTop, test, unknownRoute, waitForScrollEnd } from './fixtures'

const routes = {
  home: '/',
  'privacy-policy': '/privacy-policy',
  'terms-of-service': '/terms-of-service',
  'not-found': unknownRoute,
}
const widths = [390, 768, 1280]
const fullPage = { fullPage: true, stylePath: fileURLToPath(new URL('full-page.css', import.meta.url)) }
/** Said when a picture differs: where to look at the difference, and how to accept it on purpose. */
const differs = (name: string) =>
  `${name} differs from tests/e2e/__screenshots__/${name}. See expected, actual and diff side by side with \`npx playwright show-report playwright-report/e2e\` ` +
  `(or the -diff.png in test-results/e2e/; on GitHub, in the failed run's artifacts). If the change is intended, run ` +
  `\`npm run test:visual:update\`, look at the changed pictures and commit them (docs/testing.md#when-a-screenshot-baseline-fails).`

/** Loads a route with every stock photo replaced by the fixtures' placeholder and every image loaded. */
async function settle(page: Page, route: string): Promise<void> {
  await page.goto(route)
  await scrollThroughPage(page)
  await scrollToTop(page)
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const [name, route] of Object.entries(routes)) {
      test(`the ${name} page looks as designed`, async ({ page }) => {
        await settle(page, route)
        await expect(page, differs(`${name}-${width}.png`)).toHaveScreenshot(`${name}-${width}.png`, fullPage)
      })
    }
  })
}

test.describe('at 1280 px, scrolled down the home page', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })

  // The lower sections are skipped in the first frame (content-visibility in app/globals.css) and drawn as they near the
  // viewport; the full-page pictures above draw them all at once, so this one is what a visitor scrolling there sees.
  test('a lower section is drawn as it comes into view', async ({ page }) => {
    await settle(page, '/')
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await waitForScrollEnd(page)
    await expect(page, differs('contact-in-view-1280.png')).toHaveScreenshot('contact-in-view-1280.png')
  })
})

test.describe('at 390 px with the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the open menu looks as designed', async ({ page }) => {
    await settle(page, '/')
    await menuButton(page).click()
    await expect(page.getByRole('navigation', { name: settings.interface.primaryNavLabel }).last()).toBeVisible()
    await expect(page, differs('menu-open-390.png')).toHaveScreenshot('menu-open-390.png')
  })
})
