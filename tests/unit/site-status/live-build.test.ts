// Reading the live site's build.json: a good one, each way it can be missing, malformed or foreign, an older one than
// seen before, and the local site before its first export.
import { buildRecordUrl, fetchLiveBuild, localSiteAbsence } from '@/studio/plugins/site-status/logic/live-build'

const good = {
  builtAt: '2026-11-23T11:30:00.000Z',
  commit: null,
  source: { kind: 'sanity', projectId: 'p1', dataset: 'production' },
  siteUrl: 'https://owner.github.io/repo/',
  documents: { siteSettings: 'r1' },
}

/** A fetch that answers every request with this status and body, recording the URLs asked for. */
function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const asked: string[] = []
  const fetch = (async (url: string) => {
    asked.push(url)
    return new Response(body, { status, headers })
  }) as unknown as typeof globalThis.fetch
  return { fetch, asked }
}

/** npm run studio's local site before its first export: 503 with its state as JSON, to any origin. */
const localSiteAnswering = (state: object) =>
  answering(503, JSON.stringify(state), {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
  })

describe('fetchLiveBuild', () => {
  it('reads build.json under the site’s path, never from a cache', async () => {
    const { fetch, asked } = answering(200, JSON.stringify(good))
    const live = await fetchLiveBuild('https://owner.github.io/repo', { fetch })
    expect(live).toMatchObject({ status: 'live', record: good })
    expect(asked).toEqual(['https://owner.github.io/repo/build.json'])
    expect(buildRecordUrl('https://www.example.com/')).toBe('https://www.example.com/build.json')
  })

  it('says the site cannot be reached when the request fails, naming what it asked', async () => {
    const fetch = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    }) as unknown as typeof globalThis.fetch
    expect(await fetchLiveBuild('https://www.example.com', { fetch })).toEqual({
      status: 'unreachable',
      reason: 'no answer from https://www.example.com/build.json (ECONNREFUSED)',
      url: 'https://www.example.com/build.json',
    })
  })

  it('says "network error" where a browser gives no cause, as it does for a refused connection or a CORS refusal', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof globalThis.fetch
    expect(await fetchLiveBuild('https://www.example.com', { fetch })).toMatchObject({
      status: 'unreachable',
      reason: 'no answer from https://www.example.com/build.json (network error)',
    })
  })

  it.each([
    [404, 'Not Found', 'answered 404: the live build has no build.json'],
    [200, '<!doctype html>', 'is not JSON'],
    [200, JSON.stringify({ ...good, builtAt: 'yesterday' }), 'is malformed: builtAt is not an ISO time'],
    [
      200,
      JSON.stringify({ ...good, documents: { siteSettings: 1 } }),
      'is malformed: documents is not an object of _id to _rev strings',
    ],
    [200, JSON.stringify({ ...good, source: { kind: 'ftp' } }), 'is malformed: source.kind "ftp"'],
  ])('reports an answer of HTTP %i %s as invalid, saying why', async (status, body, reason) => {
    const live = await fetchLiveBuild('https://www.example.com', answering(status, body))
    expect(live.status).toBe('invalid')
    expect(live.status !== 'live' && live.reason).toContain(reason)
  })

  it('reports a server error as the site being unreachable', async () => {
    expect(await fetchLiveBuild('https://www.example.com', answering(503, 'busy'))).toMatchObject({
      status: 'unreachable',
      reason: expect.stringContaining('HTTP 503'),
      httpStatus: 503,
    })
  })

  it('tells a local site that is not there from one making its first build (503), and from any other answer', async () => {
    const refused = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    }) as unknown as typeof globalThis.fetch
    const local = 'http://127.0.0.1:3000'
    expect(localSiteAbsence(await fetchLiveBuild(local, { fetch: refused }))).toBe('none')
    expect(localSiteAbsence(await fetchLiveBuild(local, localSiteAnswering({ state: 'building' })))).toBe('building')
    expect(localSiteAbsence(await fetchLiveBuild(local, answering(500, 'oops')))).toBeUndefined()
    expect(localSiteAbsence(await fetchLiveBuild(local, answering(404, 'Not Found')))).toBeUndefined()
  })

  it('says that the local site’s first build failed, with the build’s last lines and when', async () => {
    const failed = {
      state: 'failed',
      error: 'The content has 1 problem; nothing was built:\n  - service "service.web" › title: Required',
      failedAt: '2026-11-23T11:31:00.000Z',
    }
    const live = await fetchLiveBuild('http://127.0.0.1:3000', localSiteAnswering(failed))
    expect(live).toEqual({
      status: 'unreachable',
      reason: 'http://127.0.0.1:3000/build.json answered HTTP 503: the first build of the local site failed',
      url: 'http://127.0.0.1:3000/build.json',
      httpStatus: 503,
      localBuild: failed,
    })
    expect(localSiteAbsence(live)).toBe('failed')
  })

  it('takes any other 503 for a site that cannot be reached, not for a local build', async () => {
    for (const body of ['The local site is being built', '{"state":"failed"}', '{"state":"resting"}']) {
      const live = await fetchLiveBuild('http://127.0.0.1:3000', answering(503, body))
      expect(live).toMatchObject({
        status: 'unreachable',
        reason: 'http://127.0.0.1:3000/build.json answered HTTP 503',
      })
      expect(localSiteAbsence(live)).toBeUndefined()
    }
  })

  it('refuses a build.json of another Sanity project or dataset', async () => {
    const live = await fetchLiveBuild('https://www.example.com', {
      ...answering(200, JSON.stringify(good)),
      expectedSource: { projectId: 'p1', dataset: 'staging' },
    })
    expect(live).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining(
        'built from Sanity project p1, dataset production, not from Sanity project p1, dataset staging',
      ),
    })
  })

  it('takes a build older than one already seen for what the site shows now, saying it is older (a rollback)', async () => {
    const live = await fetchLiveBuild('https://www.example.com', {
      ...answering(200, JSON.stringify(good)),
      newestSeen: '2026-11-23T11:45:00.000Z',
    })
    expect(live).toEqual({
      status: 'live',
      record: good,
      url: 'https://www.example.com/build.json',
      newerSeen: '2026-11-23T11:45:00.000Z',
    })
    const same = await fetchLiveBuild('https://www.example.com', {
      ...answering(200, JSON.stringify(good)),
      newestSeen: good.builtAt,
    })
    expect(same).toEqual({ status: 'live', record: good, url: 'https://www.example.com/build.json' })
  })
})
