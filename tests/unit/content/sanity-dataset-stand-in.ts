// A dataset-backed stand-in of Sanity's HTTP API (query with perspectives, mutate, listen), for the preview's offline tests.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { evaluate, parse } from 'groq-js'
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import { json, type Responder } from './sanity-stub'

export type Perspective = 'raw' | 'published' | 'drafts'

export type Mutation = { createOrReplace: RawDocument } | { delete: { id: string } } | { patch: { id: string; set: Record<string, unknown> } }

export interface DatasetStore {
  /** Every stored document, drafts (`drafts.<id>`) included, keyed by `_id`. */
  readonly documents: Map<string, RawDocument>
  /** Applies mutations in order and tells every listener; returns the ids touched. */
  mutate(mutations: Mutation[]): string[]
  /** Calls `onChange` with each mutated document id; returns the unsubscribe. */
  subscribe(onChange: (documentId: string) => void): () => void
}

const draftPrefix = 'drafts.'

const publishedId = (id: string) => (id.startsWith(draftPrefix) ? id.slice(draftPrefix.length) : id)

/** The documents a query sees, as the Content Lake returns them for each perspective. */
export function applyPerspective(documents: Iterable<RawDocument>, perspective: Perspective): RawDocument[] {
  const all = [...documents]
  if (perspective === 'raw') return all
  if (perspective === 'published') return all.filter((doc) => !doc._id.startsWith(draftPrefix))
  // A draft replaces its published document and answers to the published id; `_originalId` says where it came from.
  const byId = new Map<string, RawDocument>()
  for (const doc of all) {
    const id = publishedId(doc._id)
    if (doc._id.startsWith(draftPrefix) || !byId.has(id)) byId.set(id, { ...doc, _id: id, _originalId: doc._id })
  }
  return [...byId.values()]
}

export function createDatasetStore(initial: RawDocument[]): DatasetStore {
  const documents = new Map(initial.map((doc) => [doc._id, doc]))
  const listeners = new Set<(documentId: string) => void>()
  return {
    documents,
    mutate(mutations) {
      const now = new Date().toISOString()
      const touched = mutations.map((mutation) => {
        if ('createOrReplace' in mutation) {
          const doc = { _createdAt: now, ...mutation.createOrReplace, _updatedAt: now }
          documents.set(doc._id, doc)
          return doc._id
        }
        if ('delete' in mutation) {
          documents.delete(mutation.delete.id)
          return mutation.delete.id
        }
        const current = documents.get(mutation.patch.id)
        if (!current) throw new Error(`patch: no document has the _id "${mutation.patch.id}"`)
        documents.set(current._id, { ...current, ...mutation.patch.set, _updatedAt: now })
        return current._id
      })
      for (const id of touched) for (const listener of listeners) listener(id)
      return touched
    },
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Query parameters travel as `$name=<JSON>` in the URL (GET) or as `params` in the body (POST). */
function urlParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  return params
}

function isPerspective(value: string | null): value is Perspective {
  return value === 'raw' || value === 'published' || value === 'drafts'
}

/** As the real API: API versions from 2025-02-19 default to `published`, older ones to `raw`. */
function defaultPerspective(apiVersion: string): Perspective {
  return apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

export interface DatasetResponderOptions {
  /** When set, every request must carry `Authorization: Bearer <token>` (as a private dataset asks). */
  token?: string
}

/**
 * Answers `/v{version}/data/query|mutate|listen/{dataset}` from the store. Without a valid token only published,
 * public documents are visible (ids with a dot, drafts and preview secrets among them, are private), as in the real API.
 */
export function datasetResponder(store: DatasetStore, options: DatasetResponderOptions = {}): Responder {
  return (res, _attempt, req) => {
    void respond(store, options, req, res).catch((error: unknown) => json(res, 500, { error: String(error) }))
  }
}

async function respond(store: DatasetStore, options: DatasetResponderOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in')
  const match = /^\/v([^/]+)\/data\/(query|mutate|listen)\/([^/]+)$/.exec(url.pathname)
  if (!match) return json(res, 404, { error: 'Not Found', message: `no route ${url.pathname}` })
  const [, apiVersion = '', endpoint] = match
  const authorized = req.headers.authorization === `Bearer ${options.token}`
  if (options.token && !authorized) return json(res, 401, { error: 'Unauthorized', message: 'Session not found' })
  const visible = (docs: RawDocument[]) => (options.token ? docs : docs.filter((doc) => !String(doc._originalId ?? doc._id).includes('.')))

  if (endpoint === 'query') {
    let query = url.searchParams.get('query') ?? ''
    let params = urlParams(url.searchParams)
    let perspectiveParam = url.searchParams.get('perspective')
    if (req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown>; perspective?: string }
      query = body.query
      params = body.params ?? {}
      perspectiveParam = body.perspective ?? perspectiveParam
    }
    if (perspectiveParam !== null && !isPerspective(perspectiveParam)) return json(res, 400, { error: `unknown perspective "${perspectiveParam}"` })
    const perspective = perspectiveParam ?? defaultPerspective(apiVersion)
    const dataset = visible(applyPerspective(store.documents.values(), perspective))
    const started = Date.now()
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get()
    return json(res, 200, { ms: Date.now() - started, query, result })
  }

  if (endpoint === 'mutate') {
    if (req.method !== 'POST') return json(res, 405, { error: 'use POST' })
    const body = JSON.parse(await readBody(req)) as { mutations: Mutation[] }
    const ids = store.mutate(body.mutations)
    return json(res, 200, { transactionId: `tx-${Date.now()}`, results: ids.map((id) => ({ id, operation: 'update' })) })
  }

  // listen: server-sent events, a welcome and then one `mutation` event per changed document.
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
  res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: `stand-in-${Date.now()}` })}\n\n`)
  const unsubscribe = store.subscribe((documentId) => {
    const event = { documentId, eventId: `${Date.now()}#${documentId}`, transition: 'update', visibility: 'query' }
    res.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`)
  })
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000)
  res.on('close', () => {
    clearInterval(keepAlive)
    unsubscribe()
  })
}
