// `npm run serve`: serves out/ like a static host (clean URLs, 404.html, the headers of out/_headers) and prints the URL.
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { closeOnSignal } from '../lib/server/close-on-signal'
import { createStaticServer } from '../lib/server/static-server'

const root = path.resolve(process.env.OUT_DIR ?? 'out')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

const { server, headerRuleCount } = createStaticServer(root)
closeOnSignal(server)
server.listen(port, host, () => {
  const headerNote = headerRuleCount ? `with the ${headerRuleCount} header rules of _headers` : 'without _headers'
  // The bound port, so PORT=0 (any free port) prints where it really listens.
  const { port: bound } = server.address() as AddressInfo
  console.log(`Serving ${path.relative(process.cwd(), root) || root} ${headerNote} at http://${host}:${bound}/ (Ctrl+C to stop)`)
})
