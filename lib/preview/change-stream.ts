// Preview only: the event stream that keeps open previews current — "ready" on every (re)connect, one "change" per change.
import 'server-only'

/** What the preview needs of Sanity's listener (an observable of @sanity/client's listen events). */
export interface ListenEvents {
  subscribe(observer: {
    next: (event: { type: string; documentId?: string }) => void
    error: () => void
    complete: () => void
  }): { unsubscribe(): void }
}

export interface ChangeStreamOptions {
  /** A comment line this often, so proxies and load balancers keep a quiet stream open. */
  heartbeatMs?: number
  /** How soon the browser reconnects after the stream ends (the SSE `retry` field). */
  retryMs?: number
}

/**
 * Sends `ready` on every welcome (the first, and again after the listener reconnects, when changes may have been
 * missed) and `change` per mutation; ends once — on the browser leaving, the listener failing or the stream cancelled.
 */
export function changeStream(
  events: ListenEvents,
  signal: AbortSignal,
  { heartbeatMs = 15_000, retryMs = 1_000 }: ChangeStreamOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let close = () => {}
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const subscription = events.subscribe({
        next: (event) => {
          if (event.type === 'welcome') send('event: ready\ndata: {}\n\n')
          if (event.type === 'mutation')
            send(`event: change\ndata: ${JSON.stringify({ documentId: event.documentId })}\n\n`)
        },
        error: () => close(),
        complete: () => close(),
      })
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs)
      close = () => {
        if (closed) return
        closed = true
        clearInterval(heartbeat)
        subscription.unsubscribe()
        controller.close()
      }
      send(`retry: ${retryMs}\n\n`)
      if (signal.aborted) close()
      else signal.addEventListener('abort', () => close(), { once: true })
    },
    cancel: () => close(),
  })
}
