// The Live Content API (what the Presentation tool subscribes to): a welcome, then "restart" after every change.
import type { ServerResponse } from 'node:http'
import type { DocumentStore } from './document-store'

/**
 * The real API sends each change as the sync tags of the query results it touches; the lake returns no sync tags with
 * its results, so it asks every live client to fetch everything again ("restart") — correct, if less economical.
 */
export function liveEvents(store: DocumentStore, res: ServerResponse, heartbeatMs: number): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
  res.write('event: welcome\ndata: {}\n\n')
  const unsubscribe = store.subscribe(({ transactionId }) => res.write(`event: restart\nid: ${transactionId}\ndata: {}\n\n`))
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs)
  res.on('close', () => {
    clearInterval(heartbeat)
    unsubscribe()
  })
}
