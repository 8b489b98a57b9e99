// The legal pages: title, last-updated date, the section headings of the body, and safe external links.
import { legalHeadings, legalLinkHrefs, legalPages, legalRoute, legalUpdatedText } from './content'
import { expect, test } from './fixtures'

for (const legal of legalPages) {
  test(`${legalRoute(legal)} shows its title, the last-updated date, its section headings and links, with rel="noopener noreferrer" on external links`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(legalRoute(legal))
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.title)

    const updated = main.getByText(legalUpdatedText(legal), { exact: true })
    await expect(updated).toBeVisible()
    // The spec dates both legal pages January 27, 2025.
    await expect(updated).toContainText('January 27, 2025')

    const headings = legalHeadings(legal)
    expect(headings.length).toBeGreaterThan(0)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(headings)

    for (const href of legalLinkHrefs(legal)) {
      await expect(main.locator(`a[href="${href}"]`), `the body link ${href}`).toHaveCount(1)
    }
    const ownOrigin = new URL(baseURL ?? '').origin
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({ href: (anchor as HTMLAnchorElement).href, rel: anchor.getAttribute('rel') ?? '' })),
      )
    const external = links.filter(({ href }) => /^https?:/.test(href) && new URL(href).origin !== ownOrigin)
    expect(external.length, 'external links on the page (body and footer)').toBeGreaterThan(0)
    for (const { href, rel } of external) {
      const tokens = rel.split(/\s+/)
      expect(tokens, `rel of ${href}`).toContain('noopener')
      expect(tokens, `rel of ${href}`).toContain('noreferrer')
    }
  })
}
