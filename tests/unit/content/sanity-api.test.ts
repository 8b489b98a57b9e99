// The live source against a local stand-in of Sanity's query API: requests, retries, time limits and failures.
import { ContentError } from '@/lib/content/content-error'
import { fetchSiteContent } from '@/lib/content/fetch-site-content'
import { siteContentQuery } from '@/lib/content/queries'
import { querySanityApi } from '@/lib/content/sources/sanity-api'
import { datasetFile, loadRawContent } from './fixtures'
import {
  answer,
  closedPort,
  fastPolicy,
  json,
  sanitySource,
  startSanityStub,
  type Responder,
  type SanityStub,
} from './sanity-stub'

let result: unknown
let stub: SanityStub | undefined

beforeAll(async () => {
  result = await loadRawContent()
})

afterEach(async () => {
  await stub?.close()
  stub = undefined
})

async function serve(respond: Responder): Promise<SanityStub> {
  stub = await startSanityStub(respond)
  return stub
}

/** Runs the query and returns the ContentError it fails with, plus how long it took. */
async function failure(
  host: string,
  policy = fastPolicy,
  token?: string,
): Promise<{ error: ContentError; elapsed: number }> {
  const started = Date.now()
  const error: unknown = await querySanityApi(sanitySource(host, token), siteContentQuery, policy).then(
    () => new Error('the query succeeded'),
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ContentError)
  return { error: error as ContentError, elapsed: Date.now() - started }
}

describe('querySanityApi', () => {
  it('asks once, on the versioned query path, for published documents only', async () => {
    const { host, requests } = await serve((res, _n, req) => answer(res, req, result))
    await expect(querySanityApi(sanitySource(host), siteContentQuery, fastPolicy)).resolves.toEqual(result)
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request).toMatchObject({ method: 'GET', pathname: '/v2025-01-27/data/query/production' })
    expect(request!.params.get('query')).toBe(siteContentQuery)
    expect(request!.params.get('perspective')).toBe('published')
    expect(request!.headers.authorization).toBeUndefined()
  })

  it('sends the read token as a Bearer Authorization header', async () => {
    const { host, requests } = await serve((res, _n, req) => answer(res, req, result))
    await querySanityApi(sanitySource(host, 'sk-read-123'), siteContentQuery, fastPolicy)
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-read-123')
  })

  it('retries two 503s with back-off and returns the third answer', async () => {
    const { host, requests } = await serve((res, n, req) =>
      n <= 2 ? json(res, 503, { error: 'unavailable' }) : answer(res, req, result),
    )
    await expect(querySanityApi(sanitySource(host), siteContentQuery, fastPolicy)).resolves.toEqual(result)
    expect(requests).toHaveLength(3)
    // baseDelayMs 20, doubling: at least 20 ms before the second request and 40 ms before the third (less a timer tick).
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(18)
    expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(38)
  })

  it('waits as long as Retry-After asks when rate limited, then succeeds', async () => {
    const { host, requests } = await serve((res, n, req) =>
      n === 1 ? json(res, 429, { error: 'slow down' }, { 'retry-after': '1' }) : answer(res, req, result),
    )
    await expect(querySanityApi(sanitySource(host), siteContentQuery, fastPolicy)).resolves.toEqual(result)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(950)
  })

  it('gives up on a persistent 500 after maxAttempts, naming the host and every attempt', async () => {
    const { host, requests } = await serve((res) => json(res, 500, { error: 'boom' }))
    const { error } = await failure(host)
    expect(requests).toHaveLength(fastPolicy.maxAttempts)
    expect(error.message).toContain(`The Sanity query to ${host} gave up after 4 attempts`)
    for (const attempt of [1, 2, 3, 4]) expect(error.message).toContain(`attempt ${attempt}: ${host} answered HTTP 500`)
  })

  it.each([401, 403])('stops after one request on HTTP %i and points at SANITY_API_READ_TOKEN', async (status) => {
    const { host, requests } = await serve((res) => json(res, status, { error: 'Unauthorized' }))
    const { error } = await failure(host, fastPolicy, 'sk-wrong')
    expect(requests).toHaveLength(1)
    expect(error.message).toContain(`${host} refused the query with HTTP ${status}`)
    expect(error.message).toContain('check SANITY_API_READ_TOKEN')
    expect(error.message).toContain('dataset "production"')
  })

  it('does not retry a query the API rejects as bad (HTTP 400)', async () => {
    const { host, requests } = await serve((res) =>
      json(res, 400, { error: { description: 'expected } following object body' } }),
    )
    const { error } = await failure(host)
    expect(requests).toHaveLength(1)
    expect(error.message).toContain(`${host} answered HTTP 400`)
  })

  it('abandons a server that never answers within the total time limit', async () => {
    const { host, requests } = await serve(() => undefined)
    const policy = { requestTimeoutMs: 300, totalTimeoutMs: 1000, maxAttempts: 10, baseDelayMs: 20 }
    const { error, elapsed } = await failure(host, policy)
    // Without the total limit, ten 300 ms attempts and their back-offs would take over 13 s.
    expect(elapsed).toBeLessThan(2500)
    expect(requests.length).toBeGreaterThanOrEqual(2)
    expect(error.message).toContain(`The Sanity query to ${host} gave up after the 1 s limit`)
    expect(error.message).toContain(`attempt 1: no answer from ${host} within the request time limit`)
  })

  it('gives up after maxAttempts when every request times out', async () => {
    const { host, requests } = await serve(() => undefined)
    const { error, elapsed } = await failure(host, { ...fastPolicy, requestTimeoutMs: 200 })
    expect(requests).toHaveLength(4)
    expect(elapsed).toBeLessThan(fastPolicy.totalTimeoutMs)
    expect(error.message).toContain('gave up after 4 attempts')
  })

  it.each([
    ['labelled JSON but truncated', 'application/json', '{"ms":1,"result":{"settings":['],
    ['an HTML error page', 'text/html', '<html>maintenance</html>'],
  ])('rejects a body that is %s as not valid JSON, without retrying', async (_kind, contentType, body) => {
    const { host, requests } = await serve(
      (res) => (res.writeHead(200, { 'content-type': contentType }), res.end(body)),
    )
    const { error } = await failure(host)
    expect(requests).toHaveLength(1)
    expect(error.message).toContain(`${host} sent a query response that is not valid JSON`)
  })

  it('quotes only the first 80 characters of a body that is not JSON', async () => {
    const page = `<html><body>${'Down for maintenance. '.repeat(20)}</body></html>`
    const { host } = await serve((res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end(page)))
    const { error } = await failure(host)
    expect(error.message).toBe(
      `${host} sent a query response that is not valid JSON: ${JSON.stringify(page.slice(0, 80))}`,
    )
  })

  it('reports a JSON answer without "result" as malformed', async () => {
    const { host } = await serve((res) => json(res, 200, { ms: 1, query: siteContentQuery }))
    const { error } = await failure(host)
    expect(error.message).toBe(`${host} sent a malformed query response: it has no "result" field.`)
  })

  it('fails fast, in one attempt, when nothing listens at the host', async () => {
    const host = `http://127.0.0.1:${await closedPort()}`
    const { error, elapsed } = await failure(host)
    expect(elapsed).toBeLessThan(500)
    expect(error.message).toBe(
      `The Sanity query failed: cannot reach ${host} (ECONNREFUSED): check SANITY_PROJECT_ID and SANITY_API_HOST.`,
    )
  })
})

describe('fetchSiteContent from Sanity', () => {
  it('gives the same site content as the embedded dataset file for the same documents', async () => {
    const { host } = await serve((res, _n, req) => answer(res, req, result))
    const fromSanity = await fetchSiteContent(sanitySource(host), fastPolicy)
    const fromFile = await fetchSiteContent({ kind: 'dataset-file', file: datasetFile })
    expect(fromSanity).toEqual(fromFile)
    expect(fromSanity.services.length).toBeGreaterThan(0)
  })

  it('reads the published perspective only', async () => {
    const { host, requests } = await serve((res, _n, req) => answer(res, req, result))
    await fetchSiteContent(sanitySource(host), fastPolicy)
    expect(requests[0]!.params.get('perspective')).toBe('published')
  })

  it('validates what Sanity returns before shaping it', async () => {
    const broken = structuredClone(result) as { services: unknown[] }
    broken.services = []
    const { host } = await serve((res, _n, req) => answer(res, req, broken))
    await expect(fetchSiteContent(sanitySource(host), fastPolicy)).rejects.toThrow(
      'service "(no service)" › (document): at least one service document is needed',
    )
  })
})
