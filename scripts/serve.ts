// `npm run serve`: serves the export (OUT_DIR, else out/) like a static host (clean URLs, 404.html, the headers of
// _headers) under the path it was built for (its build.json), and prints the URL.
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { exportBasePath } from '../lib/export/build-record'
import { outDirOf } from '../lib/export/out-dir'
import { closeOnSignal } from '../lib/server/close-on-signal'
import { createStaticServer } from '../lib/server/static-server'

const root = outDirOf()
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
// A build for https://owner.github.io/repo is served at /repo/, exactly as GitHub Pages will serve it.
const basePath = exportBasePath(root)

const { server, headerRuleCount } = createStaticServer(root, { basePath })
closeOnSignal(server)
server.listen(port, host, () => {
  const headerNote = headerRuleCount ? `with the ${headerRuleCount} header rules of _headers` : 'without _headers'
  // The bound port, so PORT=0 (any free port) prints where it really listens.
  const { port: bound } = server.address() as AddressInfo
  console.log(`Serving ${path.relative(process.cwd(), root) || root} ${headerNote} at http://${host}:${bound}${basePath}/ (Ctrl+C to stop)`)
})
