// What npm run studio's local site answers while it has no export to serve: HTTP 503 with its state as JSON, for every
// path (build.json among them), which the Site tool reads: the first build is running, or it failed and why.
import type { RequestListener } from 'node:http'
import { refuseForeignHost } from './local-hosts'

export type PendingState = { state: 'building' } | { state: 'failed'; error: string; failedAt: string }

export function pendingAnswer(allowedHosts: readonly string[], current: () => PendingState): RequestListener {
  return (request, response) => {
    if (refuseForeignHost(request, response, allowedHosts)) return
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify(current()))
  }
}
