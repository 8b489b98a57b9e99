// The listen API: server-sent events, a welcome, then one mutation event per matching document of each transaction.
import type { ServerResponse } from 'node:http'
import type { RawDocument } from './dataset-format'
import type { DocumentStore } from './document-store'
import { LakeError } from './lake-error'
import { openEventStream, type StreamOptions } from './event-stream'
import type { QueryRunner } from './query-runner'
import { parseQuery } from './run-query'
import { SerialQueue } from './serial-queue'
import type { CommittedTransaction } from './transaction'

export interface ListenOptions {
  query: string
  params: Record<string, unknown>
  /** The listener's wishes, as the URL's search parameters name them. */
  search: URLSearchParams
  identity: string
  stream: StreamOptions
}

const flag = (search: URLSearchParams, name: string, fallback: boolean) =>
  search.has(name) ? search.get(name) !== 'false' : fallback

function withoutRev(document: RawDocument | null): Partial<RawDocument> | null {
  if (!document) return null
  const copy: Partial<RawDocument> = { ...document }
  delete copy._rev
  return copy
}

/** The events one transaction gives a listener: only documents that match its query before or after. */
async function eventsFor(
  transaction: CommittedTransaction,
  queries: QueryRunner,
  options: ListenOptions,
): Promise<Record<string, unknown>[]> {
  const { search, params, query } = options
  const matched = await queries.matches(
    transaction.changes.flatMap((change) => [change.before, change.after]),
    query,
    params,
  )
  const matching = []
  for (const [index, change] of transaction.changes.entries()) {
    const [before, after] = [matched[2 * index], matched[2 * index + 1]]
    if (before || after)
      matching.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' })
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
    ...(search.get('effectFormat') === 'mendoza'
      ? { effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] } }
      : {}),
  }))
}

/** What the real API says on a listener's stream when its query cannot be used, before it ends the stream. */
function channelErrorOf(error: unknown): unknown {
  if (error instanceof LakeError) return error.body
  return {
    message: `The listener's query cannot be evaluated: ${error instanceof Error ? error.message : String(error)}`,
  }
}

/**
 * Streams events until the client goes away. A query that does not parse, or that cannot be evaluated (a function
 * groq-js does not implement, such as text::query), ends the stream with a `channelError`, as the real API does, so
 * clients do not retry a query that cannot work; it never ends the lake.
 */
export function listen(store: DocumentStore, queries: QueryRunner, res: ServerResponse, options: ListenOptions): void {
  const stream = openEventStream(res, options.stream)
  const fail = (error: unknown) => {
    stream.send('channelError', channelErrorOf(error))
    stream.end()
  }
  try {
    parseQuery(options.query, options.params)
  } catch (error) {
    return fail(error)
  }
  // Transactions are sent one after another, in commit order, even though matching is asynchronous.
  const inOrder = new SerialQueue()
  let closed = false
  let unsubscribe = () => {}
  const follow = () => {
    if (closed) return
    stream.send('welcome', { listenerName: `local-lake-${Math.random().toString(36).slice(2)}` })
    unsubscribe = store.subscribe((transaction) => {
      inOrder
        .run(async () => {
          for (const event of await eventsFor(transaction, queries, options))
            stream.send('mutation', event, event.eventId as string)
        })
        .catch((error: unknown) => {
          unsubscribe()
          fail(error)
        })
    })
  }
  // The filter is tried on every document first: one that cannot be evaluated fails now, not at the next edit.
  inOrder
    .run(() => queries.query(store.all(), options.query, options.params))
    .then(follow, fail)
    .catch(fail)
  stream.onClose(() => {
    closed = true
    unsubscribe()
  })
}
