// A listener whose client has gone lets go of the store, whenever it goes: once it has been welcomed, and before, while
// its filter is still being tried on every document. The store and the query runner are stand-ins here, so the test
// decides when that first query ends; the HTTP server and client are real.
import { once } from 'node:events'
import { createServer, get, type ClientRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { DocumentStore } from '../src/document-store'
import { listen } from '../src/listen-stream'
import type { QueryRunner } from '../src/query-runner'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  if (server) await new Promise((resolve) => server!.close(resolve))
  server = undefined
})

/** A store that counts its subscriptions and those still open. */
function countingStore() {
  const counts = { subscribed: 0, open: 0 }
  const store = {
    all: () => [],
    subscribe: () => {
      counts.subscribed++
      counts.open++
      return () => void counts.open--
    },
  } as unknown as DocumentStore
  return { store, counts }
}

/** Queries whose first whole-dataset query (the filter tried on every document) ends when the test says so. */
function heldQueries() {
  let asked!: () => void
  let release!: () => void
  const wasAsked = new Promise<void>((resolve) => (asked = resolve))
  const released = new Promise<unknown[]>((resolve) => (release = () => resolve([])))
  const queries: QueryRunner = {
    query: () => (asked(), released),
    matches: async (documents) => documents.map(() => false),
    close: async () => undefined,
  }
  return { queries, wasAsked, release: () => (release(), released) }
}

/** A server whose every request is a listener of `store`; `closed` resolves once the server has seen its client go. */
async function listening(store: DocumentStore, queries: QueryRunner) {
  let closed!: () => void
  const closedOnServer = new Promise<void>((resolve) => (closed = resolve))
  server = createServer((_req, res) => {
    listen(store, queries, res, {
      query: '*',
      params: {},
      search: new URLSearchParams(),
      identity: 'p-editor',
      stream: { heartbeatMs: 60_000, bufferBytes: 1024 * 1024 },
    })
    // After the listener's own: by the time this runs, the listener has heard the close.
    res.on('close', closed)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const request: ClientRequest = get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  request.on('error', () => undefined)
  return { request, closedOnServer }
}

it('lets go of the store when its client goes after the welcome', async () => {
  const { store, counts } = countingStore()
  const { queries, release } = heldQueries()
  const { request, closedOnServer } = await listening(store, queries)
  await release()
  const [response] = (await once(request, 'response')) as [NodeJS.ReadableStream]
  await once(response, 'data')
  expect(counts).toEqual({ subscribed: 1, open: 1 })
  request.destroy()
  await closedOnServer
  expect(counts).toEqual({ subscribed: 1, open: 0 })
})

it('never holds the store when its client goes before the welcome, while its filter is still tried', async () => {
  const { store, counts } = countingStore()
  const { queries, wasAsked, release } = heldQueries()
  const { request, closedOnServer } = await listening(store, queries)
  await wasAsked
  request.destroy()
  await closedOnServer
  await release()
  // The listener's next step runs once the query has ended: in the same turn.
  await nextTurn()
  expect(counts).toEqual({ subscribed: 0, open: 0 })
})
