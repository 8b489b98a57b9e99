import { createHash } from 'node:crypto'
import {
  commonHeaders,
  contentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxConfig,
  renderVercelConfig,
  type HeaderRule,
} from '@/lib/security/headers'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('security headers', () => {
  it('hashes each inline script once and ignores scripts loaded by src', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script id="r">b()</script><script>a()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
  })

  it('builds a policy without unsafe-inline that only lets the hashed scripts and the image host in', () => {
    const policy = contentSecurityPolicy([sha('a()')])
    expect(policy).toContain(`script-src 'self' ${sha('a()')}`)
    expect(policy).toContain("img-src 'self' data: https://images.unsplash.com")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/unsafe-(inline|eval)/)
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
    expect(nginx).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`)
    expect(nginx).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;')
  })
})
