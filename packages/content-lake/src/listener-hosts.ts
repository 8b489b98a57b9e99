// A browser keeps at most six connections to one host over plain HTTP, and every listener holds one open for as long as
// it lives: the Studio opens more than six. Sanity's API avoids this with HTTP/2, which browsers speak only over TLS; the
// local lake instead moves each browser listener to a host name of its own (any *.localhost is this machine).
//
// The move is only for this machine's pages. A redirect to another host makes the listener's Origin "null" (the fetch
// standard), and "null" is what any page can send, so the lake answers it only with the ticket its own redirect carried.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isLocalOrigin } from './local-hosts'

const ticketParameter = 'lakeTicket'
const ticketLifetimeMs = 60_000
const tickets = new Map<string, number>()
let listeners = 0

const isListenerHost = (host: string) => /^listener-\d+\./.test(host)
const isListenerPath = (url: string) => /\/data\/(listen|live\/events)\//.test(url)

/**
 * Where a browser's listener should go instead: a fresh `listener-N.` host with a one-minute ticket, for a page on
 * this machine that addressed a *.localhost name; undefined for anything else (it is answered where it asked).
 */
export function listenerRedirect(req: IncomingMessage, allowedHosts: readonly string[]): string | undefined {
  const host = req.headers.host ?? ''
  const origin = req.headers.origin
  if (
    !origin ||
    !isLocalOrigin(origin, allowedHosts) ||
    !/^([^:]*\.)?localhost(:\d+)?$/.test(host) ||
    isListenerHost(host)
  )
    return undefined
  const now = Date.now()
  for (const [ticket, expires] of tickets) if (expires < now) tickets.delete(ticket)
  const ticket = randomUUID()
  tickets.set(ticket, now + ticketLifetimeMs)
  const url = new URL(req.url ?? '/', `http://listener-${++listeners}.${host}`)
  url.searchParams.set(ticketParameter, ticket)
  return url.href
}

/** A listener this lake redirected: on its own host, with Origin "null" and a ticket that has not expired. */
export function isRedirectedListener(req: IncomingMessage, origin: string): boolean {
  const url = req.url ?? ''
  if (origin !== 'null' || !isListenerHost(req.headers.host ?? '') || !isListenerPath(url)) return false
  const ticket = new URL(url, 'http://lake').searchParams.get(ticketParameter)
  return ticket !== null && (tickets.get(ticket) ?? 0) >= Date.now()
}
