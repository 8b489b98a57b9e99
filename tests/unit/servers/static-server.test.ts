import { rmSync, statSync, writeFileSync } from 'node:fs'
import { request, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { bindPort } from 'local-content-lake/bind-port'
import { foreignHostOf, requestWithHost } from 'local-content-lake/testing'
import { createStaticHandler, staticHttpServer } from '@/tools/servers/static-server'
import { runInProcess, type ScriptRun } from '../process-exit'
import { headersRuleMarker, page, serveSite, writeSite, type RunningSite } from './site-fixture'

describe('the static server (tools/servers/static-server.ts)', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveSite()
  })
  afterAll(() => site.close())

  const get = (route: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${site.origin}${route}`, { method, headers, redirect: 'manual' })

  it('serves a clean URL from the .html file of that name, and / from index.html', async () => {
    const privacy = await get('/privacy-policy', { 'Accept-Encoding': 'identity' })
    expect(privacy.status).toBe(200)
    expect(privacy.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await privacy.text()).toBe(page('privacy'))
    expect(await (await get('/')).text()).toBe(page('home'))
  })

  it('gives files the content type of their extension, with a charset for text, also where sirv knows none (.ico)', async () => {
    expect((await get('/favicon.ico?v=1')).headers.get('content-type')).toBe('image/x-icon')
    expect((await get('/assets/site.css', { 'Accept-Encoding': 'br' })).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    )
  })

  it('redirects a trailing slash and double slashes to the clean URL with 308, keeping the query', async () => {
    const slash = await get('/privacy-policy/?ref=mail')
    expect(slash.status).toBe(308)
    expect(slash.headers.get('location')).toBe('/privacy-policy?ref=mail')
    const doubled = await get('//privacy-policy')
    expect(doubled.status).toBe(308)
    expect(doubled.headers.get('location')).toBe('/privacy-policy')
  })

  it('never redirects off the site, however the path starts', async () => {
    for (const target of ['//evil.example/', '///evil.example', '/%2fevil.example/']) {
      const response = await get(target)
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe('/evil.example')
    }
  })

  it('answers an unknown path with the 404.html page and status 404', async () => {
    const response = await get('/no-such-page', { 'Accept-Encoding': 'identity' })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(page('not-found'))
    expect(response.headers.get(headersRuleMarker)).toBe('every-page')
  })

  it('answers a missing file under a path cached for a year with a 404 that is never cached', async () => {
    // A browser or CDN that kept this 404 for a year would miss the file once it is deployed.
    const response = await get('/assets/not-yet-deployed.css')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('puts the site-wide rules of _headers on refusals and redirects too (405, 400, 308)', async () => {
    for (const response of [await get('/', {}, 'POST'), await get('/%E0%A4%A'), await get('/privacy-policy/')]) {
      expect([405, 400, 308]).toContain(response.status)
      expect(response.headers.get(headersRuleMarker)).toBe('every-page')
    }
  })

  it('applies the rules of _headers that match the request path, and no-cache to pages', async () => {
    const privacy = await get('/privacy-policy')
    expect(privacy.headers.get(headersRuleMarker)).toBe('every-page')
    expect(privacy.headers.get('x-page')).toBe('privacy')
    expect(privacy.headers.get('cache-control')).toBe('no-cache')
    expect((await get('/')).headers.get('x-page')).toBeNull()
    expect((await get('/assets/site.css')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('sends the precompressed sibling the client accepts, Brotli first, with Vary: Accept-Encoding', async () => {
    const request = (encoding: string) => fetch(`${site.origin}/`, { headers: { 'Accept-Encoding': encoding } })
    for (const [accepted, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const response = await request(accepted)
      expect([accepted, response.headers.get('content-encoding')]).toEqual([accepted, expected])
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(await response.text()).toBe(page('home'))
    }
  })

  it('sends bytes that decode to the file in the chosen encoding', async () => {
    // Node's fetch would decode the body itself.
    const raw = (encoding: string) =>
      new Promise<Buffer>((resolve) =>
        request(`${site.origin}/`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)))
        }).end(),
      )
    expect(brotliDecompressSync(await raw('br')).toString()).toBe(page('home'))
    expect(gunzipSync(await raw('gzip')).toString()).toBe(page('home'))
    expect((await raw('identity')).toString()).toBe(page('home'))
  })

  it('gives a strong ETag and Last-Modified, and answers a matching conditional request with 304 and no body', async () => {
    const first = await get('/privacy-policy')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    const lastModified = first.headers.get('last-modified')!
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false)

    const revalidated = await get('/privacy-policy', { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect(revalidated.headers.get('x-page')).toBe('privacy')
    expect(await revalidated.text()).toBe('')
    expect((await get('/privacy-policy', { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304)
    expect((await get('/privacy-policy', { 'If-Modified-Since': lastModified })).status).toBe(304)
    expect((await get('/privacy-policy', { 'If-None-Match': '"other"' })).status).toBe(200)
    expect((await get('/privacy-policy', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200)
  })

  it('gives each encoding its own ETag, so a cache never revalidates one with another', async () => {
    const tag = async (encoding: string) => (await get('/', { 'Accept-Encoding': encoding })).headers.get('etag')
    const tags = [await tag('br'), await tag('gzip'), await tag('identity')]
    expect(new Set(tags).size).toBe(3)
  })

  it('answers HEAD like GET without a body', async () => {
    const [head, got] = [await get('/privacy-policy', {}, 'HEAD'), await get('/privacy-policy')]
    expect(head.status).toBe(200)
    for (const name of ['content-type', 'content-length', 'etag', 'x-page'])
      expect(head.headers.get(name)).toBe(got.headers.get(name))
    expect(await head.text()).toBe('')
    expect((await get('/no-such-page', {}, 'HEAD')).status).toBe(404)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s with 405 and Allow: GET, HEAD', async (method) => {
    const response = await get('/', {}, method)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers only this machine: a read or a write addressed to another host gets 403 naming it, and no file', async () => {
    const host = foreignHostOf(site.origin)
    for (const method of ['GET', 'POST']) {
      const answer = await requestWithHost(`${site.origin}/`, {
        host,
        method,
        body: method === 'POST' ? 'x' : undefined,
      })
      expect(answer.status).toBe(403)
      expect(answer.text).toContain(`"${host}"`)
      expect(answer.text).toContain('LOCAL_ALLOWED_HOSTS')
      expect(answer.text).not.toContain('home page')
    }
    expect((await requestWithHost(`${site.origin}/`, { host: `site.localhost:${site.port}` })).text).toContain(
      'home page',
    )
  })

  it('ignores a Range header and sends the whole file, even a reversed or suffix range', async () => {
    for (const range of ['bytes=5-2', 'bytes=-10', 'bytes=0-3']) {
      const response = await get('/privacy-policy', { Range: range, 'Accept-Encoding': 'identity' })
      expect([range, response.status]).toEqual([range, 200])
      expect(await response.text()).toBe(page('privacy'))
    }
  })
})

describe('the static server’s own answers: refusals, redirects and failures', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveSite()
  })
  afterAll(() => site.close())

  const get = (route: string, method = 'GET') => fetch(`${site.origin}${route}`, { method, redirect: 'manual' })

  it('says what it refused or where it redirects in a line of plain text, which no browser keeps', async () => {
    // A 308 is cached for good unless told otherwise: a developer's browser would keep redirecting after a fix.
    for (const [route, method, status, text] of [
      ['/', 'POST', 405, 'Method Not Allowed'],
      ['/%E0%A4%A', 'GET', 400, 'Bad Request: malformed percent-escape'],
      ['/privacy-policy/', 'GET', 308, 'Permanent Redirect'],
    ] as const) {
      const response = await get(route, method)
      expect([route, response.status]).toEqual([route, status])
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toBe(`${text}\n`)
    }
  })
})

describe('the static server serves one deploy: the files of root when it starts', () => {
  let site: RunningSite
  beforeEach(async () => {
    site = await serveSite()
  })
  afterEach(() => site.close())

  it('answers a file written after it started with 404, as a host answers a file of the next deploy', async () => {
    writeFileSync(path.join(site.root, 'late.html'), page('late'))
    const response = await fetch(`${site.origin}/late`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(page('not-found'))
  })

  it('cuts the connection when a file it serves was removed since (a rebuild), rather than leave the visitor waiting', async () => {
    rmSync(path.join(site.root, 'privacy-policy.html'))
    const answer = fetch(`${site.origin}/privacy-policy`, { headers: { 'Accept-Encoding': 'identity' } })
    await expect(answer.then((response) => response.text())).rejects.toThrow()
  })

  it('answers 304 only to the tags it gave, not to a weak size-and-time tag such as sirv would make', async () => {
    const { size, mtime } = statSync(path.join(site.root, 'privacy-policy.html'))
    const response = await fetch(`${site.origin}/privacy-policy`, {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': `W/"${size}-${mtime.getTime()}"` },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(page('privacy'))
  })
})

describe('the static server when something fails while it answers', () => {
  let dir: string
  let server: Server
  let origin: string
  let run: ScriptRun
  // Called before the handler on each request, to make the answer fail where a test wants it to.
  let beforeHandle: (response: ServerResponse) => void
  beforeAll(async () => {
    const site = writeSite()
    dir = site.dir
    // A header value HTTP cannot carry (not Latin-1): Node refuses to set it, so answering /privacy-policy throws.
    writeFileSync(path.join(site.root, '_headers'), '/privacy-policy\n  X-Note: coffee ☕\n')
    const { handle } = createStaticHandler(site.root)
    server = staticHttpServer(() => (request, response) => {
      beforeHandle(response)
      handle(request, response)
    })
    origin = `http://127.0.0.1:${await bindPort(server, 0, '127.0.0.1')}`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
    rmSync(dir, { recursive: true, force: true })
  })
  beforeEach(() => {
    beforeHandle = () => undefined
    run = runInProcess()
  })
  afterEach(() => run.restore())

  it('answers 500 in plain words, keeps serving, and logs the error with the request that met it', async () => {
    const response = await fetch(`${origin}/privacy-policy`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Internal Server Error\n')
    expect(run.stderr).toHaveLength(1)
    expect(run.stderr[0]).toMatch(
      /^GET \/privacy-policy: TypeError.*: Invalid character in header content \["X-Note"\]/,
    )
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })

  it('cuts the connection when it fails after the head went out, so no one takes a part of a file for all of it', async () => {
    beforeHandle = (response) =>
      response.once('pipe', () => {
        throw new Error('the disk went away')
      })
    const answer = fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'identity' } })
    await expect(answer.then((response) => response.text())).rejects.toThrow()
    expect(run.stderr[0]).toMatch(/^GET \/: Error: the disk went away/)
    beforeHandle = () => undefined
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })
})
