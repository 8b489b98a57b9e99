// An editor adds a legal page as docs/editing.md#add-a-legal-page says, with no developer: Create new document, the
// fields, Publish; Presentation shows it at its slug with no footer link; Site settings' Legal pages link it. What a
// build makes of such a page (its route, metadata, sitemap entry) is tested on a real build: tests/e2e-deploy/added-legal-page.spec.ts.
import type { Page } from '@playwright/test'
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { defaultDatasetFile } from '../../lib/content/source-config'
import {
  clickPublish,
  datasetDocuments,
  discardAllDrafts,
  documentPane,
  expect,
  openDocument,
  studioGo,
  test,
} from './fixtures'

test.describe.configure({ mode: 'serial' })

const title = 'Cookie Policy'
const slug = 'cookie-policy'
const bodyText = 'This website sets no tracking cookies.'

/** The published legal page at `slug` in the dataset file, once the Studio's Publish has written it. */
async function publishedPage() {
  return [...(await datasetDocuments()).values()].find(
    (doc) => doc._type === 'legalPage' && (doc.slug as { current?: string })?.current === slug,
  )
}

/** The preview in Presentation, opened at the new page's address. */
async function presentationAt(page: Page) {
  await studioGo(page, `/presentation?preview=${encodeURIComponent(`/${slug}`)}`)
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 })
  return preview
}

test.beforeAll(async ({ lake }) => discardAllDrafts(lake))

// The other journeys expect the embedded content: the page goes, and Site settings are as they were.
test.afterAll(async ({ lake }) => {
  const settings = (await readDatasetFile(defaultDatasetFile)).find((doc) => doc._id === 'siteSettings')!
  const added = await lake.fetch<string[]>(
    '*[_type == "legalPage" && slug.current == $slug]._id',
    { slug },
    { perspective: 'raw' },
  )
  await lake.transaction([{ createOrReplace: settings }, ...added.map((id) => ({ delete: { id } }))]).commit()
  await discardAllDrafts(lake)
})

test('Create new document → Legal page, a title, Generate for the slug, the date, description and body, then Publish', async ({
  page,
  lake,
}) => {
  await studioGo(page, '/structure')
  await page.getByRole('button', { name: 'Create new document' }).click()
  await page.locator('a[href^="/intent/create/"]', { hasText: 'Legal page' }).click()
  const pane = documentPane(page)
  await expect(pane.field('Title')).toBeVisible({ timeout: 30_000 })
  await pane.field('Title').fill(title)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(pane.field('URL slug')).toHaveValue(slug)
  await pane.field('Last updated').fill('2025-02-03')
  await pane
    .field('Search description')
    .fill('Which cookies this website sets and why: none track you, and none come from advertisers.')
  const body = page.getByTestId('field-body').locator('[contenteditable="true"]')
  await body.click()
  await page.keyboard.type(bodyText)
  // Publish publishes what the Studio has saved: wait until the draft holds the whole sentence, as an editor sees it saved.
  await expect
    .poll(() =>
      lake.fetch(
        '*[_id in path("drafts.**") && slug.current == $slug][0]{"text": pt::text(body)}.text',
        { slug },
        { perspective: 'raw' },
      ),
    )
    .toBe(bodyText)
  await clickPublish(page)
  await expect
    .poll(publishedPage, { timeout: 15_000 })
    .toMatchObject({ title, lastUpdated: '2025-02-03', body: [{ children: [{ text: bodyText }] }] })
})

test('Presentation shows the published page at its slug and opens its document there; no footer links to it yet', async ({
  page,
}) => {
  const preview = await presentationAt(page)
  await expect(preview.getByText(bodyText)).toBeVisible()
  await expect(documentPane(page).field('Title')).toHaveValue(title)
  const footer = preview.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await expect(footer.getByRole('link', { name: title })).toHaveCount(0)
})

test('Site settings › Footer › Legal pages › Add item links the page in every footer, once published', async ({
  page,
  lake,
}) => {
  const id = (await publishedPage())!._id
  await openDocument(page, '/structure/siteSettings', 'Company name')
  await page.getByRole('tab', { name: 'Footer' }).click()
  const legalLinks = page.getByTestId('field-footer.legalLinks')
  await legalLinks.getByRole('button', { name: 'Add item' }).click()
  await page.getByRole('combobox').last().fill('Cookie')
  await page.getByRole('option', { name: new RegExp(title) }).click()
  // A pick is saved in two steps, the empty item and then its reference, which the Studio sends up to a second later.
  // Publish clicked between them was judged on the empty item ("Please fix the validation errors"): wait until the
  // draft holds the pick, as an editor waits to see it saved. A click the Studio drops, clickPublish clicks again.
  await expect
    .poll(() => lake.fetch('*[_id == "drafts.siteSettings"][0].footer.legalLinks[]._ref', {}, { perspective: 'raw' }))
    .toContain(id)
  await clickPublish(page)
  await expect
    .poll(
      async () =>
        ((await datasetDocuments()).get('siteSettings')?.footer as { legalLinks: { _ref: string }[] }).legalLinks.map(
          (link) => link._ref,
        ),
      {
        timeout: 15_000,
      },
    )
    .toContain(id)
  const preview = await presentationAt(page)
  await expect(preview.getByRole('contentinfo').getByRole('link', { name: title })).toHaveAttribute('href', `/${slug}`)
})
