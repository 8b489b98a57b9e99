// Preview responses are private and unindexed, and the read token reaches no page or script the preview serves.
import { expect, test } from '../e2e/base-test'
import { foreignHostOf, requestWithHost } from 'local-content-lake/testing'
import { previewToken } from './preview-dataset'
import { createPreviewSecret, enableUrl } from './lake-client'

/**
 * `private, no-store`, as next.config.mjs sets it; Next itself answers dynamic and Draft Mode renders with the stricter
 * `private, no-cache, no-store, max-age=0, must-revalidate`. Either way: never stored, never shared.
 */
function expectPrivateNoStore(header: string | undefined) {
  const directives = (header ?? '').split(',').map((directive) => directive.trim())
  expect(directives).toEqual(expect.arrayContaining(['private', 'no-store']))
  expect(directives.filter((directive) => /^(public|s-maxage|immutable)/.test(directive))).toEqual([])
}

for (const route of ['/', '/privacy-policy', '/terms-of-service']) {
  test(`${route} is served with noindex and private no-store, in and out of Draft Mode`, async ({ page }) => {
    const published = await page.request.get(route)
    await page.goto(enableUrl(await createPreviewSecret(), route))
    const drafts = await page.request.get(route)
    for (const response of [published, drafts]) {
      expect(response.status()).toBe(200)
      expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
      expectPrivateNoStore(response.headers()['cache-control'])
    }
  })
}

test('a request addressed to another host gets 403 and no Draft Mode, even with a valid secret', async ({
  baseURL,
}) => {
  const host = foreignHostOf(baseURL!)
  const enable = await requestWithHost(new URL(enableUrl(await createPreviewSecret()), baseURL).href, { host })
  expect(enable.status).toBe(403)
  expect(enable.text).toContain(`"${host}"`)
  const page = await requestWithHost(`${baseURL}/`, { host, headers: { cookie: '__prerender_bypass=x' } })
  expect(page.status).toBe(403)
  expect(page.text).not.toContain('<html')
  expect(
    (await requestWithHost(`${baseURL}/`, { host, method: 'POST', headers: { origin: `http://${host}` }, body: 'x' }))
      .status,
  ).toBe(403)
})

test('the token appears in no HTML, script or stylesheet of the preview, with Draft Mode on', async ({ page }) => {
  const bodies: { url: string; text: string }[] = []
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (/html|javascript|css|json|x-component/.test(type))
      bodies.push({ url: response.url(), text: await response.text().catch(() => '') })
  })
  await page.goto(enableUrl(await createPreviewSecret()))
  await page.waitForLoadState('networkidle')
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLScriptElement).src))
  for (const src of scripts) bodies.push({ url: src, text: await (await page.request.get(src)).text() })
  expect(scripts.length).toBeGreaterThan(0)
  expect(bodies.filter(({ text }) => text.includes(previewToken)).map(({ url }) => url)).toEqual([])
  expect(await page.content()).not.toContain(previewToken)
})

test('the enable route answers with the same private, unindexed headers', async ({ request }) => {
  const response = await request.get(enableUrl('wrong'), { maxRedirects: 0 })
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expectPrivateNoStore(response.headers()['cache-control'])
})

test('over https (behind a proxy) the Draft Mode cookie is httpOnly, Secure and SameSite=None, for the Studio’s iframe, for 8 hours', async ({
  request,
}) => {
  const response = await request.get(enableUrl(await createPreviewSecret()), {
    maxRedirects: 0,
    headers: { 'x-forwarded-proto': 'https' },
  })
  expect(response.status()).toBe(307)
  const cookie = response.headers()['set-cookie'] ?? ''
  expect(cookie).toMatch(/^__prerender_bypass=[^;]+;/)
  expect(cookie).toMatch(/; HttpOnly/i)
  expect(cookie).toMatch(/; Secure/i)
  expect(cookie).toMatch(/; SameSite=none/i)
  expect(cookie).toMatch(/; Max-Age=28800(;|$)/i)
})

test('a valid secret whose page names another host opens the home page, never the other site', async ({ request }) => {
  // `http://a//elsewhere.example/x` has the pathname `//elsewhere.example/x`, which a browser reads as another host.
  for (const pathname of ['http://a//elsewhere.example/x', 'http://a/\\elsewhere.example/x']) {
    const response = await request.get(enableUrl(await createPreviewSecret(), pathname), { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toBe('/')
  }
})
