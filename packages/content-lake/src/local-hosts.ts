// The one rule every local server of the project follows: it answers only requests addressed to this machine. A page on
// another site can point its own name at 127.0.0.1 (DNS rebinding); the browser then treats the local server as that
// site, asks no CORS question, and sends `Host: that.site`, which is what these checks refuse (as Vite's allowedHosts).
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The variable that adds host names to this machine's own, comma separated; `.example.test` adds every subdomain too. */
export const allowedHostsVariable = 'LOCAL_ALLOWED_HOSTS'

/** The host names `LOCAL_ALLOWED_HOSTS` adds (lower case); an entry that is not a host name stops the server, naming it. */
export function extraAllowedHosts(value = process.env[allowedHostsVariable]): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  for (const entry of entries) {
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(entry) && !/^\[[0-9a-f:.]+\]$/.test(entry)) {
      throw new Error(
        `${allowedHostsVariable}: "${entry}" is not a host name (list names such as dev.example.test or .example.test, no scheme or port)`,
      )
    }
  }
  return entries
}

/** The name in a Host header (`localhost:3335` → `localhost`, `[::1]:3000` → `[::1]`), lower case; undefined if it is not one. */
export function hostNameOf(host: string | undefined): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host?.trim() ?? '')
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : undefined
}

/** This machine's names (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`) and the ones `extra` adds. */
export function isThisMachine(hostname: string, extra: readonly string[]): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]')
    return true
  return extra.some((entry) =>
    entry.startsWith('.') ? hostname === entry.slice(1) || hostname.endsWith(entry) : hostname === entry,
  )
}

/** Whether an Origin header names a page on this machine (http or https). */
export function isLocalOrigin(origin: string, extra: readonly string[]): boolean {
  try {
    const { protocol, hostname } = new URL(origin)
    return (protocol === 'http:' || protocol === 'https:') && isThisMachine(hostname, extra)
  } catch {
    return false
  }
}

/** Why a request is refused (its Host is not this machine), or undefined when it may be answered. */
export function foreignHostRefusal(
  req: Pick<IncomingMessage, 'headers'>,
  extra: readonly string[],
): string | undefined {
  const host = req.headers.host
  const hostname = hostNameOf(host)
  if (hostname && isThisMachine(hostname, extra)) return undefined
  const shown = host ? `"${host}"` : '(no Host header)'
  return `Refused: this server answers only this machine (localhost, *.localhost, 127.0.0.1, [::1]); the request was addressed to ${shown}. To allow another name, list it in ${allowedHostsVariable} (comma separated) and restart.`
}

/**
 * Answers 403 to a request whose Host is not this machine, before anything is read or written; returns true when it did.
 * `extra` is read once, when the server starts.
 */
export function refuseForeignHost(req: IncomingMessage, res: ServerResponse, extra: readonly string[]): boolean {
  const refusal = foreignHostRefusal(req, extra)
  if (!refusal) return false
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
  res.end(`${refusal}\n`)
  return true
}
