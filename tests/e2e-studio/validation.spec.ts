// A value the build would refuse shows the Studio's own validation message, in the build's words, and Publish stays off.
import type { Page } from '@playwright/test'
import { discardAllDrafts, leaveStudio, documentPane, expect, openDocument, test } from './fixtures'

test.beforeEach(async ({ lake }) => discardAllDrafts(lake))
test.afterEach(async ({ page, lake }) => {
  await leaveStudio(page)
  await discardAllDrafts(lake)
})

/** The document's validation panel, which lists every problem with its field as the editor sees it. */
async function validationMessages(page: Page) {
  await page.getByRole('button', { name: 'Validation' }).click()
  return page.locator('aside', { hasText: 'Validation' })
}

test('a service title over 60 characters is refused with the length rule, and a fitting one can be published', async ({
  page,
}) => {
  await openDocument(page, '/structure/orderable-service;service.web', 'Title')
  const pane = documentPane(page)
  await pane.field('Title').fill('A service title that runs on far beyond the sixty characters allowed')
  await expect(await validationMessages(page)).toContainText('TitleMust be at most 60 characters long')
  await expect(pane.publish).toBeDisabled()
  // The same draft with a title that fits: only the rule kept Publish off.
  await pane.field('Title').fill('Web Development, shorter')
  await expect(pane.publish).toBeEnabled()
})

test('an image URL on http is refused with the https rule, and Publish stays disabled', async ({ page }) => {
  await openDocument(page, '/structure/orderable-portfolioItem;portfolio.fintech-app', 'Title')
  const pane = documentPane(page)
  await pane.field('Image URL').fill('http://images.unsplash.com/photo-1563986768609-322da13575f3')
  await expect(await validationMessages(page)).toContainText(
    'Image URL must use https (got "http://images.unsplash.com/photo-1563986768609-322da13575f3")',
  )
  await expect(pane.publish).toBeDisabled()
})

test('a legal page slug at an address of the site’s own is refused with a sentence saying whose, and Publish stays disabled', async ({
  page,
}) => {
  await openDocument(page, '/structure/legalPage;legalPage.terms-of-service', 'Title')
  const pane = documentPane(page)
  await pane.field('URL slug').fill('sitemap')
  await expect(await validationMessages(page)).toContainText(
    '"sitemap" is the address of the sitemap for search engines (/sitemap.xml): choose another slug',
  )
  await expect(pane.publish).toBeDisabled()
  await pane.field('URL slug').fill('Terms of Service')
  await expect(page.locator('aside', { hasText: 'Validation' })).toContainText(
    '"Terms of Service" cannot be an address: use lower-case letters, digits and single hyphens between them, e.g. cookie-policy',
  )
  await expect(pane.publish).toBeDisabled()
})

test('a javascript: link in a legal page is refused with the link rule, and Publish stays disabled', async ({
  page,
}) => {
  await openDocument(page, '/structure/legalPage;legalPage.privacy-policy', 'Title')
  const pane = documentPane(page)
  await expect(pane.field('Title')).toHaveValue('Privacy Policy')
  // As an editor adds a link: select a word of the body, press Link, type the address.
  await page
    .locator('[contenteditable="true"]')
    .getByText('Privacy Policy explains', { exact: false })
    .first()
    .dblclick()
  await page.getByRole('button', { name: 'Link' }).first().click()
  await page.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)')
  await page.keyboard.press('Escape')
  await expect(await validationMessages(page)).toContainText(
    'Links may only be https, http, mailto:, tel:, a relative path or a #anchor (got "javascript:alert(1)")',
  )
  await expect(pane.publish).toBeDisabled()
})
