// `npm run screenshots`: full-page Chromium screenshots of every route at 390, 768 and 1280 px into reports/screenshots/.
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/browser'

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const routes = { home: '/', 'privacy-policy': '/privacy-policy', 'terms-of-service': '/terms-of-service', 'not-found': '/no-such-page' }
const widths = [390, 768, 1280]

await mkdir('reports/screenshots', { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const [name, route] of Object.entries(routes)) {
    await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' })
    await page.screenshot({ path: `reports/screenshots/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots of ${Object.keys(routes).length} routes at ${widths.join(', ')} px in reports/screenshots/`)
