// SITE_URL: the real address or no deploy; the embedded-dataset build keeps its local default.
import { siteUrlProblem } from '@/lib/site-url'

describe('siteUrlProblem', () => {
  it('lets the embedded-dataset build use the local default', () => {
    expect(siteUrlProblem({})).toBeUndefined()
  })

  it('requires SITE_URL, by name, for a build from Sanity', () => {
    expect(siteUrlProblem({ SANITY_PROJECT_ID: 'abc123' })).toMatch(/^SITE_URL is not set: a build from Sanity/)
  })

  it.each(['https://www.example.com', 'https://www.example.com/', 'http://localhost:3000', 'http://127.0.0.1:8080'])('accepts %s', (value) => {
    expect(siteUrlProblem({ SANITY_PROJECT_ID: 'abc123', SITE_URL: value })).toBeUndefined()
  })

  it.each([
    ['www.example.com', 'is not an absolute URL'],
    ['http://www.example.com', 'must use https'],
    ['ftp://example.com', 'must use https'],
  ])('rejects %s: %s', (value, problem) => {
    expect(siteUrlProblem({ SANITY_PROJECT_ID: 'abc123', SITE_URL: value })).toContain(problem)
  })
})
