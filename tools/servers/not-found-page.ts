// The 404.html fallback, read once with its precompressed siblings and sent with status 404 in the encoding asked for.
import { existsSync, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'

export type SendNotFound = (response: ServerResponse, acceptedEncodings: string) => void

export function notFoundPage(root: string): SendNotFound {
  const file = path.join(root, '404.html')
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined)
  const variants = [
    { encoding: 'br', body: read('.br') },
    { encoding: 'gzip', body: read('.gz') },
  ]
  const identity = read('') ?? Buffer.from('Not Found\n')
  const contentType = existsSync(file) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'
  return (response, acceptedEncodings) => {
    const variant = variants.find(({ encoding, body }) => body && acceptedEncodings.split(', ').includes(encoding))
    const body = variant?.body ?? identity
    response.writeHead(404, {
      'Content-Type': contentType,
      'Content-Length': body.length,
      // Even under _next/static/* (immutable in _headers): a missing file must not be cached for a year.
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(variant ? { 'Content-Encoding': variant.encoding } : {}),
    })
    response.end(body)
  }
}
