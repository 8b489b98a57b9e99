// A static file server that behaves like the hosts we deploy to: clean URLs, 404.html and the rules of out/_headers.
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { headersForPath, parseHeadersFile } from '../security/headers'

const hidden = new Set(['/_headers'])
// Text is sent compressed, as every static host does, so local measurements match production.
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/

const compressedFiles = new Map<string, Buffer>()

/** Compresses a file once per encoding (Brotli at quality 5, gzip at 6, like typical CDN settings) and keeps it. */
async function compressed(file: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}`
  let data = compressedFiles.get(key)
  if (!data) {
    const raw = await readFile(file)
    data = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw)
    compressedFiles.set(key, data)
  }
  return data
}

function preferredEncoding(accepted: string | undefined): 'br' | 'gzip' | undefined {
  if (/\bbr\b/.test(accepted ?? '')) return 'br'
  if (/\bgzip\b/.test(accepted ?? '')) return 'gzip'
  return undefined
}

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
async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  const base = path.join(root, clean)
  if (!base.startsWith(root)) return undefined
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

export function createStaticServer(root: string): { server: Server; headerRuleCount: number } {
  const headersFile = path.join(root, '_headers')
  const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : []
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const file = hidden.has(pathname) ? undefined : await resolveFile(root, pathname)
    const status = file ? 200 : 404
    const body = file ?? path.join(root, '404.html')
    const contentType = types[path.extname(body)] ?? 'application/octet-stream'
    const encoding = compressible.test(contentType) ? preferredEncoding(request.headers['accept-encoding']) : undefined
    response.writeHead(status, {
      'Content-Type': contentType,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...headersForPath(headerRules, pathname),
    })
    if (request.method === 'HEAD') return response.end()
    if (encoding) response.end(await compressed(body, encoding))
    else createReadStream(body).pipe(response)
  })
  return { server, headerRuleCount: headerRules.length }
}
