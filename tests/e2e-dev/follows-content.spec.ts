// npm run dev follows content: an edit of the dataset shows on the next load without a restart, a broken edit keeps the
// last good content and says why in the terminal, and the export in out/ is never touched.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { home } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'
import { devDatasetFile, devLogFile } from './dev-site'

/** Everything npm run dev has printed so far. */
const devOutput = () => readFileSync(devLogFile, 'utf8')

/**
 * Replaces text in the dataset the way editors and the Studio save (a new file renamed into place), then waits until
 * npm run dev has answered in its terminal with `answer`: the state a developer reads, so nothing waits for a time.
 */
async function editDataset(from: string, to: string, answer: string): Promise<void> {
  const text = readFileSync(devDatasetFile, 'utf8')
  if (!text.includes(from)) throw new Error(`the dev dataset has no "${from}"`)
  const printedBefore = devOutput().length
  writeFileSync(`${devDatasetFile}.tmp`, text.replace(from, to))
  renameSync(`${devDatasetFile}.tmp`, devDatasetFile)
  await expect
    .poll(() => devOutput().slice(printedBefore), { message: `npm run dev answered the edit with "${answer}"` })
    .toContain(answer)
}

const baked = 'dev-dataset.ndjson changed: baked'
const exportStamp = () => (existsSync('out/build.json') ? statSync('out/build.json').mtimeMs : 'none')

test('an edit of the dataset shows on the page without a restart, new characters included', async ({
  page,
}, testInfo) => {
  const outBefore = exportStamp()
  await page.goto('/')
  await expect(page.getByText(home.hero.badge, { exact: true })).toBeVisible()
  const edited = 'Édition fraîche: naïve façades, ÆØÅ'
  const started = Date.now()
  await editDataset(home.hero.badge, edited, baked)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText(edited, { exact: true })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  testInfo.annotations.push({
    type: 'measured',
    description: `edit saved → shown after a reload: ${Date.now() - started} ms`,
  })
  console.log(`npm run dev: edit saved → new text on the page in ${Date.now() - started} ms`)
  await editDataset(edited, home.hero.badge, baked)
  expect(exportStamp(), 'out/ untouched').toBe(outBefore)
})

test('an edit the build would refuse keeps the last good content on the page, and the terminal says why', async ({
  page,
}) => {
  const title = 'Web Development'
  const refused = 'W'.repeat(80)
  await page.goto('/')
  await expect(page.locator('#services').getByRole('heading', { name: title, exact: true })).toBeVisible()
  await editDataset(`"title":"${title}"`, `"title":"${refused}"`, 'not baked, the page keeps the last good content')
  expect(devOutput()).toContain('service "service.web" › title: Must be at most 60 characters long')
  await page.reload()
  await expect(page.locator('#services').getByRole('heading', { name: title, exact: true })).toBeVisible()
  await editDataset(`"title":"${refused}"`, `"title":"${title}"`, baked)
})
