// npm run dev follows content: an edit of the dataset shows on the next load without a restart, a broken edit keeps the
// last good content and says why in the terminal, and the export in out/ is never touched.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { home } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'
import { devDatasetFile } from './dev-site'

/** Replaces text in the dataset the way editors and the Studio save: a new file renamed into place. */
function editDataset(from: string, to: string): void {
  const text = readFileSync(devDatasetFile, 'utf8')
  if (!text.includes(from)) throw new Error(`the dev dataset has no "${from}"`)
  writeFileSync(`${devDatasetFile}.tmp`, text.replace(from, to))
  renameSync(`${devDatasetFile}.tmp`, devDatasetFile)
}

const exportStamp = () => (existsSync('out/build.json') ? statSync('out/build.json').mtimeMs : 'none')

test('an edit of the dataset shows on the page without a restart, new characters included', async ({ page }, testInfo) => {
  const outBefore = exportStamp()
  await page.goto('/')
  await expect(page.getByText(home.hero.badge, { exact: true })).toBeVisible()
  const edited = 'Édition fraîche: naïve façades, ÆØÅ'
  const started = Date.now()
  editDataset(home.hero.badge, edited)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText(edited, { exact: true })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  testInfo.annotations.push({ type: 'measured', description: `edit saved → shown after a reload: ${Date.now() - started} ms` })
  console.log(`npm run dev: edit saved → new text on the page in ${Date.now() - started} ms`)
  editDataset(edited, home.hero.badge)
  expect(exportStamp(), 'out/ untouched').toBe(outBefore)
})

test('an edit the build would refuse keeps the last good content on the page', async ({ page }) => {
  const title = 'Web Development'
  await page.goto('/')
  await expect(page.locator('#services').getByRole('heading', { name: title, exact: true })).toBeVisible()
  editDataset(`"title":"${title}"`, `"title":"${'W'.repeat(80)}"`)
  // Give the dev server time to see the change and refuse it.
  await page.waitForTimeout(1_500)
  await page.reload()
  await expect(page.locator('#services').getByRole('heading', { name: title, exact: true })).toBeVisible()
  editDataset(`"title":"${'W'.repeat(80)}"`, `"title":"${title}"`)
})
