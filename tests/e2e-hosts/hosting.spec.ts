// What a host must do for the export beyond serving files, checked on each host's own server (nginx, Cloudflare's
// runtime) and on npm run serve: hidden files, Next leftovers, caching, the build record, compression, clean URLs.
import { headersForPath } from '../../tools/headers/headers'
import { siteHeaderRules } from '../../tools/headers/site-headers'
import { settings } from '../e2e/content'
import { expect, test } from '../e2e/fixtures'

const rules = siteHeaderRules()
const yearImmutable = 'public, max-age=31536000, immutable'

/** HTML must be revalidated on every visit: no-cache, or a zero max-age with must-revalidate (Cloudflare's default). */
const revalidatesEveryTime = (cacheControl: string | undefined) =>
  /no-cache|max-age=0\b.*must-revalidate/.test(cacheControl ?? '')

for (const route of ['/', '/privacy-policy', '/terms-of-service']) {
  test(`${route} carries every header the rules give it and is revalidated on each visit`, async ({ request }) => {
    const response = await request.get(route)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    for (const [name, value] of Object.entries(headersForPath(rules, route)))
      expect(headers[name.toLowerCase()], name).toBe(value)
    expect(revalidatesEveryTime(headers['cache-control']), `Cache-Control: ${headers['cache-control']}`).toBe(true)
  })
}

test('hashed files (the islands loader, the stylesheet) are cached for a year as immutable', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const loader = await page.locator('script[type="module"][src*="/_islands/"]').getAttribute('src')
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
  for (const url of [loader, stylesheet]) {
    const response = await request.get(url!)
    expect(response.status(), url!).toBe(200)
    expect(response.headers()['cache-control'], url!).toBe(yearImmutable)
  }
})

test('a missing file under a hashed path gets the site’s 404 page, never a year of caching', async ({ request }) => {
  const response = await request.get('/_islands/missing-0000.js')
  expect(response.status()).toBe(404)
  expect(response.headers()['cache-control'] ?? '').not.toContain('immutable')
})

test('the host’s own files, dotfiles and Next’s leftover _not-found page are never served', async ({ request }) => {
  for (const path of ['/_headers', '/.env', '/_not-found', '/_not-found.html', '/index.txt']) {
    const response = await request.get(path)
    expect(response.status(), path).not.toBe(200)
    expect(await response.text(), path).not.toContain('Content-Security-Policy:')
  }
})

test('an unknown path answers 404 with the site’s own not-found page and the policy', async ({ request }) => {
  const response = await request.get('/no/such/page')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain(settings.interface.notFoundTitle)
  expect(response.headers()['content-security-policy']).toBe(headersForPath(rules, '/')['Content-Security-Policy'])
})

test('build.json is readable from any origin, never cached, and names every baked document', async ({ request }) => {
  const response = await request.get('/build.json', { headers: { Origin: 'https://studio.example.com' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['access-control-allow-origin']).toBe('*')
  expect(response.headers()['cache-control']).toBe('no-cache')
  const record = await response.json()
  expect(record.documents.siteSettings).toMatch(/\w+/)
})

test('a trailing slash leads to the clean URL', async ({ request }) => {
  const response = await request.get('/privacy-policy/', { maxRedirects: 0 })
  expect([301, 308]).toContain(response.status())
  expect(new URL(response.headers().location!, 'http://host').pathname).toBe('/privacy-policy')
})

test('pages go out compressed to a browser that accepts it', async ({ request }, testInfo) => {
  test.skip(
    testInfo.project.name.startsWith('cloudflare'),
    'Cloudflare compresses at its edge; its local runtime sends files as they are',
  )
  const response = await request.get('/privacy-policy', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.headers()['content-encoding']).toBe('gzip')
  expect(response.headers().vary).toMatch(/Accept-Encoding/i)
})
