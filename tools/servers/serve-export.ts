// `npm run serve` as a function, so a test can run it in-process: serves an export like a static host under the path it
// was built for, prints the URL, and ends the process with a sentence when there is nothing to serve or the port is taken.
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { exportBasePath } from '../export/build-record'
import { bindPort, exitIfPortTaken } from 'local-content-lake/bind-port'
import { closeOnSignal } from './close-on-signal'
import { createStaticServer } from './static-server'
import { shownPath } from 'local-content-lake/shown-path'

export interface ServeExportOptions {
  /** The export's folder (OUT_DIR, else out/). */
  root: string
  /** 0 picks a free port. */
  port: number
  host: string
}

/** Serves `root` until SIGINT or SIGTERM; resolves with the server and the port it listens on once it does. */
export async function serveExport({ root, port, host }: ServeExportOptions): Promise<{ server: Server; port: number }> {
  const shown = shownPath(root)
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(
      `Nothing to serve: ${shown} holds no export (no index.html). Run npm run build first, or set OUT_DIR to an export.`,
    )
    process.exit(1)
  }
  // A build for https://owner.github.io/repo is served at /repo/, exactly as GitHub Pages will serve it.
  const basePath = exportBasePath(root)
  const { server, headerRuleCount } = createStaticServer(root, { basePath })
  closeOnSignal(server)
  // The bound port, so PORT=0 (any free port) prints where it really listens; a taken port ends this with exit code 1.
  const bound = await bindPort(server, port, host).catch(exitIfPortTaken)
  const headerNote = headerRuleCount ? `with the ${headerRuleCount} header rules of _headers` : 'without _headers'
  console.log(`Serving ${shown} ${headerNote} at http://${host}:${bound}${basePath}/ (Ctrl+C to stop)`)
  return { server, port: bound }
}
