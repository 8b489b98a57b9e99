// What depends on the width, at every width: on the project site, served with no headers at all, the menu and the
// contact form wake under the base path and the policy in <meta>, and the header and footer links stay on the site.
import { legalPages, legalRoute, settings } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'
import { useMenuAndForm } from '../e2e/interactions'
import { deployBasePath } from './deploy-site'
import { recordViolations, sameOriginPaths } from './page-checks'

test('the menu and the contact form wake and work under the base path and the meta policy, with no violation and no request outside the base path', async ({
  page,
  network,
  baseURL,
}) => {
  await recordViolations(page)
  const requests = network.since()
  await page.goto('./')
  const logged = await useMenuAndForm(page)
  expect(logged.text()).toContain('Ada Lovelace')
  expect(await page.evaluate(() => window.cspViolations)).toEqual([])
  const paths = sameOriginPaths(requests, new URL(baseURL!).origin)
  expect(
    paths.some((path) => path.includes('/_islands/') && !path.includes('loader')),
    'an island’s code was loaded',
  ).toBe(true)
  for (const path of paths) expect(path, 'a request leaves the base path').toMatch(new RegExp(`^${deployBasePath}/`))
})

test('following the header and footer links stays on the site: a legal page, then home again', async ({ page }) => {
  const legal = legalPages[0]!
  await page.goto('./')
  await page.getByRole('contentinfo').getByRole('link', { name: legal.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${deployBasePath}${legalRoute(legal)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
  await page.getByRole('banner').getByRole('link', { name: settings.interface.homeLinkLabel }).click()
  await expect(page).toHaveURL(new RegExp(`${deployBasePath}/$`))
})
