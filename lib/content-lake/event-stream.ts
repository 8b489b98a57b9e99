// A server-sent event stream for the listen and live endpoints: keep-alive comments, and writes that stop once the
// stream has ended (a write after the end is an error event that would otherwise end the lake's process).
import type { ServerResponse } from 'node:http'

export interface EventStream {
  send(event: string, data: unknown, id?: string): void
  end(): void
  /** Called once, when the client has gone or the stream was ended. */
  onClose(callback: () => void): void
}

export function openEventStream(res: ServerResponse, heartbeatMs: number): EventStream {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
  // A client that vanishes mid-write is a closed stream, not a crash.
  res.on('error', () => res.destroy())
  const open = () => !res.writableEnded && !res.destroyed
  const write = (text: string) => void (open() && res.write(text))
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs)
  res.on('close', () => clearInterval(heartbeat))
  return {
    send: (event, data, id) => write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
    end: () => void (open() && res.end()),
    onClose: (callback) => void res.on('close', callback),
  }
}
