// `npm run serve`: serves out/ like a static host (clean URLs, 404.html, the headers of out/_headers) and prints the URL.
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { headersForPath, parseHeadersFile } from '../lib/security/headers'

const root = path.resolve(process.env.OUT_DIR ?? 'out')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

const headersFile = path.join(root, '_headers')
const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
const hidden = new Set(['/_headers'])

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((s) => s.isFile(), () => false)
}

/** Maps a URL path to a file the way static hosts do: /a → a.html, /a/ → a/index.html. */
async function resolveFile(urlPath: string): Promise<string | undefined> {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  const base = path.join(root, clean)
  if (!base.startsWith(root)) return undefined
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  const file = hidden.has(pathname) ? undefined : await resolveFile(pathname)
  const status = file ? 200 : 404
  const body = file ?? path.join(root, '404.html')
  response.writeHead(status, {
    'Content-Type': types[path.extname(body)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...headersForPath(headerRules, pathname),
  })
  if (request.method === 'HEAD') return response.end()
  createReadStream(body).pipe(response)
})

server.listen(port, host, () => {
  const headerNote = headerRules.length ? `with the ${headerRules.length} header rules of _headers` : 'without _headers'
  console.log(`Serving ${path.relative(process.cwd(), root) || root} ${headerNote} at http://${host}:${port}/ (Ctrl+C to stop)`)
})
