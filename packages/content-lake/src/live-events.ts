// The Live Content API (what the Presentation tool subscribes to): a welcome, then "restart" after every change.
import type { ServerResponse } from 'node:http'
import type { DocumentStore } from './document-store'
import { openEventStream, type StreamOptions } from './event-stream'

/**
 * The real API sends each change as the sync tags of the query results it touches; the lake returns no sync tags with
 * its results, so it asks every live client to fetch everything again ("restart") — correct, if less economical.
 */
export function liveEvents(store: DocumentStore, res: ServerResponse, options: StreamOptions): void {
  const stream = openEventStream(res, options)
  stream.send('welcome', {})
  const unsubscribe = store.subscribe(({ transactionId }) => stream.send('restart', {}, transactionId))
  stream.onClose(unsubscribe)
}
