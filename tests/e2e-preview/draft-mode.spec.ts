// An editor previews drafts: published content by default, Draft Mode through the Studio's secret, overlays, problems, exit.
import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/base-test'
import { formatProblem } from '../../lib/content/content-error'
import { previewDataset } from './preview-dataset'
import { createPreviewSecret, enableUrl, saveServiceDraft } from './lake-client'

const { serviceId, publishedTitle, draftTitle } = previewDataset

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function serviceCard(page: Page, title: string) {
  return page.locator('#services h3', { hasText: new RegExp(`^${title}$`) })
}

function banner(page: Page) {
  return page.getByRole('complementary', { name: 'Draft preview' })
}

async function enterDraftMode(page: Page, pathname = '/') {
  const response = await page.goto(enableUrl(await createPreviewSecret(), pathname))
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(pathname)
}

test.afterEach(async () => {
  await saveServiceDraft({})
})

test('without Draft Mode the preview shows the published title and no overlays', async ({ page }) => {
  await page.goto('/')
  await expect(serviceCard(page, publishedTitle)).toBeVisible()
  await expect(serviceCard(page, draftTitle)).toHaveCount(0)
  await expect(banner(page)).toHaveCount(0)
  await expect(page.locator('[data-sanity]')).toHaveCount(0)
})

test('a wrong preview secret gets 401 and no Draft Mode cookie', async ({ request }) => {
  const response = await request.get(enableUrl('not-the-secret'), { maxRedirects: 0 })
  expect(response.status()).toBe(401)
  expect(response.headers()['set-cookie']).toBeUndefined()
})

test('with the right secret the preview shows the draft, the banner and overlays naming the service field', async ({
  page,
  context,
}) => {
  await enterDraftMode(page)
  await expect(serviceCard(page, draftTitle)).toBeVisible()
  await expect(banner(page)).toContainText('Previewing drafts')
  await expect(banner(page).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
    'href',
    '/api/draft-mode/disable',
  )
  const title = serviceCard(page, draftTitle)
  // Sanity's encoding: `id=…;type=…;path=…` (array items as `features:0`), then the Studio base the overlay links to.
  await expect(title).toHaveAttribute(
    'data-sanity',
    new RegExp(`^id=${escapeRegExp(serviceId)};type=service;path=title(;|$)`),
  )
  await expect(page.locator(`[data-sanity^="id=${serviceId};type=service;path=features:0;"]`)).toHaveCount(1)
  const cookie = (await context.cookies()).find((candidate) => candidate.name === '__prerender_bypass')
  // Served over http: httpOnly and SameSite=Lax; Secure and SameSite=None only over https (the Studio's iframe).
  expect(cookie).toMatchObject({ httpOnly: true, secure: false, sameSite: 'Lax' })
  // Over within a working day (Max-Age 8 h), not kept for as long as the browser runs.
  const hoursLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600
  expect(hoursLeft).toBeGreaterThan(7.9)
  expect(hoursLeft).toBeLessThanOrEqual(8)
})

test('a draft that breaks a validation rule is listed in the banner in the build’s words', async ({ page }) => {
  const tooLong = 'A service title that runs on far beyond the sixty characters allowed'
  await saveServiceDraft({ title: tooLong })
  await enterDraftMode(page)
  const problem = formatProblem({
    documentId: serviceId,
    documentType: 'service',
    path: 'title',
    message: 'Must be at most 60 characters long',
  })
  await expect(banner(page).getByRole('alert')).toContainText(
    'Publishing these drafts would fail the next build (1 problem):',
  )
  await expect(banner(page).getByRole('listitem')).toHaveText([problem])
  // The broken draft falls back to its published version; the page still renders.
  await expect(serviceCard(page, publishedTitle)).toBeVisible()
  test
    .info()
    .annotations.push({ type: 'banner', description: (await banner(page).innerText()).replace(/\s*\n\s*/g, ' | ') })
})

test('exit returns to published content', async ({ page }) => {
  await enterDraftMode(page)
  await expect(serviceCard(page, draftTitle)).toBeVisible()
  await banner(page).getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(serviceCard(page, publishedTitle)).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
})
