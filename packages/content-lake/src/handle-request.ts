// Routes a request to the lake's endpoints; never lets a bad request crash it, and names every endpoint it does not know, once.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerActions, answerDocuments, answerMutate, answerQuery, type DataRequest } from './data-endpoints'
import type { DocumentStore } from './document-store'
import {
  applyCors,
  decodeSegment,
  lakeRefusal,
  paramsFromSearch,
  readJsonBody,
  sendJson,
  type BrowserAccess,
} from './http-io'
import { badRequest, LakeError, notFound, unauthorized } from './lake-error'
import { listenerRedirect } from './listener-hosts'
import { listen } from './listen-stream'
import type { StreamOptions } from './event-stream'
import { liveEvents } from './live-events'
import type { QueryRunner } from './query-runner'
import {
  answerStudioEndpoint,
  isQuietlyAbsent,
  localEditor,
  nothingHere,
  type LakeAnswer,
  type StudioContext,
} from './studio-endpoints'

export interface LakeContext extends StudioContext, BrowserAccess {
  store: DocumentStore
  /** Where GROQ runs: off the event loop, each query within its limits. */
  queries: QueryRunner
  /** When set, every request must carry `Authorization: Bearer <token>`, as a private dataset asks. */
  token?: string
  stream: StreamOptions
  log: (message: string) => void
  /** The open event streams (listeners, live events), so the lake can end them all at once. */
  streams: Set<ServerResponse>
}

/** `/v2025-02-19/data/query/production` → version `2025-02-19`, path `data/query/production`. */
const versioned = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/(.*)$/

function send(res: ServerResponse, answer: LakeAnswer): void {
  if (answer.contentType) {
    res.writeHead(answer.status, { 'content-type': answer.contentType })
    return void res.end(String(answer.body))
  }
  sendJson(res, answer.status, answer.body)
}

function requestUrl(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://lake')
  } catch {
    throw badRequest(`The request's path cannot be read: ${JSON.stringify(req.url)}`)
  }
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  context: LakeContext,
  unknown: Set<string>,
): Promise<void> {
  const url = requestUrl(req)
  const method = req.method ?? 'GET'
  const match = versioned.exec(url.pathname)
  if (!match)
    throw notFound(`${url.pathname} is not an API path: Sanity's API paths start with a version, such as /v2025-02-19/`)
  const [, apiVersion = '', path = ''] = match
  if (context.token && req.headers.authorization !== `Bearer ${context.token}`) throw unauthorized()

  const data = /^data\/(query|doc|mutate|actions|listen|live\/events)\/([^/]+)(?:\/(.+))?$/.exec(path)
  if (data) {
    const [, endpoint, dataset, rest] = data
    if (dataset !== context.dataset)
      throw notFound(`Dataset "${dataset}" not found: the local Content Lake serves "${context.dataset}"`)
    const request: DataRequest = { req, url, apiVersion, store: context.store, queries: context.queries }
    if (endpoint === 'query' && !rest) return send(res, await answerQuery(request))
    if (endpoint === 'doc' && rest && method === 'GET')
      return send(res, answerDocuments(context.store, decodeSegment(rest).split(',')))
    if (endpoint === 'mutate' && !rest && method === 'POST') return send(res, await answerMutate(request))
    if (endpoint === 'actions' && !rest && method === 'POST') return send(res, await answerActions(request))
    if ((endpoint === 'listen' || endpoint === 'live/events') && !rest && method === 'GET') {
      const location = listenerRedirect(req, context.allowedHosts)
      if (location) {
        res.writeHead(307, { location, 'cache-control': 'no-store' })
        return void res.end()
      }
      context.streams.add(res)
      res.on('close', () => context.streams.delete(res))
      if (endpoint === 'live/events') return liveEvents(context.store, res, context.stream)
      const query = url.searchParams.get('query') ?? ''
      return listen(context.store, context.queries, res, {
        query,
        params: paramsFromSearch(url.searchParams),
        search: url.searchParams,
        identity: localEditor.id,
        stream: context.stream,
      })
    }
  }

  const body =
    method === 'POST' || method === 'PUT' || method === 'PATCH'
      ? await readJsonBody(req, { required: false })
      : undefined
  const answer = answerStudioEndpoint(method, path, body, context)
  if (answer) return send(res, answer)
  if (isQuietlyAbsent(path)) throw nothingHere(path)
  const name = `${method} ${url.pathname}`
  if (!unknown.has(name)) {
    unknown.add(name)
    context.log(`The local Content Lake does not know ${name}: answered 404 Not Found (logged once)`)
  }
  throw nothingHere(path)
}

/** The lake's request handler: every error becomes the real API's answer; a bug becomes a 500 naming it, and the lake lives on. */
export function createRequestHandler(context: LakeContext): (req: IncomingMessage, res: ServerResponse) => void {
  const unknown = new Set<string>()
  return (req, res) => {
    const refusal = lakeRefusal(req, context)
    if (refusal) return sendJson(res, refusal.status, refusal.body)
    if (applyCors(req, res)) return
    route(req, res, context, unknown).catch((error: unknown) => {
      if (res.headersSent) return void res.end()
      if (error instanceof LakeError) return sendJson(res, error.status, error.body)
      context.log(
        `The local Content Lake failed on ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`,
      )
      sendJson(res, 500, {
        error: { type: 'internalError', description: `The local Content Lake failed: ${(error as Error).message}` },
      })
    })
  }
}
