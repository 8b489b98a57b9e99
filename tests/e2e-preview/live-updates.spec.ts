// An editor's change to a draft appears in the open preview by itself; how long it takes is measured (median of several
// edits) and reported, never asserted.
import { expect, test } from '../e2e/base-test'
import { previewDataset } from './preview-dataset'
import { createPreviewSecret, dropLakeListeners, enableUrl, saveServiceDraft } from './lake-client'

const edits = 7

test.afterEach(async () => {
  await saveServiceDraft({})
})

test('a saved draft shows in the open preview without a reload, and the time it takes is reported', async ({
  page,
}) => {
  await page.goto(enableUrl(await createPreviewSecret()))
  await expect(page.locator('#services h3', { hasText: previewDataset.draftTitle })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-preview-live', 'ready')
  // A flag on the window survives a re-render but not a reload.
  await page.evaluate(() => Object.assign(window, { previewNotReloaded: true }))

  const timings: number[] = []
  for (let edit = 1; edit <= edits; edit++) {
    const title = `Web Development, edit ${edit}`
    const started = Date.now()
    await saveServiceDraft({ title })
    await expect(page.locator('#services h3', { hasText: title })).toBeVisible()
    timings.push(Date.now() - started)
  }
  const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)]!
  const report = `median ${median} ms over ${edits} edits (each: ${timings.join(', ')} ms)`
  console.log(`Edit to preview: ${report}`)
  test.info().annotations.push({ type: 'edit-to-preview', description: report })
  expect(await page.evaluate(() => 'previewNotReloaded' in window), 'the page was never reloaded').toBe(true)
})

test('after its connection to Sanity drops, the preview catches up with what changed meanwhile, without a reload', async ({
  page,
}) => {
  await page.goto(enableUrl(await createPreviewSecret()))
  await expect(page.locator('html')).toHaveAttribute('data-preview-live', 'ready')
  await page.evaluate(() => Object.assign(window, { previewNotReloaded: true }))
  dropLakeListeners()
  // Saved while the preview server's listener is down: nobody announces it.
  await saveServiceDraft({ title: 'Web Development, changed while the connection was down' })
  await expect(
    page.locator('#services h3', { hasText: 'Web Development, changed while the connection was down' }),
  ).toBeVisible({ timeout: 10_000 })
  expect(await page.evaluate(() => 'previewNotReloaded' in window), 'the page was never reloaded').toBe(true)
})
