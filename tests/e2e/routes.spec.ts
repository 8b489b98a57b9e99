// Routes: each answers with its own title, one h1, the header and the footer; unknown routes get the designed 404 page.
import { legalPages, legalRoute, navigation, sectionHeading, settings } from './content'
import {
  escapeRegExp,
  expect,
  expectSectionInView,
  header,
  resolvedHref,
  revealHeaderLinks,
  test,
  unknownRoute,
} from './fixtures'
import type { Page } from '@playwright/test'

const routes = [
  { path: '/', title: settings.seo.title, h1: sectionHeading('home') },
  ...legalPages.map((page) => ({ path: legalRoute(page), title: `${page.title}`, h1: page.title })),
]

async function expectShell(page: Page) {
  await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1)
  await expect(page.getByRole('banner'), 'one header landmark').toHaveCount(1)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo'), 'one footer landmark').toHaveCount(1)
  await expect(page.getByRole('main'), 'one main landmark').toHaveCount(1)
}

for (const route of routes) {
  test(`${route.path} answers 200 with its title, exactly one h1, the header and the footer`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    if (route.path === '/') await expect(page).toHaveTitle(route.title)
    else
      await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(route.title)}.*${escapeRegExp(settings.companyName)}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expectShell(page)
  })
}

test('an unknown route answers 404 with the designed not-found page, the header, the footer and a link home', async ({
  page,
}) => {
  const response = await page.goto(unknownRoute)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(settings.interface.notFoundTitle)))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.interface.notFoundTitle)
  await expectShell(page)
  const main = page.getByRole('main')
  await expect(main.getByText(settings.interface.notFoundMessage, { exact: true })).toBeVisible()
  const homeLink = main.getByRole('link', { name: settings.interface.notFoundLinkLabel })
  await expect(homeLink).toBeVisible()
  expect(new URL(await resolvedHref(homeLink)).pathname).toBe('/')
  await homeLink.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectionHeading('home'))
})

for (const [pageIndex, legal] of legalPages.entries()) {
  // The header is shared, so each legal page follows one link (one near, one far down the home page) after checking every href.
  const followed =
    navigation.find((link) => link.section === (pageIndex % 2 === 0 ? 'services' : 'contact')) ?? navigation[0]

  test(`on ${legalRoute(legal)} the header's section links point at /#section, and ${followed?.label} opens the home page there`, async ({
    page,
    baseURL,
  }) => {
    if (!followed) throw new Error('the navigation is empty')
    await page.goto(legalRoute(legal))
    await revealHeaderLinks(page)
    for (const link of navigation) {
      const anchor = header(page).getByRole('link', { name: link.label, exact: true })
      await expect(anchor).toBeVisible()
      expect(await resolvedHref(anchor), `${link.label} link`).toBe(new URL(`/#${link.section}`, baseURL).toString())
    }
    await header(page).getByRole('link', { name: followed.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/#${followed.section}$`))
    await page.waitForLoadState('load')
    await expectSectionInView(page, followed.section, sectionHeading(followed.section))
  })
}
