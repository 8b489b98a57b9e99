// `npm run serve`: serves the export (OUT_DIR, else out/) like a static host (clean URLs, 404.html, the headers of
// _headers) under the path it was built for (its build.json), and prints the URL.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { exportBasePath } from '../lib/export/build-record'
import { outDirOf } from '../lib/export/out-dir'
import { bindPort, exitIfPortTaken } from '../lib/server/bind-port'
import { closeOnSignal } from '../lib/server/close-on-signal'
import { createStaticServer } from '../lib/server/static-server'

const root = outDirOf()
const shown = path.relative(process.cwd(), root) || root
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`Nothing to serve: ${shown} holds no export (no index.html). Run npm run build first, or set OUT_DIR to an export.`)
  process.exit(1)
}
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
// A build for https://owner.github.io/repo is served at /repo/, exactly as GitHub Pages will serve it.
const basePath = exportBasePath(root)

const { server, headerRuleCount } = createStaticServer(root, { basePath })
closeOnSignal(server)
// The bound port, so PORT=0 (any free port) prints where it really listens; a taken port ends this with exit code 1.
const bound = await bindPort(server, port, host).catch(exitIfPortTaken)
const headerNote = headerRuleCount ? `with the ${headerRuleCount} header rules of _headers` : 'without _headers'
console.log(`Serving ${shown} ${headerNote} at http://${host}:${bound}${basePath}/ (Ctrl+C to stop)`)
