// The Site tool as an editor sees it: its sections by their headings, a document's live badge, and the screenshots
// docs/editing.md#is-my-change-live shows (written into docs/ only when SITE_TOOL_SCREENSHOTS=1 asks for them).
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { documentPane, expect } from './fixtures'

export function siteTool(page: Page) {
  const region = (name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' })
  return {
    async open() {
      await page.goto('/site')
      await expect(page.getByRole('heading', { name: 'Is my change live?', level: 1 })).toBeVisible({ timeout: 30_000 })
    },
    /** Through the Studio's own navigation, as an editor switches from a document to the tool. */
    async switchTo() {
      await page.getByRole('link', { name: 'Site', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'Is my change live?', level: 1 })).toBeVisible()
    },
    liveBuild: region('The live site'),
    // The suite's Studio runs on the local Content Lake, whose live site is the local one.
    unreachable: region('No local site answers'),
    localBuildFailed: region('The local site could not be built'),
    waiting: region(/^Waiting for the site to rebuild \(\d+\)$/),
    report: region('Last build'),
    publishToLive: region('From publish to live'),
    rebuild: region('Rebuild'),
  }
}

/** The open document's badge with this label, in the editor's footer. */
export const badge = (page: Page, label: string) => documentPane(page).status.getByText(label, { exact: true })

/** A screenshot of the tool: into docs/ when SITE_TOOL_SCREENSHOTS=1 (docs/testing.md#the-pictures-in-the-docs), else beside the test's results. */
export async function screenshotForDocs(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = process.env.SITE_TOOL_SCREENSHOTS === '1' ? path.resolve('docs', name) : testInfo.outputPath(name)
  // The Studio's passing toasts ("… was published") would cover the tool; the picture is of the tool.
  await page.screenshot({ path: file, style: '[data-ui="Toast"] { visibility: hidden; }' })
}
