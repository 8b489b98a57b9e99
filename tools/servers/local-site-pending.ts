// What npm run studio's local site answers while it has no export to serve: HTTP 503 with its state as JSON, for every
// path (build.json among them), which the Site tool reads: the first build is running, or it failed and why.
import type { RequestListener } from 'node:http'
import type { LocalBuildState } from '../../studio/plugins/site-status/logic/local-build-state'
import { refuseForeignHost } from 'local-content-lake/local-hosts'

export function pendingAnswer(allowedHosts: readonly string[], current: () => LocalBuildState): RequestListener {
  return (request, response) => {
    if (refuseForeignHost(request, response, allowedHosts)) return
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    response.end(JSON.stringify(current()))
  }
}
