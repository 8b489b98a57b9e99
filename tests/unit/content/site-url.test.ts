// SITE_URL: the real address or no deploy, any base path it carries reaches every URL, and bad input names SITE_URL.
import { execFileSync } from 'node:child_process'
import { parseSiteUrl, siteAddressOf, siteUrlProblem } from '@/lib/site-url'
import { nextExportDir } from '@/tools/export/out-dir'

describe('siteUrlProblem', () => {
  it('lets the embedded-dataset build use the local default', () => {
    expect(siteUrlProblem({})).toBeUndefined()
  })

  it('requires SITE_URL, by name, for a build from Sanity', () => {
    expect(siteUrlProblem({ SANITY_PROJECT_ID: 'abc123' })).toMatch(/^SITE_URL is not set: a build from Sanity/)
  })

  it.each([
    'https://www.example.com',
    'https://www.example.com/',
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'https://owner.github.io/northbeam',
    'https://a.example/b/c-d_e.f~g/',
  ])('accepts %s', (value) => {
    expect(siteUrlProblem({ SANITY_PROJECT_ID: 'abc123', SITE_URL: value })).toBeUndefined()
  })

  it.each([
    ['www.example.com', 'is not an absolute URL'],
    ['http://www.example.com', 'must use https'],
    ['ftp://example.com', 'must use https'],
    ['https://www.example.com/?preview=1', 'has a query'],
    ['https://www.example.com/#top', 'has a fragment'],
    ['https://user:secret@www.example.com', 'holds credentials'],
    ['https://owner.github.io//repo', 'does not start clean at "//"'],
    ['https://owner.github.io/repo/../other', 'does not start clean at ".."'],
    ['https://owner.github.io/./repo', 'does not start clean at "."'],
    ['https://owner.github.io/my repo', 'does not start clean at "my repo"'],
    ['https://owner.github.io/repo//', 'does not start clean at "//"'],
  ])('rejects %s, naming SITE_URL: %s', (value, problem) => {
    const message = siteUrlProblem({ SITE_URL: value })
    expect(message).toContain(problem)
    expect(message).toMatch(/^SITE_URL /)
  })
})

describe('the site address', () => {
  it('splits SITE_URL into its origin and base path, dropping one trailing slash', () => {
    expect(parseSiteUrl('https://owner.github.io/northbeam/').address).toEqual({
      origin: 'https://owner.github.io',
      basePath: '/northbeam',
    })
    expect(parseSiteUrl('https://www.example.com').address).toEqual({ origin: 'https://www.example.com', basePath: '' })
    expect(parseSiteUrl('https://www.example.com/').address).toEqual({
      origin: 'https://www.example.com',
      basePath: '',
    })
  })

  it('serves the preview at the root of its own origin whatever SITE_URL says', () => {
    expect(siteAddressOf({ SITE_URL: 'https://owner.github.io/northbeam', SITE_MODE: 'preview' }).basePath).toBe('')
  })

  /** The export's Next config as Next loads it for a phase (next build by default), in the given environment. */
  const nextConfigWith = (env: Record<string, string>, phase = 'phase-production-build') =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { default: config } = await import("./next.config.mjs"); console.log(JSON.stringify(config("${phase}")))`,
        ],
        {
          env: { ...process.env, SITE_MODE: '', OUT_DIR: '', ...env },
          encoding: 'utf8',
        },
      ),
    ) as { basePath?: string; distDir?: string }

  it.each([
    'https://www.example.com',
    'https://owner.github.io/northbeam',
    'https://owner.github.io/northbeam/',
    'https://a.example/b/c/',
  ])('gives Next (next.config.mjs) the same base path as the rest of the build for %s', (value) => {
    expect(nextConfigWith({ SITE_URL: value }).basePath).toBe(siteAddressOf({ SITE_URL: value }).basePath)
  })

  it('has next build write every export into the one folder npm run build moves to OUT_DIR, whatever OUT_DIR says', () => {
    expect(nextConfigWith({ OUT_DIR: '.test-builds/pages' }).distDir).toBe(nextExportDir)
    expect(nextConfigWith({}).distDir).toBe(nextExportDir)
  })

  it('keeps next dev out of OUT_DIR: dev never writes into an export', () => {
    expect(nextConfigWith({ OUT_DIR: 'out' }, 'phase-development-server').distDir).toBeUndefined()
  })
})
