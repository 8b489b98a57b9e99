// Closes a server on Ctrl+C (SIGINT) or SIGTERM: no new connections, idle keep-alive sockets at once, the rest after a grace period.
import type { Server } from 'node:http'

export function closeOnSignal(
  server: Server,
  { graceMs = 2000, onClose }: { graceMs?: number; onClose?: () => void } = {},
): void {
  const close = (signal: NodeJS.Signals) => {
    console.log(`${signal}: closing the server`)
    // close() also closes the idle keep-alive connections at once (Node 19 and later), so none waits out the grace period.
    server.close(() => process.exit(0))
    onClose?.()
    // Requests still in flight get a moment to finish; unref() so the timer alone keeps nothing alive.
    setTimeout(() => server.closeAllConnections(), graceMs).unref()
  }
  process.once('SIGINT', close)
  process.once('SIGTERM', close)
}
