// Reading requests and writing answers for the lake: JSON bodies with clear errors, CORS for Studios on this machine.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { allowedHostsVariable, foreignHostRefusal, isLocalOrigin } from '../server/local-hosts'
import { badRequest, LakeError } from './lake-error'
import { isRedirectedListener } from './listener-hosts'

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
  requireJsonType(req)
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

function requireJsonType(req: IncomingMessage): void {
  const type = req.headers['content-type'] ?? ''
  if (!/^application\/json\b/i.test(type)) throw badRequest(`The request body must be JSON (Content-Type: application/json), got "${type || 'none'}"`)
}

/** The body of a Studio call: none, or JSON; any other body is refused (400), as for the data endpoints. */
export async function readOptionalJsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req)
  if (!text) return undefined
  requireJsonType(req)
  try {
    return JSON.parse(text)
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${(error as Error).message}`)
  }
}

const readsOnly = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Why a request is refused before anything is read or written: a Host that is not this machine (DNS rebinding), or a
 * write from a page on another site. Writes come from this machine's pages (the Studio, the preview) or from clients
 * that send no Origin (the CLI, scripts); a redirected listener only reads.
 */
export function lakeRefusal(req: IncomingMessage, allowedHosts: readonly string[]): LakeError | undefined {
  const host = foreignHostRefusal(req, allowedHosts)
  if (host) return forbidden(host)
  const origin = req.headers.origin
  if (readsOnly.has(req.method ?? 'GET') || origin === undefined || isLocalOrigin(origin, allowedHosts)) return undefined
  return forbidden(
    `Refused: the local Content Lake takes writes only from pages on this machine (or from clients that send no Origin); this ${req.method} came from ${origin}. To allow another name, list it in ${allowedHostsVariable} and restart.`,
  )
}

const forbidden = (description: string) => new LakeError(403, { error: { type: 'forbidden', description } }, description)

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** Adds CORS headers for a local origin; answers a preflight and returns true when the request was one. */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedHosts: readonly string[]): boolean {
  const origin = req.headers.origin
  const allowed = origin !== undefined && (isLocalOrigin(origin, allowedHosts) || isRedirectedListener(req, origin))
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin)
    res.setHeader('access-control-allow-credentials', 'true')
    res.setHeader('vary', 'Origin')
  }
  if (req.method !== 'OPTIONS') return false
  if (allowed) {
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

/** A path segment as the client meant it; a malformed escape (`%E0%A4%A`) is the client's error, not the lake's. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest(`The path has a malformed escape (a "%" not followed by a character's UTF-8 bytes): ${JSON.stringify(segment)}`)
  }
}
