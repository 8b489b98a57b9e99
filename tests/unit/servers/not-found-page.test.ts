// What npm run serve answers where there is no file: the export's 404.html, in the precompressed form the visitor
// accepts, with status 404, never cached; or a line of text when the export has no 404 page.
import { unlinkSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { StaticServerOptions } from '@/tools/servers/static-server'
import { headersRuleMarker, page, serveSite, type RunningSite } from './site-fixture'

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** The answer as sent, its body undecoded (fetch would decode it itself). */
function getRaw(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) =>
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
    })
      .on('error', reject)
      .end(),
  )
}

/** The test site with its 404 page as the build leaves it: 404.html, and the siblings `siblings` names. */
function serveWithNotFoundPage(
  siblings: { br?: boolean; gz?: boolean; html?: boolean },
  options: StaticServerOptions = {},
): Promise<RunningSite> {
  return serveSite(options, (root) => {
    const file = path.join(root, '404.html')
    if (siblings.br) writeFileSync(`${file}.br`, brotliCompressSync(page('not-found')))
    if (siblings.gz) writeFileSync(`${file}.gz`, gzipSync(page('not-found')))
    if (siblings.html === false) unlinkSync(file)
  })
}

const decoded = ({ headers, body }: RawAnswer) =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString()

describe('the 404 page, precompressed like every page of the export', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveWithNotFoundPage({ br: true, gz: true })
  })
  afterAll(() => site.close())

  // A missing page, a hidden file (_headers, a dotfile): each is answered with the same page.
  it.each(['/no-such-page', '/_headers', '/.env'])(
    'answers %s with 404.html in the encoding accepted, Brotli first, and Vary: Accept-Encoding',
    async (route) => {
      for (const [accepted, expected] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['gzip;q=0, *', 'br'],
        ['identity', undefined],
        ['br;q=0, gzip;q=0', undefined],
      ] as const) {
        const answer = await getRaw(`${site.origin}${route}`, accepted)
        expect([accepted, answer.status, answer.headers['content-encoding']]).toEqual([accepted, 404, expected])
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(answer.headers['content-length']).toBe(String(answer.body.length))
        expect(answer.headers.vary).toBe('Accept-Encoding')
        expect(answer.headers['cache-control']).toBe('no-cache')
        expect(decoded(answer)).toBe(page('not-found'))
      }
    },
  )

  it('puts the site-wide rules of _headers on the 404 of a hidden file too', async () => {
    for (const route of ['/_headers', '/.env', '/no-such-page'])
      expect([route, (await getRaw(`${site.origin}${route}`, 'br')).headers[headersRuleMarker.toLowerCase()]]).toEqual([
        route,
        'every-page',
      ])
  })
})

describe('the 404 page of an export served under its base path', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveWithNotFoundPage({ br: true, gz: true }, { basePath: '/repo' })
  })
  afterAll(() => site.close())

  it('answers a path outside the base path with 404.html in the encoding accepted', async () => {
    for (const [accepted, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await getRaw(`${site.origin}/elsewhere`, accepted)
      expect([accepted, answer.status, answer.headers['content-encoding']]).toEqual([accepted, 404, expected])
      expect(answer.headers[headersRuleMarker.toLowerCase()]).toBe('every-page')
      expect(decoded(answer)).toBe(page('not-found'))
    }
  })

  it('answers a missing page inside the base path with 404.html in the encoding accepted', async () => {
    const answer = await getRaw(`${site.origin}/repo/no-such-page`, 'br')
    expect([answer.status, answer.headers['content-encoding']]).toEqual([404, 'br'])
    expect(decoded(answer)).toBe(page('not-found'))
  })

  it('redirects the base path itself to its folder, saying so in a line of text', async () => {
    const response = await fetch(`${site.origin}/repo`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/repo/')
    expect(await response.text()).toBe('Permanent Redirect\n')
  })

  it('keeps the base path in a redirect to the clean URL', async () => {
    const response = await fetch(`${site.origin}/repo/privacy-policy/`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/repo/privacy-policy')
    expect(await response.text()).toBe('Permanent Redirect\n')
  })
})

describe('the 404 page without all its siblings', () => {
  it('sends 404.html uncompressed to a client that accepts only an encoding the build did not write', async () => {
    const site = await serveWithNotFoundPage({ gz: true })
    try {
      const answer = await getRaw(`${site.origin}/no-such-page`, 'br')
      expect([answer.status, answer.headers['content-encoding']]).toEqual([404, undefined])
      expect(answer.body.toString()).toBe(page('not-found'))
      expect(decoded(await getRaw(`${site.origin}/no-such-page`, 'br, gzip'))).toBe(page('not-found'))
    } finally {
      await site.close()
    }
  })

  it('answers "Not Found" in plain text when the export has no 404.html', async () => {
    const site = await serveWithNotFoundPage({ html: false })
    try {
      const answer = await getRaw(`${site.origin}/no-such-page`, 'br, gzip')
      expect([answer.status, answer.headers['content-encoding']]).toEqual([404, undefined])
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.body.toString()).toBe('Not Found\n')
    } finally {
      await site.close()
    }
  })
})
