// The local Content Lake's files change under an open Studio (two tabs, a git pull, a merge conflict): the editor
// sees every change, loses none of theirs, and is told when a Publish cannot be saved.
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import { formatDatasetFile, readDatasetFile } from '../../lib/content/sources/dataset-file'
import { defaultDatasetFile } from '../../lib/content/source-config'
import { draftsFileFor } from 'local-content-lake'
import {
  clickPublish,
  datasetDocuments,
  discardAllDrafts,
  documentPane,
  expect,
  leaveStudio,
  openDocument,
  publishAction,
  test,
} from './fixtures'
import { datasetFile } from './studio-suite'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ lake }) => discardAllDrafts(lake))

// The other journeys expect the embedded content, publish times included (the Site tool's "overdue" reads them): put
// back the file as git checkout would, and wait for the lake to take it in.
test.afterAll(async ({ lake }) => {
  await discardAllDrafts(lake)
  await copyFile(defaultDatasetFile, datasetFile)
  const embedded = (await readDatasetFile(defaultDatasetFile)).find((doc) => doc._id === 'benefit.support')
  await expect.poll(() => lake.fetch('*[_id == "benefit.support"][0]._rev')).toBe(embedded?._rev)
})

const titleOf = async (id: string) => (await datasetDocuments()).get(id)?.title

test.describe('two tabs publishing the same document at once', () => {
  // Both publish the one draft: the first takes it, and the second finds none (404), as it would on Sanity.
  test.use({ lakeRefusals: [new RegExp(`^404 .*${publishAction.source}`)] })

  test('the file holds the words, and both tabs show them published', async ({ page, editorsBrowser }) => {
    const path = '/structure/orderable-service;service.database'
    const second = await editorsBrowser.newPage()
    try {
      await Promise.all([openDocument(page, path, 'Title'), openDocument(second, path, 'Title')])
      const title = 'Database Design, published from two tabs'
      await documentPane(page).field('Title').fill(title)
      // The second tab sees the first one's words as they are typed, and may publish them too.
      await expect(documentPane(second).field('Title')).toHaveValue(title)
      await Promise.all([
        expect(documentPane(page).publish).toBeEnabled(),
        expect(documentPane(second).publish).toBeEnabled(),
      ])
      // At once for certain: each tab's Publish reaches the lake only once both are on their way. Otherwise the first
      // could land first, and the second tab's button would be disabled before its click (which then waits forever).
      const bothSent = Promise.withResolvers<void>()
      let sent = 0
      for (const tab of [page, second])
        await tab.route(publishAction, async (route) => {
          if (++sent === 2) bothSent.resolve()
          await bothSent.promise
          await route.continue()
        })
      await Promise.all([documentPane(page).publish.click(), documentPane(second).publish.click()])
      await expect.poll(() => titleOf('service.database')).toBe(title)
      for (const tab of [page, second]) await expect(documentPane(tab).publish).toBeDisabled()
      expect((await datasetDocuments()).has('drafts.service.database')).toBe(false)
      await leaveStudio(second)
    } finally {
      await second.close()
    }
  })
})

test('a git pull during a session: the Studio shows the pulled words without a reload, and the next publish keeps them', async ({
  page,
}) => {
  await openDocument(page, '/structure/orderable-benefit;benefit.support', 'Title')
  // As git pull writes it: another editor's publish of this benefit, with its own revision.
  const documents = await readDatasetFile(datasetFile)
  const pulled = { _rev: 'rev-from-git-pull', _updatedAt: new Date().toISOString(), title: '24/7 Support, as pulled' }
  await writeFile(
    datasetFile,
    formatDatasetFile(documents.map((doc) => (doc._id === 'benefit.support' ? { ...doc, ...pulled } : doc))),
  )
  await expect(documentPane(page).field('Title')).toHaveValue(pulled.title)

  await openDocument(page, '/structure/orderable-service;service.mobile-app', 'Title')
  await documentPane(page).field('Title').fill('Mobile Apps, published after the pull')
  await clickPublish(page)
  await expect.poll(() => titleOf('service.mobile-app')).toBe('Mobile Apps, published after the pull')
  expect(await titleOf('benefit.support')).toBe(pulled.title)
})

test.describe('a dataset file that cannot be read', () => {
  test.use({ lakeRefusals: [/^503 .*\/data\/actions\//] })

  test('keeps saving drafts, says why Publish failed, and publishes once the file is fixed', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/^Failed to load resource: the server responded with a status of 503/)
    await openDocument(page, '/structure/orderable-service;service.ai-ml', 'Title')
    const good = await readFile(datasetFile, 'utf8')
    // What a git pull leaves in a conflicted file.
    await writeFile(datasetFile, `<<<<<<< HEAD\n${good}`)
    const pane = documentPane(page)
    const title = 'AI & Machine Learning, written during a merge conflict'
    await pane.field('Title').fill(title)
    await expect
      .poll(async () => (await readFile(draftsFileFor(datasetFile), 'utf8').catch(() => '')).includes(title))
      .toBe(true)

    await clickPublish(page)
    // This Publish's toast: an earlier journey's may still be showing.
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'An error occurred during publish' })
      .filter({ hasText: 'cannot be read' })
    await expect(toast).toBeVisible()
    await toast.getByText('Details').click()
    await expect(toast).toContainText('dataset.ndjson was changed outside the local Content Lake and cannot be read')
    await expect(toast).toContainText('"dataset.ndjson:1" › (line): not valid JSON')
    expect(await readFile(datasetFile, 'utf8')).toBe(`<<<<<<< HEAD\n${good}`)

    await writeFile(datasetFile, good)
    await clickPublish(page)
    await expect.poll(() => titleOf('service.ai-ml')).toBe(title)
  })
})
