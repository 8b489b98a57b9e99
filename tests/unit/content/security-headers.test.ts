import { contentSecurityPolicy, headerOnlyDirectives, metaContentSecurityPolicy } from '@/lib/security/content-security-policy'
import {
  commonHeaders,
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxConfig,
  renderVercelConfig,
  type HeaderRule,
} from '@/lib/security/headers'

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

  const rules: HeaderRule[] = [
    { path: '/*', headers: { ...commonHeaders, 'Content-Security-Policy': 'default-src *' } },
    { path: '/', headers: { 'Content-Security-Policy': "default-src 'self'" } },
  ]

  it('writes a _headers file that reads back into the same rules', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules)
  })

  it('applies every matching rule and joins a repeated header as static hosts do', () => {
    const headers = headersForPath(rules, '/')
    expect(headers['Content-Security-Policy']).toBe("default-src *, default-src 'self'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headersForPath(rules, '/other')['Content-Security-Policy']).toBe('default-src *')
  })

  it('gives Vercel and nginx the same headers', () => {
    const vercel = JSON.parse(renderVercelConfig(rules))
    expect(vercel.headers.map((rule: { source: string }) => rule.source)).toEqual(['/(.*)', '/'])
    const nginx = renderNginxConfig(rules)
    expect(nginx).toContain('location = / {')
    expect(renderNginxConfig([{ path: '/_islands/*', headers: {} }])).toContain('location ^~ /_islands/ {')
    expect(nginx).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`)
    expect(nginx).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;')
  })
})
