// The server behind npm run serve: sirv serves out/, and a thin layer adds what static hosts do besides
// (docs/reference.md#what-npm-run-serve-answers).
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { headersForPath, parseHeadersFile, type HeaderRule } from '../headers/headers'
import { acceptedEncodings } from './accepted-encodings'
import { withinBasePath } from './base-path'
import { contentTypeOf } from './content-types'
import { notFoundPage } from './not-found-page'
import { extraAllowedHosts, refuseForeignHost } from 'local-content-lake/local-hosts'
import { encodePath, parseRequestPath } from './request-path'
import { answerRawSocket } from 'local-content-lake/raw-socket'
import { isNotModified, NotModified, validatorsOf } from './validators'

const allowedMethods = 'GET, HEAD'

function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers')
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers })
  response.end(`${text}\n`)
}

export interface StaticServerOptions {
  /** Serve the export under this path (`/repo`), as GitHub Pages serves a project site; `''` (default) at the root. */
  basePath?: string
  /** Host names to answer besides this machine's own; default: LOCAL_ALLOWED_HOSTS. */
  allowedHosts?: readonly string[]
}

/**
 * Serves the files present in root when it starts (restart after a build, as a host serves one deploy).
 * Precompressed siblings (x.br, x.gz) written by the build are picked by Accept-Encoding; nothing is compressed per request.
 */
export function createStaticServer(
  root: string,
  options: StaticServerOptions = {},
): { server: Server; headerRuleCount: number } {
  const { handle, headerRuleCount } = createStaticHandler(root, options)
  return { server: staticHttpServer(() => handle), headerRuleCount }
}

/** The request handler behind `createStaticServer`, for a server that switches between exports (tools/servers/local-site.ts). */
export function createStaticHandler(
  root: string,
  { basePath = '', allowedHosts = extraAllowedHosts() }: StaticServerOptions = {},
): { handle: RequestListener; headerRuleCount: number } {
  const rules = readHeaderRules(root)
  const sendNotFound = notFoundPage(root)
  const serveFile = sirv(root, {
    dev: false,
    etag: false,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders(response, pathname, stats) {
      const contentType = contentTypeOf(pathname)
      if (contentType) response.setHeader('Content-Type', contentType)
      const validators = validatorsOf(stats)
      response.setHeader('ETag', validators.etag)
      if (isNotModified(response.req.headers, validators)) throw new NotModified()
    },
    onNoMatch: (request, response) => sendNotFound(response, String(request.headers['accept-encoding'] ?? '')),
  })

  // Refusals and redirects carry the site-wide rules too (the policy, nosniff, HSTS), as a host's edge adds them to every answer.
  const siteWide = headersForPath(rules, '/')

  function handle(request: IncomingMessage, response: ServerResponse) {
    // A local server answers this machine only (see packages/content-lake/src/local-hosts.ts), public files or not: one rule for all.
    if (refuseForeignHost(request, response, allowedHosts)) return
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(response, 405, 'Method Not Allowed', { ...siteWide, Allow: allowedMethods })
    }
    const within = withinBasePath(request.url ?? '', basePath)
    if (within.outcome === 'redirect')
      return sendText(response, 308, 'Permanent Redirect', { ...siteWide, Location: within.location })
    if (within.outcome === 'outside') {
      for (const [name, value] of Object.entries(siteWide)) response.setHeader(name, value)
      return sendNotFound(response, acceptedEncodings(request.headers['accept-encoding']))
    }
    const target = parseRequestPath(within.target)
    if (target.outcome === 'bad-request') return sendText(response, 400, `Bad Request: ${target.reason}`, siteWide)
    if (target.outcome === 'redirect')
      return sendText(response, 308, 'Permanent Redirect', { ...siteWide, Location: `${basePath}${target.location}` })
    request.headers['accept-encoding'] = acceptedEncodings(request.headers['accept-encoding'])
    response.setHeader('Cache-Control', 'no-cache')
    for (const [name, value] of Object.entries(
      headersForPath(rules, target.outcome === 'serve' ? target.pathname : '/'),
    )) {
      response.setHeader(name, value)
    }
    if (target.outcome === 'hidden') return sendNotFound(response, request.headers['accept-encoding'])
    // sirv's Range parser mishandles suffix and reversed ranges; RFC 9110 lets a server ignore Range and send it all.
    delete request.headers.range
    // sirv streams the file with pipe(), which does not forward a read error (a file removed by a rebuild) to the response.
    response.once('pipe', (source) => source.once('error', () => response.destroy()))
    request.url = `${encodePath(target.pathname)}${target.search}`
    serveFile(request, response)
  }

  function handleSafely(request: IncomingMessage, response: ServerResponse) {
    try {
      handle(request, response)
    } catch (error) {
      if (error instanceof NotModified) {
        response.statusCode = 304
        return response.end()
      }
      console.error(`${request.method} ${request.url}:`, error)
      if (response.headersSent) response.destroy()
      else sendText(response, 500, 'Internal Server Error')
    }
  }
  return { handle: handleSafely, headerRuleCount: rules.length }
}

/** An HTTP server answering with whichever handler `current` gives at each request. */
export function staticHttpServer(current: () => RequestListener): Server {
  const server = createServer((request, response) => current()(request, response))
  // Node hands CONNECT to this event, not to the request handler, and without a listener drops the connection unanswered.
  server.on('connect', (_request, socket) =>
    answerRawSocket(
      socket,
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    ),
  )
  return server
}
