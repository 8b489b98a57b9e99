// Reading requests and writing answers for the lake: JSON bodies with clear errors, and which browser pages it answers.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { allowedHostsVariable, foreignHostRefusal, isLocalOrigin } from './local-hosts'
import { badRequest, LakeError } from './lake-error'
import { isRedirectedListener } from './listener-hosts'

/** The largest request body the lake reads (a transaction of the whole embedded dataset is about 100 kB). */
export const maxBodyBytes = 10 * 1024 * 1024

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function tooLarge(size: string): LakeError {
  const description = `The request body is ${size}; the local Content Lake reads at most ${megabytes(maxBodyBytes)}: send the change in smaller transactions.`
  return new LakeError(413, { error: { type: 'requestEntityTooLarge', description } }, description)
}

/** The body's text; a body over the limit is refused with 413 before it is read (its rest is drained, not reset). */
async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'])
  if (declared > maxBodyBytes) throw tooLarge(megabytes(declared))
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw tooLarge(`over ${megabytes(maxBodyBytes)}`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A JSON request body: a JSON object when `required`, else none or any JSON. A body that is not `application/json` is
 * refused, which also keeps a web page from posting with a plain form or `text/plain` (those skip the CORS question).
 */
export async function readJsonBody(req: IncomingMessage, { required }: { required: boolean }): Promise<unknown> {
  const type = req.headers['content-type'] ?? ''
  const isJson = /^application\/json\b/i.test(type)
  if (required && !isJson)
    throw badRequest(`The request body must be JSON (Content-Type: application/json), got "${type || 'none'}"`)
  const text = await readBody(req)
  if (!required && !text) return undefined
  if (!isJson)
    throw badRequest(`The request body must be JSON (Content-Type: application/json), got "${type || 'none'}"`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${(error as Error).message}`)
  }
  if (required && (typeof value !== 'object' || value === null || Array.isArray(value)))
    throw badRequest('The request body must be a JSON object')
  return value
}

/**
 * The pages that may use the lake from a browser: those on one of these origins' ports, at any of this machine's names
 * (and LOCAL_ALLOWED_HOSTS's). For `npm run studio`, the Studio's and the preview's.
 */
export interface BrowserAccess {
  origins: readonly string[]
  allowedHosts: readonly string[]
}

/** Whether `origin` is a page the lake answers: the same scheme and port as one of its origins, on this machine. */
export function isTrustedOrigin(origin: string, { origins, allowedHosts }: BrowserAccess): boolean {
  let page: URL
  try {
    page = new URL(origin)
  } catch {
    return false
  }
  if (!isLocalOrigin(origin, allowedHosts)) return false
  return origins.some((trusted) => {
    const { protocol, port } = new URL(trusted)
    return protocol === page.protocol && port === page.port
  })
}

/**
 * Why a request is refused before anything is read or written: a Host that is not this machine (DNS rebinding), or a
 * page that is not the Studio's or the preview's, whether it reads or writes (drafts and the private documents are
 * credentials and unpublished words). Clients that send no Origin (the CLI, scripts, servers) are answered; so is a
 * listener the lake moved to a host of its own, by its ticket.
 */
export function lakeRefusal(req: IncomingMessage, access: BrowserAccess): LakeError | undefined {
  const host = foreignHostRefusal(req, access.allowedHosts)
  if (host) return forbidden(host)
  const origin = req.headers.origin
  if (origin === undefined || isTrustedOrigin(origin, access) || isRedirectedListener(req, origin)) return undefined
  const pages = access.origins.length ? `pages of ${access.origins.join(' and ')}` : 'no pages in a browser'
  return forbidden(
    `Refused: the local Content Lake answers ${pages}, and clients that send no Origin; this ${req.method} came from ${origin}. To let another page use it, start the lake with that page's origin, on a name of this machine (or one listed in ${allowedHostsVariable}).`,
  )
}

const forbidden = (description: string) =>
  new LakeError(403, { error: { type: 'forbidden', description } }, description)

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** Adds CORS headers for a page the lake answers; answers a preflight and returns true when the request was one. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  // lakeRefusal has turned away every other page.
  if (origin !== undefined) {
    res.setHeader('access-control-allow-origin', origin)
    res.setHeader('access-control-allow-credentials', 'true')
    res.setHeader('vary', 'Origin')
  }
  if (req.method !== 'OPTIONS') return false
  if (origin !== undefined) {
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    res.setHeader(
      'access-control-allow-headers',
      req.headers['access-control-request-headers'] ?? 'authorization, content-type',
    )
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
    throw badRequest(
      `The path has a malformed escape (a "%" not followed by a character's UTF-8 bytes): ${JSON.stringify(segment)}`,
    )
  }
}
