// The Studio's own inputs work in the browser: the icon grid, the gradient swatches and the image URL's preview.
import type { SanityClient } from '@sanity/client'
import { discardAllDrafts, leaveStudio, documentPane, expect, openDocument, test } from './fixtures'
import { stockImageOrigin } from '../e2e/fixtures'

test.beforeEach(async ({ lake }) => discardAllDrafts(lake))
test.afterEach(async ({ page, lake }) => {
  await leaveStudio(page)
  await discardAllDrafts(lake)
})

/** A field of the draft the Studio saved in the lake (what a publish would make live). */
function draftField(lake: SanityClient, id: string, field: string) {
  return () => lake.fetch(`*[_id == $id][0][$field]`, { id: `drafts.${id}`, field }, { perspective: 'raw' })
}

test('the icon grid shows the chosen icon pressed, and picking another saves its name', async ({ page, lake }) => {
  await openDocument(page, '/structure/orderable-service;service.web', 'Title')
  const grid = page.getByRole('button', { name: 'globe', exact: true })
  await expect(grid).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'rocket', exact: true }).click()
  await expect(page.getByRole('button', { name: 'rocket', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(grid).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(draftField(lake, 'service.web', 'icon')).toBe('rocket')
})

test('the gradient swatches show each preset’s colours, and picking one saves its name', async ({ page, lake }) => {
  await openDocument(page, '/structure/orderable-portfolioItem;portfolio.fintech-app', 'Title')
  const current = page.getByRole('button', { name: 'Indigo to violet' })
  await expect(current).toHaveAttribute('aria-pressed', 'true')
  const swatch = page.getByRole('button', { name: 'Emerald to teal' }).locator('div[style*="linear-gradient"]')
  await expect(swatch).toHaveCSS('background-image', 'linear-gradient(135deg, rgb(16, 185, 129), rgb(15, 118, 110))')
  await page.getByRole('button', { name: 'Emerald to teal' }).click()
  await expect(page.getByRole('button', { name: 'Emerald to teal' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(draftField(lake, 'portfolio.fintech-app', 'gradient')).toBe('emerald-teal')
})

test('an image URL shows the photo under the field, and follows a new URL', async ({ page }) => {
  await openDocument(page, '/structure/orderable-portfolioItem;portfolio.fintech-app', 'Title')
  const preview = page.getByRole('img', { name: 'Preview of the linked photo' })
  await expect(preview).toHaveAttribute(
    'src',
    `${stockImageOrigin}/photo-1563986768609-322da13575f3?w=640&q=70&auto=format`,
  )
  // The placeholder answered for the stock host has loaded: the editor sees a picture, not a broken icon.
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await documentPane(page).field('Image URL').fill(`${stockImageOrigin}/photo-1551288049-bebda4e38f71`)
  await expect(preview).toHaveAttribute(
    'src',
    `${stockImageOrigin}/photo-1551288049-bebda4e38f71?w=640&q=70&auto=format`,
  )
})
