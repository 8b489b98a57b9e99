// The home page: its five sections in order and the content of each, the header and the footer, all as the dataset has them.
import {
  benefits,
  home,
  legalPages,
  legalRoute,
  navigation,
  portfolio,
  sectionHeading,
  services,
  settings,
  telUri,
} from './content'
import { expect, header, resolvedHref, revealHeaderLinks, test } from './fixtures'

const portfolioCategories = ['Mobile App', 'Web Development', 'AI Project']

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('the sections come in the order #home, #services, #about, #portfolio, #contact, and the only h1 is inside #home', async ({
  page,
}) => {
  const ids = await page
    .getByRole('main')
    .locator('section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id))
  expect(ids).toEqual(['home', 'services', 'about', 'portfolio', 'contact'])
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('#home h1')).toHaveCount(1)
  await expect(page.locator('#home h1')).toHaveText(sectionHeading('home'))
  for (const section of ['services', 'about', 'portfolio', 'contact']) {
    await expect(
      page.locator(`#${section}`).getByRole('heading', { level: 2 }).first(),
      `#${section}'s heading`,
    ).toHaveText(sectionHeading(section))
  }
})

test('the six service cards show title, description, feature tags and an svg icon in orderRank order', async ({
  page,
}) => {
  expect(services).toHaveLength(6)
  const cards = page.locator('#services li:has(> h3)')
  await expect(cards).toHaveCount(services.length)
  await expect(cards.locator('h3')).toHaveText(services.map((service) => service.title))
  for (const [index, service] of services.entries()) {
    const card = cards.nth(index)
    await expect(card.locator('p').first()).toHaveText(service.description)
    await expect(card.locator('ul li')).toHaveText(service.features)
    await expect(card.locator('svg').first()).toBeVisible()
  }
})

test('the six benefits appear in orderRank order with title, description and icon', async ({ page }) => {
  expect(benefits).toHaveLength(6)
  const items = page.locator('#about li:has(h3)')
  await expect(items).toHaveCount(benefits.length)
  await expect(items.locator('h3')).toHaveText(benefits.map((benefit) => benefit.title))
  for (const [index, benefit] of benefits.entries()) {
    await expect(items.nth(index).getByText(benefit.description, { exact: true })).toBeVisible()
    await expect(items.nth(index).locator('svg').first()).toBeVisible()
  }
})

test('the six portfolio items show category, title, description, tech list and Live Demo and Code buttons in order', async ({
  page,
}) => {
  expect(portfolio).toHaveLength(6)
  const cards = page.locator('#portfolio article')
  await expect(cards).toHaveCount(portfolio.length)
  await expect(cards.locator('h3')).toHaveText(portfolio.map((item) => item.title))
  for (const [index, item] of portfolio.entries()) {
    const card = cards.nth(index)
    expect(portfolioCategories).toContain(item.category)
    await expect(card.getByText(item.category, { exact: true })).toBeVisible()
    await expect(card.getByText(item.description, { exact: true })).toBeVisible()
    await expect(card.locator('ul li')).toHaveText(item.technologies)
    await expect(card.getByRole('button', { name: home.portfolioSection.liveDemoLabel, exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: home.portfolioSection.codeLabel, exact: true })).toBeVisible()
  }
})

test('the header shows the logo and company name, links to the five sections and has a Get Quote button', async ({
  page,
  baseURL,
}) => {
  await expect(header(page).getByRole('link', { name: settings.interface.homeLinkLabel })).toBeVisible()
  await expect(header(page).getByText(settings.companyName, { exact: true })).toBeVisible()
  await revealHeaderLinks(page)
  expect(navigation.map((link) => link.section)).toEqual(['home', 'services', 'about', 'portfolio', 'contact'])
  for (const link of navigation) {
    const anchor = header(page).getByRole('link', { name: link.label, exact: true })
    await expect(anchor).toBeVisible()
    expect(await resolvedHref(anchor)).toBe(new URL(`/#${link.section}`, baseURL).toString())
  }
  await expect(header(page).getByRole('button', { name: settings.headerCtaLabel, exact: true })).toBeVisible()
})

test('the footer has the services and company columns, contact details, a Contact Us call to action, social icons, the copyright line and the legal links', async ({
  page,
  baseURL,
}) => {
  const { footer } = settings
  const footerElement = page.getByRole('contentinfo')
  const column = (heading: string) =>
    footerElement.getByRole('heading', { name: heading, exact: true }).locator('xpath=..')
  await footerElement.scrollIntoViewIfNeeded()

  await test.step('a services column listing every service', async () => {
    await expect(column(footer.servicesHeading).getByRole('link')).toHaveText(services.map((service) => service.title))
  })

  await test.step('a company column with About Us, Portfolio, Contact, Blog and Careers', async () => {
    const links = column(footer.companyHeading).getByRole('link')
    await expect(links).toHaveText(footer.companyLinks.map((link) => link.label))
    for (const [index, link] of footer.companyLinks.entries()) {
      expect(await resolvedHref(links.nth(index))).toBe(new URL(link.href, new URL('/', baseURL)).toString())
    }
  })

  await test.step('the e-mail as a mailto link, the phone as a tel link, the location and the business hours', async () => {
    const contact = column(footer.contactHeading)
    await expect(contact.getByRole('link', { name: settings.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    )
    await expect(contact.getByRole('link', { name: settings.phone, exact: true })).toHaveAttribute(
      'href',
      telUri(settings.phone),
    )
    await expect(contact.getByText(settings.location, { exact: true })).toBeVisible()
    await expect(contact.getByText(settings.businessHours, { exact: true })).toBeVisible()
  })

  await test.step('a Contact Us call to action leading to the contact section', async () => {
    await expect(footerElement.getByText(footer.ctaText, { exact: true })).toBeVisible()
    const cta = footerElement.getByRole('link', { name: footer.ctaLabel, exact: true })
    await expect(cta).toBeVisible()
    expect(await resolvedHref(cta)).toBe(new URL('/#contact', baseURL).toString())
  })

  await test.step('social icons with accessible names', async () => {
    const links = footerElement.getByRole('navigation', { name: footer.socialLabel, exact: true }).getByRole('link')
    await expect(links).toHaveCount(footer.socialLinks.length)
    for (const [index, link] of footer.socialLinks.entries()) {
      const anchor = links.nth(index)
      await expect(anchor).toHaveAccessibleName(link.label)
      await expect(anchor).toHaveAttribute('href', link.url)
      await expect(anchor.locator('svg')).toBeVisible()
    }
  })

  await test.step('the copyright line', async () => {
    const copyright = footerElement.getByText(footer.copyright, { exact: true })
    await expect(copyright).toBeVisible()
    await expect(copyright, 'the spec dates the copyright 2025').toContainText('2025')
  })

  await test.step('links to the privacy policy and the terms of service', async () => {
    expect(legalPages.map(legalRoute)).toEqual(['/privacy-policy', '/terms-of-service'])
    for (const legal of legalPages) {
      const link = footerElement.getByRole('link', { name: legal.title, exact: true })
      await expect(link).toBeVisible()
      expect(await resolvedHref(link)).toBe(new URL(legalRoute(legal), baseURL).toString())
    }
  })
})

// Changing the content and rebuilding is covered by the unit tests of the content pipeline.
