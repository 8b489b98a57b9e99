// In-page navigation: each header link scrolls its section into view with the heading clear of the fixed header.
import { navigation, sectionHeading } from './content'
import { expect, expectSectionInView, header, revealHeaderLinks, test } from './fixtures'

// Reduced motion turns the site's smooth scrolling off, so each jump lands at once; the landing position is the same
// either way (the smooth path is exercised by routes.spec.ts and mobile-menu.spec.ts).
test.use({ reducedMotion: 'reduce' })

test('clicking each header link scrolls its section into view below the fixed header (on small screens through the menu)', async ({
  page,
}) => {
  await page.goto('/')
  for (const link of navigation) {
    await test.step(`${link.label} → #${link.section}`, async () => {
      // Start away from the target, so the click has to scroll.
      await page.evaluate(
        (toEnd) => window.scrollTo({ top: toEnd ? document.documentElement.scrollHeight : 0, behavior: 'instant' }),
        link.section === 'home',
      )
      await revealHeaderLinks(page)
      await header(page).getByRole('link', { name: link.label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/#${link.section}$`))
      await expectSectionInView(page, link.section, sectionHeading(link.section))
      await expect(page.getByRole('banner')).toBeInViewport()
    })
  }
})
