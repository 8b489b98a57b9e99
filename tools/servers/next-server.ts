// Next's own server (what `next dev` and `next start` run), started as a custom server so that the project's host rule
// (packages/content-lake/src/local-hosts.ts) comes first: a request or a websocket (hot reload) addressed to a Host that is not this
// machine is refused before Next reads a file or a draft.
import { EventEmitter } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { bindPort } from 'local-content-lake/bind-port'
import { closeOnSignal } from './close-on-signal'
import { extraAllowedHosts, foreignHostRefusal, refuseForeignHost } from 'local-content-lake/local-hosts'
import { answerRawSocket } from 'local-content-lake/raw-socket'

export interface NextServerOptions {
  dev: boolean
  port: number
  hostname: string
  /** Runs once the port is bound and before Next loads (the preview's build), so a taken port costs no build. */
  beforeNext?: () => void
}

/**
 * Binds `hostname:port` first (a taken port rejects with PortTakenError before anything else runs), then starts Next
 * behind the host rule; resolves with the URL once Next is ready. A request that arrives meanwhile is answered then.
 */
export async function startNextServer({ dev, port, hostname, beforeNext }: NextServerOptions): Promise<string> {
  const allowedHosts = extraAllowedHosts()
  const server = createServer()
  const bound = await bindPort(server, port, hostname)
  const ready = (async () => {
    beforeNext?.()
    // As Next's CLI does; before Next (and React, which picks its build by it) is loaded.
    Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
    const { default: next } = await import('next')
    // Next attaches its websocket handler to the server it is given (else to the first request's): a stand-in keeps it
    // off the real one, whose upgrades go through the host rule below.
    const app = next({ dev, dir: process.cwd(), hostname, port: bound, httpServer: new EventEmitter() as Server })
    await app.prepare()
    return { handle: app.getRequestHandler(), upgrade: app.getUpgradeHandler() }
  })()
  server.on('request', (req, res) => {
    if (!refuseForeignHost(req, res, allowedHosts)) void ready.then(({ handle }) => handle(req, res))
  })
  const upgraded = new Set<Duplex>()
  server.on('upgrade', (req, socket, head) => {
    const refusal = foreignHostRefusal(req, allowedHosts)
    if (refusal)
      return answerRawSocket(
        socket,
        `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${refusal}\n`,
      )
    upgraded.add(socket)
    socket.once('close', () => upgraded.delete(socket))
    void ready.then(({ upgrade }) => upgrade(req, socket, head))
  })
  // A websocket is no request of the server's, so closing the server would wait for it forever: they end with it.
  closeOnSignal(server, { onClose: () => upgraded.forEach((socket) => socket.destroy()) })
  await ready
  return `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${bound}`
}
