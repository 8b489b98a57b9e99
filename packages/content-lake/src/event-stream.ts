// A server-sent event stream for the listen and live endpoints: keep-alive comments, writes that stop once the stream
// has ended (a write after the end is an error event that would otherwise end the lake's process), and an end for a
// client that stopped reading, before what waits for it fills the lake's memory.
import type { ServerResponse } from 'node:http'

export interface StreamOptions {
  /** How often a quiet stream gets a keep-alive comment. */
  heartbeatMs: number
  /** How much a stream may hold for a client that does not read before it is ended. */
  bufferBytes: number
}

/** A Studio's events of a change to the whole embedded dataset fit ten times over. */
export const defaultBufferBytes = 4 * 1024 * 1024

export interface EventStream {
  send(event: string, data: unknown, id?: string): void
  end(): void
  /** Called once, when the client has gone or the stream was ended. */
  onClose(callback: () => void): void
}

export function openEventStream(res: ServerResponse, { heartbeatMs, bufferBytes }: StreamOptions): EventStream {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  // A client that vanishes mid-write is a closed stream, not a crash.
  res.on('error', () => res.destroy())
  const open = () => !res.writableEnded && !res.destroyed
  const write = (text: string) => {
    if (!open()) return
    // Ended, not kept: a client that reads again reconnects, as after any dropped stream, and fetches afresh.
    if (res.writableLength > bufferBytes) return void res.destroy()
    res.write(text)
  }
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs)
  res.on('close', () => clearInterval(heartbeat))
  return {
    send: (event, data, id) => write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`),
    end: () => void (open() && res.end()),
    onClose: (callback) => void res.on('close', callback),
  }
}
