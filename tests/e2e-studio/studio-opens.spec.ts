// The Studio opens with no login on the local Content Lake; every document type opens; singletons are one of a kind.
import { discardAllDrafts, documentPane, expect, openDocument, studioGo, test } from './fixtures'
import { studioUrl } from './studio-suite'

test.beforeEach(async ({ lake }) => discardAllDrafts(lake))

test('the Studio opens logged in as the local editor, and shows the first document within seconds', async ({
  page,
}) => {
  // As a browser that never loaded the Studio: no cached files, no stored state.
  const browser = await page.context().newCDPSession(page)
  await browser.send('Network.clearBrowserCache')
  await browser.send('Storage.clearDataForOrigin', { origin: studioUrl, storageTypes: 'all' })
  const started = Date.now()
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Local editor' })).toBeVisible()
  await page.getByRole('link', { name: 'Site settings' }).click()
  await expect(documentPane(page).field('Company name')).toHaveValue('Northbeam Software')
  const shown = Date.now() - started
  console.log(`Studio start to first document shown: ${shown} ms`)
  test.info().annotations.push({ type: 'studio-start-to-first-document', description: `${shown} ms` })
  await expect(page.getByText(/log ?in|sign ?in/i)).toHaveCount(0)
})

test('every list opens, and a document of each opens with its fields', async ({ page }) => {
  await studioGo(page, '/structure')
  for (const { list, document } of [
    { list: 'Services', document: 'Web Development' },
    { list: 'Benefits', document: 'Proven Expertise' },
    { list: 'Portfolio', document: 'FinTech Mobile App' },
    { list: 'Legal pages', document: 'Privacy Policy' },
  ]) {
    await page.getByRole('link', { name: list, exact: true }).click()
    // A list item's name is its preview: the image's description (portfolio), the title, the subtitle.
    await page.getByRole('link', { name: document }).first().click()
    await expect(documentPane(page).field('Title')).toHaveValue(document)
    await expect(page.getByText('Loading document')).toHaveCount(0)
  }
})

test('the singletons open directly, with no list to pick from, and offer no duplicate or delete, unlike a service', async ({
  page,
}) => {
  await studioGo(page, '/structure')
  const pane = documentPane(page)
  for (const { singleton, id, field, value } of [
    { singleton: 'Site settings', id: 'siteSettings', field: 'Company name', value: 'Northbeam Software' },
    { singleton: 'Home page', id: 'homePage', field: 'Heading', value: 'Software built to carry your business' },
  ]) {
    await page.getByRole('link', { name: singleton, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/structure/${id}$`))
    await expect(pane.field(field)).toHaveValue(value)
    await expect(pane.publish).toBeVisible()
    await expect(pane.status.getByRole('button', { name: 'Open document actions' })).toHaveCount(0)
  }
  await openDocument(page, '/structure/orderable-service;service.web', 'Title')
  await pane.status.getByRole('button', { name: 'Open document actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
})

test('creating a document offers every list type and neither singleton', async ({ page }) => {
  await studioGo(page, '/structure')
  await page.getByRole('button', { name: 'Create new document' }).click()
  await expect(page.getByRole('combobox', { name: 'Search document types' })).toBeVisible()
  await expect(page.locator('a[href^="/intent/create/"]')).toHaveText([
    'Benefit',
    'Legal page',
    'Portfolio item',
    'Service',
  ])
})
