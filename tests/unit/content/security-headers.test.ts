// The one policy and the header rules every host file is rendered from.
import {
  contentSecurityPolicy,
  headerOnlyDirectives,
  metaContentSecurityPolicy,
} from '@/tools/headers/content-security-policy'
import { headersForPath, parseHeadersFile, type HeaderRule } from '@/tools/headers/headers'
import { commonHeaders, siteHeaderRules, strictTransportSecurity } from '@/tools/headers/site-headers'
import { renderHeadersFile } from '@/tools/hosts/headers-file'

const directivesOf = (policy: string) => policy.split('; ')

describe('security headers', () => {
  it('builds a policy that allows only same-origin scripts, with no hash, nonce or unsafe-inline, and the image host', () => {
    const policy = contentSecurityPolicy()
    expect(directivesOf(policy)).toContain("script-src 'self'")
    expect(policy).not.toMatch(/sha256-|nonce-|unsafe-(inline|eval)/)
    expect(policy).toContain("img-src 'self' data: https://images.unsplash.com")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('gives the meta policy the header policy less exactly the directives a meta policy may not hold', () => {
    const header = directivesOf(contentSecurityPolicy())
    const meta = directivesOf(metaContentSecurityPolicy())
    const headerOnly = header.filter((directive) => headerOnlyDirectives.includes(directive.split(' ')[0] ?? ''))
    expect(headerOnly).toEqual(["frame-ancestors 'none'"])
    expect(meta).toEqual(header.filter((directive) => !headerOnly.includes(directive)))
  })

  it('sends HSTS without includeSubDomains or preload unless HSTS_PRELOAD=true asks for both', () => {
    expect(strictTransportSecurity({})).toBe('max-age=63072000')
    expect(strictTransportSecurity({ HSTS_PRELOAD: 'false' })).toBe('max-age=63072000')
    expect(strictTransportSecurity({ HSTS_PRELOAD: 'true' })).toBe('max-age=63072000; includeSubDomains; preload')
    expect(() => strictTransportSecurity({ HSTS_PRELOAD: 'yes' })).toThrow(
      'HSTS_PRELOAD must be "true" or "false" (or unset), got "yes"',
    )
  })

  it('lists only Permissions-Policy features browsers still know (no interest-cohort)', () => {
    const features = (commonHeaders({})['Permissions-Policy'] ?? '').split(', ').map((feature) => feature.split('=')[0])
    expect(features).toEqual(['camera', 'microphone', 'geolocation', 'payment', 'usb'])
  })

  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'default-src *' } },
    { path: '/', headers: { 'Content-Security-Policy': "default-src 'self'" } },
  ]

  it('writes a _headers file that reads back into the same rules', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules)
    expect(parseHeadersFile(renderHeadersFile(siteHeaderRules({})))).toEqual(siteHeaderRules({}))
  })

  it('applies every matching rule and joins a repeated header as static hosts do', () => {
    const headers = headersForPath(rules, '/')
    expect(headers['Content-Security-Policy']).toBe("default-src *, default-src 'self'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headersForPath(rules, '/other')['Content-Security-Policy']).toBe('default-src *')
  })

  it('caches hashed files for a year, never a page, and lets anyone read build.json fresh', () => {
    const site = siteHeaderRules({})
    expect(headersForPath(site, '/_islands/loader-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersForPath(site, '/_next/static/css/a.css')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersForPath(site, '/privacy-policy')['Cache-Control']).toBeUndefined()
    expect(headersForPath(site, '/build.json')).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    })
  })
})
