import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { useMenuAndForm } from './interactions'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    )
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text())
  })
  return consoleErrors
}

test.describe('security headers', () => {
  for (const route of ['/', '/privacy-policy', '/terms-of-service', '/no-such-page']) {
    test(`${route} is served with a strict Content-Security-Policy and the hardening headers`, async ({ page }) => {
      const response = await page.goto(route)
      const headers = response!.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp.split('; ')).toContain("script-src 'self'")
      expect(csp).not.toMatch(/sha256-|nonce-|unsafe-inline|unsafe-eval/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("img-src 'self' data: https://images.unsplash.com")
      expect(headers['strict-transport-security']).toMatch(/max-age=(\d+)/)
      expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(31536000)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBeTruthy()
      expect(headers['permissions-policy']).toBeTruthy()
      // Left out on purpose: it costs Lighthouse's score and protects nothing here (docs/decisions/0005-no-cross-origin-opener-policy.md).
      expect(headers['cross-origin-opener-policy']).toBeUndefined()
    })
  }

  test('the islands wake up and the menu and contact form work without a single CSP violation', async ({ page }) => {
    const consoleErrors = await recordViolations(page)
    await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ status: 204 }))
    await page.goto('/')
    const logged = await useMenuAndForm(page)
    expect(logged.text()).toContain('Ada Lovelace')
    await page.locator('#portfolio').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.cspViolations)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
