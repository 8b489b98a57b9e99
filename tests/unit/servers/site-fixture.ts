// A small out/-like site in a temp folder, with a secret beside it (outside the root), served on a free loopback port.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createStaticServer, type StaticServerOptions } from '@/tools/servers/static-server'

export const secret = 'SECRET-OUTSIDE-THE-ROOT'
export const headersRuleMarker = 'X-Rule-Marker'
export const page = (name: string) => `<!doctype html><title>${name}</title><p>${name} page ${'text '.repeat(300)}</p>`

export function writeSite(): { dir: string; root: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'))
  const root = path.join(dir, 'out')
  mkdirSync(path.join(root, 'assets'), { recursive: true })
  mkdirSync(path.join(root, '.git'))
  const files: Record<string, string> = {
    'index.html': page('home'),
    'privacy-policy.html': page('privacy'),
    '404.html': page('not-found'),
    'favicon.ico': 'not really an icon',
    'assets/site.css': `body { color: black } ${'.a { margin: 0 } '.repeat(100)}`,
    '.git/config': secret,
    '.env': secret,
    _headers: `/*\n  ${headersRuleMarker}: every-page\n\n/privacy-policy\n  X-Page: privacy\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text)
  // Precompressed like the build does, so the encoding the server picks can be told apart by its body.
  for (const name of ['index.html', 'assets/site.css']) {
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(files[name]!))
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(files[name]!))
  }
  // Siblings of _headers must stay hidden even if something wrote them.
  writeFileSync(path.join(root, '_headers.br'), brotliCompressSync(files._headers!))
  writeFileSync(path.join(root, '_headers.gz'), gzipSync(files._headers!))
  writeFileSync(path.join(dir, 'secret.txt'), secret)
  writeFileSync(path.join(dir, 'package.json'), secret)
  return { dir, root }
}

export interface RunningSite {
  root: string
  port: number
  origin: string
  close: () => Promise<void>
}

/**
 * Serves the test site on a free port. `prepare` changes the export first: sirv lists its files once, at start.
 */
export async function serveSite(
  options: StaticServerOptions = {},
  prepare?: (root: string) => void,
): Promise<RunningSite> {
  const { dir, root } = writeSite()
  prepare?.(root)
  const { server } = createStaticServer(root, options)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    root,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface RawResponse {
  /** 0 when the server closed the connection without a status line. */
  status: number
  head: string
  body: string
}

/** Sends the request line exactly as given (fetch and http.request would normalise or reject a hostile target). */
export function rawRequest(port: number, target: string | Buffer, method = 'GET', headers = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    // A reset after the server answered and hung up (as it does on a request line too long for HTTP) is not a failure.
    socket.on('error', () => {})
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      const head = split === -1 ? text : text.slice(0, split)
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: split === -1 ? '' : text.slice(split + 4),
      })
    })
    socket.setTimeout(30_000, () => {
      reject(new Error(`no answer to ${method} ${String(target)}`))
      socket.destroy()
    })
    // write, not end: Node aborts a response in progress when the client half-closes.
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.from(target),
        Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`),
      ]),
    )
  })
}
