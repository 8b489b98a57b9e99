// The editors' preview on its own configuration: framed by the Studio's origins only, and a Vercel project file of its
// own that builds it as a Next.js server, never fighting the public site's vercel.json.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { runScript } from '../run-script'

interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

/** The preview's response headers as Next loads next.config.mjs in preview mode, or the error it stops with. */
function previewHeaders(studioUrl?: string): Record<string, string> {
  const script =
    'const { default: config } = await import("./next.config.mjs"); console.log(JSON.stringify(await config("phase-production-server").headers()))'
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, SITE_MODE: 'preview', SANITY_STUDIO_URL: studioUrl ?? '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const [rule] = JSON.parse(output) as HeaderRule[]
  return Object.fromEntries(rule!.headers.map(({ key, value }) => [key, value]))
}

describe('the preview server', () => {
  it('may be framed by the local Studio by default', () => {
    expect(previewHeaders()['Content-Security-Policy']).toBe("frame-ancestors 'self' http://localhost:3333")
  })

  it('may be framed by exactly the Studio origins SANITY_STUDIO_URL lists, and by nobody else', () => {
    expect(
      previewHeaders('https://northbeam.sanity.studio, https://studio.example.com/')['Content-Security-Policy'],
    ).toBe("frame-ancestors 'self' https://northbeam.sanity.studio https://studio.example.com")
  })

  it.each(['northbeam.sanity.studio', 'https://studio.example.com/desk', 'javascript:alert(1)'])(
    'refuses SANITY_STUDIO_URL=%s, naming the variable',
    (value) => {
      expect(() => previewHeaders(value)).toThrow(/SANITY_STUDIO_URL: ".*" is not/)
    },
  )

  it('has a Vercel project file of its own that builds it as a Next.js server and adds no headers of the public site', () => {
    const config = JSON.parse(readFileSync('vercel.preview.json', 'utf8'))
    expect(config).toMatchObject({ framework: 'nextjs', buildCommand: 'npm run build:preview' })
    expect(config).not.toHaveProperty('headers')
    expect(config).not.toHaveProperty('outputDirectory')
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
    expect(scripts['build:preview']).toBe('tsx scripts/preview.ts --build')
  })

  it('builds from the local Content Lake without SANITY_PROJECT_ID, as npm run preview does, and says so when none answers', async () => {
    const { code, stderr } = await runScript('preview.ts', ['--build'], { CONTENT_LAKE_URL: 'http://127.0.0.1:9' })
    expect(code).toBe(1)
    expect(stderr).toContain(
      'previews the local Content Lake, and nothing answers at http://127.0.0.1:9: run npm run studio first (or set CONTENT_LAKE_URL)',
    )
  })

  it('names the read token it needs to build from a real project', async () => {
    const { code, stderr } = await runScript('preview.ts', ['--build'], {
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_READ_TOKEN: '',
    })
    expect(code).toBe(1)
    expect(stderr).toContain('needs SANITY_API_READ_TOKEN')
  })
})
