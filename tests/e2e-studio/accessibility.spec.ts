// axe (WCAG 2.2 AA) on documents with our own inputs: no violation inside what we wrote, and Sanity's own only those
// the decision record lists. The Site tool is checked where it has something to show: site-tool.spec.ts.
import { studioViolations, upstreamRules } from './axe'
import { discardAllDrafts, expect, leaveStudio, openDocument, test } from './fixtures'

test.beforeEach(async ({ lake }) => discardAllDrafts(lake))
test.afterEach(async ({ page }) => leaveStudio(page))

test('a service, with the icon grid and the feature tags, has no violation of ours and only the listed ones of Sanity’s', async ({
  page,
}) => {
  await openDocument(page, '/structure/orderable-service;service.web', 'Title')
  await expect(page.getByTestId('icon-input')).toBeVisible()
  await expect(page.getByTestId('field-features')).toContainText('React & Next.js')
  const { ours, theirs } = await studioViolations(page)
  expect(ours).toEqual([])
  // This form shows every listed one: a rule Sanity fixes leaves the list, and the record is brought up to date.
  expect(theirs).toEqual(upstreamRules)
})

test('a portfolio item, with the gradient swatches and the photo preview, has no violation of ours and only the listed ones of Sanity’s', async ({
  page,
}) => {
  await openDocument(page, '/structure/orderable-portfolioItem;portfolio.fintech-app', 'Title')
  await expect(page.getByTestId('gradient-input')).toBeVisible()
  await expect(page.getByTestId('image-url-preview')).toBeVisible()
  const { ours, theirs } = await studioViolations(page)
  expect(ours).toEqual([])
  expect(theirs.filter((rule) => !upstreamRules.includes(rule))).toEqual([])
})
