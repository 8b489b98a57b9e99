// The listen API: server-sent events, a welcome, then one mutation event per matching document of each transaction.
import type { ServerResponse } from 'node:http'
import type { ExprNode } from 'groq-js'
import type { RawDocument } from '../content/sources/dataset-file'
import type { DocumentStore } from './document-store'
import { LakeError } from './lake-error'
import { matchesQuery, parseQuery } from './run-query'
import type { CommittedTransaction } from './transaction'

export interface ListenOptions {
  query: string
  params: Record<string, unknown>
  /** The listener's wishes, as the URL's search parameters name them. */
  search: URLSearchParams
  identity: string
  heartbeatMs: number
}

const flag = (search: URLSearchParams, name: string, fallback: boolean) => (search.has(name) ? search.get(name) !== 'false' : fallback)

function withoutRev(document: RawDocument | null): Partial<RawDocument> | null {
  if (!document) return null
  const copy: Partial<RawDocument> = { ...document }
  delete copy._rev
  return copy
}

function send(res: ServerResponse, event: string, data: unknown, id?: string): void {
  res.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
}

/** The events one transaction gives a listener: only documents that match its query before or after. */
async function eventsFor(transaction: CommittedTransaction, tree: ExprNode, options: ListenOptions): Promise<Record<string, unknown>[]> {
  const { search, params } = options
  const matching = []
  for (const change of transaction.changes) {
    const [before, after] = [await matchesQuery(tree, change.before, params), await matchesQuery(tree, change.after, params)]
    if (before || after) matching.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' })
  }
  return matching.map(({ change, transition }, index) => ({
    eventId: `${transaction.transactionId}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.transactionId,
    transition,
    identity: options.identity,
    previousRev: change.before?._rev,
    resultRev: transaction.transactionId,
    timestamp: transaction.timestamp,
    visibility: search.get('visibility') ?? 'query',
    transactionTotalEvents: matching.length,
    transactionCurrentEvent: index + 1,
    ...(flag(search, 'includeMutations', true) ? { mutations: change.mutations } : {}),
    ...(flag(search, 'includeResult', true) && change.after ? { result: change.after } : {}),
    ...(flag(search, 'includePreviousRevision', false) && change.before ? { previous: change.before } : {}),
    // Mendoza's literal-value operation (opcode 0): a valid patch from any revision to the next, without a diff engine.
    ...(search.get('effectFormat') === 'mendoza' ? { effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] } } : {}),
  }))
}

/** Streams events until the client goes away; a comment line every `heartbeatMs` keeps proxies from closing a quiet stream. */
export function listen(store: DocumentStore, res: ServerResponse, options: ListenOptions): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
  let tree: ExprNode
  try {
    tree = parseQuery(options.query, options.params)
  } catch (error) {
    // Like the real API: the stream opens, says what is wrong and ends, so clients do not retry a query that cannot work.
    send(res, 'channelError', error instanceof LakeError ? error.body : { message: String(error) })
    return void res.end()
  }
  send(res, 'welcome', { listenerName: `local-lake-${Math.random().toString(36).slice(2)}` })
  // Transactions are sent one after another, in commit order, even though matching is asynchronous.
  let queue = Promise.resolve()
  const unsubscribe = store.subscribe((transaction) => {
    queue = queue.then(async () => {
      for (const event of await eventsFor(transaction, tree, options)) send(res, 'mutation', event, event.eventId as string)
    })
  })
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs)
  res.on('close', () => {
    clearInterval(heartbeat)
    unsubscribe()
  })
}
