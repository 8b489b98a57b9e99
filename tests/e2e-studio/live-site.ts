// The live site the Site tool asks, on the suite's fixed site port: it serves one build folder at a time, as a host
// serves one deploy, answers 404 (readable from the Studio) before the first, and can go down and come back.
import { createServer, type Server } from 'node:http'
import { bindPort } from 'local-content-lake/bind-port'
import { createStaticServer } from '../../tools/servers/static-server'
import { liveSiteUrl, sitePort } from './studio-suite'

export interface LiveSite {
  url: string
  /** From now on, serve this export, as a host switches to a new deploy (null: none, 404 for everything). */
  serve(dir: string | null): void
  /** Stop answering at all: connections are refused, as for a site that is down. */
  down(): Promise<void>
  up(): Promise<void>
  close(): Promise<void>
}

export async function startLiveSite(): Promise<LiveSite> {
  // npm run serve's own server, not listening: each request is handed to it, so a new deploy is a new server.
  let deploy: Server | undefined
  const server = createServer((request, response) => {
    if (deploy) return void deploy.emit('request', request, response)
    response.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' })
    response.end('No deploy yet\n')
  })
  const up = () => bindPort(server, sitePort, '127.0.0.1', 'STUDIO_E2E_SITE_PORT').then(() => undefined)
  const down = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  await up()
  return {
    url: liveSiteUrl,
    serve: (dir) => {
      deploy = dir === null ? undefined : createStaticServer(dir).server
    },
    down: () => (server.listening ? down() : Promise.resolve()),
    up: () => (server.listening ? Promise.resolve() : up()),
    close: () => (server.listening ? down() : Promise.resolve()),
  }
}
