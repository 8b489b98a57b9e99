// The request handler on its own, over a real server: which endpoint answers which method and path, and the open
// streams it keeps so the lake can end them (and forgets once their connection closes).
import { once } from 'node:events'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDocumentStore } from '../src/document-store'
import { createRequestHandler } from '../src/handle-request'
import { KeyValues } from '../src/key-values'
import { inlineQueryRunner } from '../src/query-runner'
import { waitUntil } from './support/wait-until'
import { published } from './lake-fixture'

let server: Server
let base: string
const streams = new Set<ServerResponse>()
const logged: string[] = []

beforeAll(async () => {
  const store = await openDocumentStore({ documents: [published] })
  server = createServer(
    createRequestHandler({
      store,
      queries: inlineQueryRunner,
      projectId: 'local',
      dataset: 'production',
      keyValues: new KeyValues(),
      stream: { heartbeatMs: 60_000, bufferBytes: 1 << 20 },
      log: (message) => void logged.push(message),
      streams,
      allowedHosts: [],
      origins: [],
    }),
  )
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})
beforeEach(() => (logged.length = 0))

const send = async (method: string, path: string) => {
  const init: RequestInit = { method }
  if (method !== 'GET') Object.assign(init, { headers: { 'content-type': 'application/json' }, body: '{}' })
  const response = await fetch(`${base}${path}`, init)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('an endpoint asked with a method or path it does not take', () => {
  it.each([
    ['GET', '/v2025-02-19/data/query/production/more'],
    ['GET', '/v2025-02-19/data/query/production/'],
    ['POST', '/v2025-02-19/data/doc/production/service.web'],
    ['GET', '/v2025-02-19/data/doc/production'],
    ['GET', '/v2025-02-19/data/mutate/production'],
    ['POST', '/v2025-02-19/data/mutate/production/more'],
    ['GET', '/v2025-02-19/data/actions/production'],
    ['POST', '/v2025-02-19/data/actions/production/more'],
    ['POST', '/v2025-02-19/data/listen/production'],
    ['GET', '/v2025-02-19/data/listen/production/more'],
    ['GET', '/v2025-02-19/projects/data/doc/production/service.web'],
  ])('%s %s is not found, and named once in the log', async (method, path) => {
    const { status, body } = await send(method, path)
    expect({ status, body }).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: expect.any(String) },
    })
    expect(logged).toEqual([
      `The local Content Lake does not know ${method} ${path}: answered 404 Not Found (logged once)`,
    ])
  })

  it('with anything before the version is no API path', async () => {
    expect(await send('GET', '/api/v2025-02-19/data/doc/production/service.web')).toEqual({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message:
          "/api/v2025-02-19/data/doc/production/service.web is not an API path: Sanity's API paths start with a version, such as /v2025-02-19/",
      },
    })
  })
})

describe('the Studio’s settings', () => {
  it.each(['PUT', 'POST', 'PATCH'])('are written by %s with a body', async (method) => {
    const key = `studio.${method}`
    const written = await fetch(`${base}/v2025-02-19/users/me/keyvalue`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ key, value: method }]),
    })
    expect(written.status).toBe(200)
    expect(await (await fetch(`${base}/v2025-02-19/users/me/keyvalue/${key}`)).json()).toEqual([{ key, value: method }])
  })
})

describe('the open streams', () => {
  it('hold a listener while it is open, and forget it once its connection closes', async () => {
    const listening = httpRequest(`${base}/v2025-02-19/data/listen/production?query=*`)
    listening.end()
    const [response] = (await once(listening, 'response')) as [IncomingMessage]
    expect(response.statusCode).toBe(200)
    expect(streams.size).toBe(1)
    listening.destroy()
    await waitUntil(() => streams.size === 0, 'the closed listener forgotten')
  })
})
