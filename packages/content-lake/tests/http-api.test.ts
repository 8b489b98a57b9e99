// The lake over HTTP: bad requests get Sanity's error shapes, unknown endpoints are named once, the Studio's calls are answered.
import { get, type IncomingMessage } from 'node:http'
import { jest } from '@jest/globals'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { clientFor, closeLakes, request, startLake, studioOrigin } from './lake-fixture'
import { sendThenReset } from './support/raw-connection'

afterEach(closeLakes)

const query = (text: string, extra = '') =>
  `/v2025-02-19/data/query/production?query=${encodeURIComponent(text)}${extra}`

/** A query sent by POST, as a client sends a long one; `search` carries the options. */
const postQuery = (lake: Parameters<typeof request>[0], body: object, search = '') =>
  request(lake, `/v2025-02-19/data/query/production${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('queries with bad input', () => {
  it('answers GROQ that does not parse with 400 queryParseError, with the query and the span', async () => {
    const { lake } = await startLake()
    const { status, body } = await request(lake, query('*[_type == "service"'))
    expect(status).toBe(400)
    expect(body).toEqual({
      error: {
        type: 'queryParseError',
        description: expect.any(String),
        query: '*[_type == "service"',
        start: expect.any(Number),
        end: expect.any(Number),
      },
    })
  })

  it('refuses a parameter the query uses but the request does not give, as the real API does', async () => {
    const { client } = await startLake()
    await expect(client.fetch('*[_id == $id]', {})).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('param $id referenced, but not provided'),
    })
  })

  it('names a query parameter that is not JSON', async () => {
    const { lake } = await startLake()
    const { status, body } = await request(lake, query('*[_id == $id]', '&%24id=service.web'))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { description: 'The query parameter $id is not valid JSON: "service.web"' } })
  })

  it('refuses a query sent by POST whose params are not an object of names to values', async () => {
    const { lake } = await startLake()
    for (const params of [['service.web'], 'service.web', null]) {
      const { status, body } = await postQuery(lake, { query: '*[_id == $id]', params })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { description: '`params` must be an object of parameter names to values' } })
    }
  })

  it('answers a dataset it does not serve with 404, naming both', async () => {
    const { lake } = await startLake()
    const { status, body } = await request(lake, '/v2025-02-19/data/query/staging?query=*')
    expect(status).toBe(404)
    expect(body).toMatchObject({
      error: 'Not Found',
      message: 'Dataset "staging" not found: the local Content Lake serves "production"',
    })
  })

  it('survives every bad request: it still answers afterwards', async () => {
    const { lake, client } = await startLake()
    await request(lake, '/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'null',
    })
    await request(lake, '/v2025-02-19/data/actions/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"actions": 5}',
    })
    await request(lake, query(')'))
    await expect(client.fetch('count(*)', {}, { perspective: 'raw' })).resolves.toBe(3)
  })
})

describe('queries sent by POST, as a client sends a long one', () => {
  it('answers one that names no perspective with the published documents alone, as the API version does', async () => {
    const { lake } = await startLake()
    // A perspective stack would answer with where each document came from (_originalId); published does not.
    const { body } = await postQuery(lake, { query: '*[_id == "service.web"][0]{_id, _originalId}' })
    expect(body).toMatchObject({ result: { _id: 'service.web', _originalId: null } })
  })

  it('answers one without params, and sees drafts when the body asks for them, as text or as a list', async () => {
    const { lake } = await startLake()
    const titles = '*[_type == "service"] | order(_id).title'
    expect((await postQuery(lake, { query: titles })).body).toMatchObject({ result: ['Web'] })
    for (const perspective of ['drafts', ['drafts']])
      expect((await postQuery(lake, { query: titles, perspective })).body).toMatchObject({
        result: ['New', 'Web (draft)'],
      })
  })

  it('says how long the query took, within the time the request took, and leaves out the query when asked', async () => {
    const { lake } = await startLake()
    const asked = performance.now()
    const { body } = await postQuery(lake, { query: 'count(*)' })
    const took = performance.now() - asked
    expect(body).toEqual({ query: 'count(*)', result: 1, ms: expect.any(Number) })
    const { ms } = body as { ms: number }
    expect(ms).toBeGreaterThanOrEqual(0)
    expect(ms).toBeLessThanOrEqual(Math.ceil(took))
    expect((await postQuery(lake, { query: 'count(*)' }, '?returnQuery=false')).body).toEqual({
      result: 1,
      ms: expect.any(Number),
    })
  })
})

describe('paths with bad escapes', () => {
  it('answers a malformed % in a document path with 400 naming it, not a 500', async () => {
    const { lake, client } = await startLake()
    for (const path of [
      '/v2025-02-19/data/doc/production/service.web%E0%A4%A',
      '/v2025-02-19/data/history/production/events/documents/%ZZ',
    ]) {
      const { status, body } = await request(lake, path)
      expect({ path, status }).toEqual({ path, status: 400 })
      expect(JSON.stringify(body)).toContain('malformed escape')
    }
    await expect(client.fetch('count(*)', {}, { perspective: 'raw' })).resolves.toBe(3)
  })
})

describe('documents by id', () => {
  it('returns the stored documents and names the ids that do not exist', async () => {
    const { lake, client } = await startLake()
    await expect(client.getDocuments(['service.web', 'service.none'])).resolves.toEqual([
      expect.objectContaining({ _id: 'service.web' }),
      null,
    ])
    const { body } = await request(lake, '/v2025-02-19/data/doc/production/service.web,service.none')
    expect(body).toEqual({
      documents: [expect.objectContaining({ _id: 'service.web' })],
      omitted: [{ id: 'service.none', reason: 'existence' }],
    })
  })
})

describe('endpoints it does not know', () => {
  it('answers a path with no API version with 404, saying how Sanity’s paths start', async () => {
    const { lake, logged } = await startLake()
    const { status, body } = await request(lake, '/data/query/production?query=*')
    expect(status).toBe(404)
    expect(body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message:
        "/data/query/production is not an API path: Sanity's API paths start with a version, such as /v2025-02-19/",
    })
    expect(logged).toEqual([])
  })

  it('answers a bug with a 500 naming it, logs where it failed, and goes on serving', async () => {
    const { lake, logged } = await startLake()
    const get = jest.spyOn(lake.store, 'get').mockImplementationOnce(() => {
      throw new TypeError('a bug in the store')
    })
    const { status, body } = await request(lake, '/v2025-02-19/data/doc/production/service.web')
    expect(status).toBe(500)
    expect(body).toEqual({
      error: { type: 'internalError', description: 'The local Content Lake failed: a bug in the store' },
    })
    expect(logged).toEqual([
      expect.stringMatching(
        /^The local Content Lake failed on GET \/v2025-02-19\/data\/doc\/production\/service\.web: TypeError: a bug in the store\n\s+at /,
      ),
    ])
    expect(get).toHaveBeenCalled()
    expect((await request(lake, '/v2025-02-19/data/doc/production/service.web')).status).toBe(200)
  })

  it('answers a request target that is no path with 400, quoting it', async () => {
    const { lake } = await startLake()
    const answer = await sendThenReset(lake.port, 'GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toContain(`The request's path cannot be read: \\"http://[\\"`)
  })

  it('answers 404 in the API’s shape and logs each once, naming it', async () => {
    const { lake, logged } = await startLake()
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, body } = await request(lake, '/v2025-02-19/projects/local/webhooks')
      expect(status).toBe(404)
      expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' })
    }
    expect(logged).toEqual([
      'The local Content Lake does not know GET /v2025-02-19/projects/local/webhooks: answered 404 Not Found (logged once)',
    ])
  })

  it('answers the Studio’s upsell and notice endpoints with "nothing here" without logging them', async () => {
    const { lake, logged } = await startLake()
    expect((await request(lake, '/v2025-02-19/journey/trial')).status).toBe(404)
    expect(logged).toEqual([])
  })
})

describe('the Studio’s account and project calls', () => {
  it('answer every request as the local editor, an administrator who may do everything', async () => {
    const { lake } = await startLake()
    expect((await request(lake, '/v2025-02-19/users/me')).body).toMatchObject({
      id: 'local-editor',
      name: 'Local editor',
      role: 'administrator',
    })
    expect((await request(lake, '/v2025-06-27/datasets')).body).toEqual([
      expect.objectContaining({ name: 'production' }),
    ])
    expect((await request(lake, '/v2021-06-07/projects/local/datasets/production/acl')).body).toEqual([
      { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] },
    ])
  })

  it('answer the Studio’s probes harmlessly: comments as the one feature (switched off in its config), a pong, this origin allowed, telemetry denied', async () => {
    const { lake, logged } = await startLake()
    expect((await request(lake, '/v2025-02-19/features')).body).toEqual(['studioComments'])
    expect((await request(lake, '/v2021-12-15/projects/local')).body).toMatchObject({ features: ['studioComments'] })
    expect((await request(lake, '/v2025-03-01/ping')).body).toBe('PONG')
    expect((await request(lake, '/v2025-02-19/check/cors')).body).toEqual({
      result: { allowed: true, withCredentials: true },
    })
    expect((await request(lake, '/vX/intake/telemetry-status')).body).toEqual({ status: 'denied' })
    expect(logged).toEqual([])
  })

  it('keep the Studio’s key-value preferences for the session', async () => {
    const { lake } = await startLake()
    const put = {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ key: 'studio.layout', value: 'split' }]),
    }
    await request(lake, '/v2025-02-19/users/me/keyvalue', put)
    expect((await request(lake, '/v2025-02-19/users/me/keyvalue/studio.layout,other')).body).toEqual([
      { key: 'studio.layout', value: 'split' },
      { key: 'other', value: null },
    ])
  })

  it('answer the document history with no events, and its transactions as an empty NDJSON stream', async () => {
    const { lake } = await startLake()
    expect(
      (await request(lake, '/v2025-02-19/data/history/production/events/documents/drafts.service.web')).body,
    ).toEqual({
      events: { 'drafts.service.web': [] },
    })
    const transactions = await request(lake, '/v2025-02-19/data/history/production/transactions/service.web')
    expect(transactions).toMatchObject({ status: 200, body: '' })
    expect(transactions.headers.get('content-type')).toBe('application/x-ndjson')
  })
})

describe('a private lake (started with a token)', () => {
  it('refuses a request without the token with 401 and answers one with it', async () => {
    const { lake } = await startLake({ token: 'sk-local' })
    await expect(clientFor(lake).fetch('count(*)')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Unauthorized - Session not found',
    })
    // The real API's body, as any other client reads it.
    await expect(request(lake, '/v2025-02-19/data/query/production?query=count(*)')).resolves.toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Session not found' },
    })
    await expect(clientFor(lake, 'sk-local').fetch('count(*)', {}, { perspective: 'raw' })).resolves.toBe(3)
  })

  it('holds a sanity.previewUrlSecret that validatePreviewUrl accepts, and rejects a wrong or expired one', async () => {
    const expired = {
      _id: 'sanity-preview-url-secret.old',
      _type: 'sanity.previewUrlSecret',
      secret: 'old',
      _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    }
    const { lake } = await startLake({ token: 'sk-local', documents: [expired] })
    const client = clientFor(lake, 'sk-local')
    await client.createOrReplace({
      _id: 'sanity-preview-url-secret.abc',
      _type: 'sanity.previewUrlSecret',
      secret: 'right',
      studioUrl: 'http://localhost:3333',
    })
    const url = (secret: string) =>
      `http://site/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fterms-of-service`
    await expect(validatePreviewUrl(client, url('right'))).resolves.toMatchObject({
      isValid: true,
      redirectTo: '/terms-of-service',
    })
    await expect(validatePreviewUrl(client, url('wrong'))).resolves.toMatchObject({ isValid: false })
    await expect(validatePreviewUrl(client, url('old'))).resolves.toMatchObject({ isValid: false })
  })
})

describe('a request body', () => {
  const mutate = '/v2025-02-19/data/mutate/production'
  const create = JSON.stringify({ mutations: [{ create: { _type: 'note', title: 'From a form' } }] })
  const bytes = (text: string) => new TextEncoder().encode(text)
  const notJson = (type: string) => `The request body must be JSON (Content-Type: application/json), got "${type}"`

  it('of a change that is not sent as JSON is refused, naming the type it came as, and changes nothing', async () => {
    const { lake, client } = await startLake()
    const before = await client.fetch('count(*)')
    // fetch sends bytes with no Content-Type, and a string as text/plain.
    for (const [headers, type] of [
      [{ 'content-type': 'text/plain' }, 'text/plain'],
      [{}, 'none'],
    ] as const) {
      const { status, body } = await request(lake, mutate, { method: 'POST', headers, body: bytes(create) })
      expect(status).toBe(400)
      expect(body).toMatchObject({ error: { type: 'httpBadRequest', description: notJson(type) } })
    }
    expect(await client.fetch('count(*)')).toBe(before)
  })

  it('of a change that is not a JSON object is refused, saying what is wrong with it', async () => {
    const { lake } = await startLake()
    const post = (body: string) =>
      request(lake, mutate, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect((await post('{"mutations": [')).body).toMatchObject({
      error: { description: expect.stringMatching(/^The request body is not valid JSON: /) },
    })
    for (const notAnObject of ['[]', '5', 'null'])
      expect((await post(notAnObject)).body).toMatchObject({
        error: { description: 'The request body must be a JSON object' },
      })
    expect((await post('')).body).toMatchObject({
      error: { description: expect.stringMatching(/^The request body is not valid JSON: /) },
    })
  })

  it('to one of the Studio’s endpoints may be left out, but one that is sent is JSON', async () => {
    const { lake } = await startLake()
    const keyvalue = '/v2025-02-19/users/me/keyvalue'
    expect((await request(lake, keyvalue, { method: 'PUT', body: bytes('[]') })).body).toMatchObject({
      error: { description: notJson('none') },
    })
    const plain = await request(lake, keyvalue, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: '[]',
    })
    expect(plain.body).toMatchObject({ error: { description: notJson('text/plain') } })
    const masked = { 'content-type': 'text/plain; profile=application/json' }
    expect((await request(lake, keyvalue, { method: 'PUT', headers: masked, body: '[]' })).status).toBe(400)
    expect(await request(lake, keyvalue, { method: 'PUT' })).toMatchObject({ status: 200, body: [] })
  })
})

describe('browsers', () => {
  it('refuses the Studio’s presence websocket with 404, and keeps serving when the browser resets that connection', async () => {
    const { lake, client } = await startLake()
    const upgrade = `GET /v2025-02-19/socket/production HTTP/1.1\r\nHost: local.localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`
    expect(await sendThenReset(lake.port, upgrade)).toMatch(/^HTTP\/1\.1 404 /)
    expect(await client.fetch('count(*)')).toBeGreaterThan(0)
  })

  it('may call it from the Studio’s page, by any of this machine’s names, with credentials', async () => {
    const { lake } = await startLake()
    for (const origin of [studioOrigin, 'http://127.0.0.1:3333']) {
      const local = await request(lake, '/v2025-02-19/users/me', { headers: { origin } })
      expect(local.status).toBe(200)
      expect(local.headers.get('access-control-allow-origin')).toBe(origin)
      expect(local.headers.get('access-control-allow-credentials')).toBe('true')
      // The answer differs by page: a cache must not hand one page's to another.
      expect(local.headers.get('vary')).toBe('Origin')
    }
  })

  it('answers the Studio’s preflight with what it may send, and one without a page with no permission at all', async () => {
    const { lake, logged } = await startLake()
    const preflight = (headers: Record<string, string>) =>
      request(lake, '/v2025-02-19/data/mutate/production', { method: 'OPTIONS', headers })
    const studio = await preflight({ origin: studioOrigin, 'access-control-request-headers': 'authorization' })
    expect(studio.status).toBe(204)
    expect(Object.fromEntries([...studio.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': studioOrigin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': 'authorization',
      'access-control-max-age': '600',
    })
    const asked = await preflight({ origin: studioOrigin })
    expect(asked.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    const none = await preflight({})
    expect(none.status).toBe(204)
    expect([...none.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([])
    // A preflight is answered and done: nothing goes on to answer it again.
    expect(logged).toEqual([])
  })

  it('tells a refused page, in the body it cannot read, which pages it answers', async () => {
    const origins = [studioOrigin, 'http://localhost:3000']
    const { lake } = await startLake({ browserOrigins: origins })
    const read = await request(lake, '/v2025-02-19/users/me', { headers: { origin: 'http://localhost:9999' } })
    expect(read).toMatchObject({
      status: 403,
      body: {
        error: {
          type: 'forbidden',
          description: expect.stringMatching(
            /^Refused: the local Content Lake answers pages of http:\/\/localhost:3333 and http:\/\/localhost:3000, and clients that send no Origin; this GET came from http:\/\/localhost:9999\./,
          ),
        },
      },
    })
  })

  it('refuses every other page, even one on this machine: it reads no draft and no private document, and is not told why', async () => {
    const { lake } = await startLake()
    for (const origin of ['http://localhost:9999', 'https://evil.example', 'null']) {
      const read = await request(lake, '/v2025-02-19/data/doc/production/drafts.service.web', { headers: { origin } })
      expect({ origin, status: read.status }).toEqual({ origin, status: 403 })
      expect(JSON.stringify(read.body)).not.toContain('Web (draft)')
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
      const preflight = await request(lake, '/v2025-02-19/data/query/production', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(preflight.status).toBe(403)
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    }
    // Scripts and servers send no Origin, and read as before.
    expect((await request(lake, '/v2025-02-19/data/doc/production/drafts.service.web')).status).toBe(200)
  })

  it('moves a browser’s listener to a host name of its own, so listeners do not use up the six connections a browser allows one host', async () => {
    const { lake } = await startLake()
    const headers = { origin: studioOrigin, host: `local.localhost:${lake.port}` }
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      get(
        { host: '127.0.0.1', port: lake.port, path: '/v2025-02-19/data/listen/production?query=*', headers },
        resolve,
      ).on('error', reject),
    )
    answer.resume()
    expect(answer.statusCode).toBe(307)
    // Each move gets a ticket of its own: a browser must not keep one.
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers.location).toMatch(
      new RegExp(
        `^http://listener-\\d+\\.local\\.localhost:${lake.port}/v2025-02-19/data/listen/production\\?query=\\*&lakeTicket=[0-9a-f-]{36}$`,
      ),
    )
  })
})
