// npm run dev:preview: the editors' preview under next dev, reading the Content Lake per request, marked as a preview.
import { services } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'
import { devPreviewPort } from './dev-site'

test('npm run dev:preview serves the site from the Content Lake as a preview nobody indexes', async ({ page }) => {
  const response = await page.goto(`http://127.0.0.1:${devPreviewPort}/`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  for (const service of services)
    await expect(page.locator('#services').getByRole('heading', { name: service.title, exact: true })).toBeVisible()
})
