// Reading requests and writing answers for the lake: JSON bodies with clear errors, CORS for Studios on this machine.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { badRequest } from './lake-error'

const maxBodyBytes = 10 * 1024 * 1024

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw badRequest(`The request body is larger than ${maxBodyBytes / 1024 / 1024} MB`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A JSON request body. Anything but `application/json` is refused, which also keeps a web page from posting a
 * mutation with a plain form or `text/plain` request (those skip the browser's CORS check).
 */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(type)) throw badRequest(`The request body must be JSON (Content-Type: application/json), got "${type || 'none'}"`)
  const text = await readBody(req)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('The request body must be a JSON object')
  return value as Record<string, unknown>
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** Origins on this machine (a Studio, a preview): the only ones a browser may call the lake from, with credentials. */
export function isLocalOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin)
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost'))
    )
  } catch {
    return false
  }
}

/** A browser listener the lake moved to a host of its own: the redirect makes its origin "null", as the fetch standard says. */
function isRedirectedListener(req: IncomingMessage, origin: string): boolean {
  return origin === 'null' && /^listener-\d+\./.test(req.headers.host ?? '') && /\/data\/(listen|live\/events)\//.test(req.url ?? '')
}

/** Adds CORS headers for a local origin; answers a preflight and returns true when the request was one. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  if (origin && (isLocalOrigin(origin) || isRedirectedListener(req, origin))) {
    res.setHeader('access-control-allow-origin', origin)
    res.setHeader('access-control-allow-credentials', 'true')
    res.setHeader('vary', 'Origin')
  }
  if (req.method !== 'OPTIONS') return false
  if (origin && (isLocalOrigin(origin) || isRedirectedListener(req, origin))) {
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'authorization, content-type')
    res.setHeader('access-control-max-age', '600')
  }
  res.writeHead(204)
  res.end()
  return true
}

/** `$name=<JSON>` search parameters: a query's params when it comes by GET, or a listener's. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`The query parameter ${key} is not valid JSON: ${JSON.stringify(value)}`)
    }
  }
  return params
}
