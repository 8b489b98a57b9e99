// On a host that sends no headers, every page still enforces its policy from <meta> (islands-and-links.spec: and
// works). The same at every width: run on the desktop only. Routes are relative: the site lives under the base path.
import { expect, test } from '../e2e/base-test'
import { addedLegalPage } from './deploy-site'
import { recordViolations } from './page-checks'

const routes = ['./', 'privacy-policy', 'terms-of-service', addedLegalPage.slug.current, 'no-such-page']

test.beforeEach(async ({ page }) => {
  await recordViolations(page)
  await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ status: 204 }))
})

for (const route of routes) {
  test(`${route} has no policy header, yet a script inserted into it does not run and is reported as a violation`, async ({
    page,
    pageErrors,
  }) => {
    // The browser reports the blocked script on the console: that report is what this test wants to see.
    pageErrors.allow(/Content Security Policy/)
    const response = await page.goto(route)
    expect(response?.headers()['content-security-policy'], 'the plain server sends no policy').toBeUndefined()
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      /script-src 'self'/,
    )
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'strict-origin-when-cross-origin')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injectedScriptRan = true'
      document.head.append(script)
    })
    await expect
      .poll(() => page.evaluate(() => window.cspViolations))
      .toContainEqual(expect.stringMatching(/^script-src/))
    expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined()
  })
}
