// Publishing and reordering in the Studio reach the dataset file. What a build makes of that file is tested where it
// lives: npm-run-studio.spec.ts (a publish, rebuilt from the file, on the local site's page) and tests/e2e/home.spec.ts
// (the cards in orderRank order).
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

const publishedTitle = 'Web Development, published from the Studio'

test.beforeAll(async ({ lake }) => discardAllDrafts(lake))

// The other journeys expect the embedded content: put back what these changed.
test.afterAll(async ({ lake }) => {
  const originals = await readDatasetFile(defaultDatasetFile)
  const touched = originals.filter((doc) => doc._type === 'service')
  await lake.transaction(touched.map((doc) => ({ createOrReplace: doc }))).commit()
})

test('editing a service title and publishing it writes the published document into the dataset file', async ({
  page,
}) => {
  await openDocument(page, '/structure/orderable-service;service.web', 'Title')
  const pane = documentPane(page)
  await pane.field('Title').fill(publishedTitle)
  await clickPublish(page)
  await expect
    .poll(async () => (await datasetDocuments()).get('service.web')?.title, { timeout: 15_000 })
    .toBe(publishedTitle)
  expect([...(await datasetDocuments()).keys()].filter((id) => id.startsWith('drafts.'))).toEqual([])
})

test('dragging the last service to the top gives it the lowest orderRank in the dataset file', async ({ page }) => {
  await studioGo(page, '/structure/orderable-service')
  const handles = page.locator('[data-rfd-drag-handle-draggable-id]')
  await expect(handles).toHaveCount(6, { timeout: 30_000 })
  await expect(handles.last()).toHaveAttribute('data-rfd-drag-handle-draggable-id', 'service.cloud')
  const from = (await handles.last().boundingBox())!
  const to = (await handles.first().boundingBox())!
  // A pointer drag as an editor makes it: press, move past the library's threshold, travel, release.
  await page.mouse.move(from.x + 10, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y + from.height / 2 - 10, { steps: 5 })
  await page.mouse.move(to.x + 10, to.y + 5, { steps: 20 })
  await page.mouse.up()
  await expect(handles.first()).toHaveAttribute('data-rfd-drag-handle-draggable-id', 'service.cloud')
  await expect
    .poll(async () => {
      const services = [...(await datasetDocuments()).values()].filter((doc) => doc._type === 'service')
      return services.sort((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)))[0]?._id
    })
    .toBe('service.cloud')
})
