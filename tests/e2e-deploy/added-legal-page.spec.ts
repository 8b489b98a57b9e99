// A legal page an editor added in the Studio and published, and nothing else: the build gives it a route at its slug,
// with its own title, description and canonical address, a sitemap entry, and no footer link until Site settings list
// it. The same at every width: run on the desktop only.
import { readdir } from 'node:fs/promises'
import { legalPages, legalRoute, settings } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'
import { siteOwnNameOf } from '../../lib/presets/page-slugs'
import { addedLegalPage, deployOutDir, deploySiteUrl } from './deploy-site'

const slug = addedLegalPage.slug.current
const address = `${deploySiteUrl}/${slug}`

test(`the added page is at /${slug} with its title, date, body, description and canonical address, in the site's shell`, async ({
  page,
}) => {
  const response = await page.goto(slug)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${addedLegalPage.title} | ${settings.companyName}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(addedLegalPage.title)
  await expect(main.getByText(`${settings.interface.legalUpdatedLabel} February 3, 2025`)).toBeVisible()
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Cookies we set'])
  await expect(main.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/northbeam/privacy-policy')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', addedLegalPage.description)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${addedLegalPage.title} | ${settings.companyName}`,
  )
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('the sitemap lists the added page with its last-updated date', async ({ request }) => {
  const sitemap = await (await request.get('sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${address}</loc>\n<lastmod>${addedLegalPage.lastUpdated}</lastmod>`)
})

test('the footer links only the legal pages Site settings list, so the added page has no link until an editor adds one', async ({
  page,
}) => {
  expect((await page.goto(slug))?.status()).toBe(200)
  const footerLinks = page.getByRole('contentinfo').getByRole('link')
  await expect(footerLinks.filter({ hasText: addedLegalPage.title })).toHaveCount(0)
  for (const legal of legalPages)
    await expect(footerLinks.filter({ hasText: legal.title })).toHaveAttribute('href', `/northbeam${legalRoute(legal)}`)
  await expect(page.locator(`a[href="/northbeam/${slug}"]`)).toHaveCount(0)
})

test('every top-level file of the export is a legal page or a name no slug may take', async () => {
  const pages = new Set([...legalPages, addedLegalPage].map((legal) => `${legal.slug.current}.html`))
  const names = (await readdir(deployOutDir)).filter((name) => !/\.(br|gz)$/.test(name))
  expect(names).toEqual(expect.arrayContaining([...pages]))
  const unreserved = names.filter(
    (name) => !pages.has(name) && siteOwnNameOf(name.replace(/\.html$/, '')) === undefined,
  )
  expect(unreserved, 'names a page slug could take: list them in lib/presets/page-slugs.ts').toEqual([])
})
