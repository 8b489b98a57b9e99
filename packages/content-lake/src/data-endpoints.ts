// The data API: GROQ queries with perspectives, documents by id, mutations, actions and their results.
import type { IncomingMessage } from 'node:http'
import { applyActions } from './document-actions'
import type { DocumentStore } from './document-store'
import { paramsFromSearch, readJsonBody } from './http-io'
import type { QueryRunner } from './query-runner'
import { badRequest } from './lake-error'
import { documentsInPerspective, parsePerspective } from './perspective'
import { runQuery } from './run-query'
import type { LakeAnswer } from './studio-endpoints'
import type { CommittedTransaction, TransactionDraft } from './transaction'

export interface DataRequest {
  req: IncomingMessage
  url: URL
  apiVersion: string
  store: DocumentStore
  queries: QueryRunner
}

const objectBody = async (req: IncomingMessage) =>
  (await readJsonBody(req, { required: true })) as Record<string, unknown>

export async function answerQuery({ req, url, apiVersion, store, queries }: DataRequest): Promise<LakeAnswer> {
  let query: unknown = url.searchParams.get('query')
  let params = paramsFromSearch(url.searchParams)
  let perspective = url.searchParams.get('perspective')
  if (req.method === 'POST') {
    const body = await objectBody(req)
    query = body.query
    if (
      body.params !== undefined &&
      (typeof body.params !== 'object' || body.params === null || Array.isArray(body.params))
    ) {
      throw badRequest('`params` must be an object of parameter names to values')
    }
    params = (body.params as Record<string, unknown> | undefined) ?? {}
    if (typeof body.perspective === 'string' || Array.isArray(body.perspective)) perspective = String(body.perspective)
  }
  const started = performance.now()
  const documents = documentsInPerspective(store.all(), parsePerspective(perspective, apiVersion))
  const result = await runQuery(queries, documents, query, params)
  const ms = Math.round(performance.now() - started)
  return { status: 200, body: url.searchParams.get('returnQuery') === 'false' ? { result, ms } : { query, result, ms } }
}

/** `GET data/doc/<dataset>/<id>,<id>`: the documents as stored, and which ids do not exist. */
export function answerDocuments(store: DocumentStore, ids: string[]): LakeAnswer {
  const documents = ids.map((id) => store.get(id)).filter((doc) => doc !== undefined)
  const omitted = ids.filter((id) => !store.get(id)).map((id) => ({ id, reason: 'existence' }))
  return { status: 200, body: { documents, omitted } }
}

/** A client's own transaction id, which becomes the revision of every document it changes: a name, never a line break. */
function transactionIdFrom(url: URL, body: Record<string, unknown>): string | undefined {
  const id = body.transactionId ?? url.searchParams.get('transactionId') ?? undefined
  if (id === undefined || id === '') return undefined
  if (typeof id !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(id)) {
    throw badRequest(
      `transactionId ${JSON.stringify(id)} is not valid: use 1 to 128 letters, digits, "_", "-" or "." (or none, and the lake makes one)`,
    )
  }
  return id
}

function mutateAnswer(transaction: CommittedTransaction, url: URL): LakeAnswer {
  const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
  const changed = new Map(transaction.changes.map((change) => [change.id, change.after]))
  const results = transaction.results.map(({ id, operation }) => ({
    id,
    operation,
    ...(returnDocuments ? { document: changed.get(id) ?? null } : {}),
  }))
  return {
    status: 200,
    body: { transactionId: transaction.transactionId, results, documentIds: [...new Set(results.map(({ id }) => id))] },
  }
}

/**
 * A `delete` or `patch` by query: one mutation per document the query finds, among the documents as the transaction
 * sees them at that point (its earlier mutations included), as the real API applies it. Anything else as it is.
 */
async function expandByQuery(queries: QueryRunner, mutation: unknown, draft: TransactionDraft): Promise<unknown[]> {
  const [kind, body] = Object.entries((mutation ?? {}) as Record<string, unknown>)[0] ?? []
  const selection = body as { query?: unknown; params?: Record<string, unknown> } | undefined
  if ((kind !== 'delete' && kind !== 'patch') || typeof selection?.query !== 'string') return [mutation]
  const { query, params, ...operations } = selection
  const found = await runQuery(queries, draft.documents(), query, params ?? {})
  const ids = (Array.isArray(found) ? found : [found])
    .map((doc) => (typeof doc === 'string' ? doc : (doc as { _id?: string } | null)?._id))
    .filter(Boolean)
  return ids.map((id) => ({ [kind]: { ...operations, id } }))
}

/** Applies a mutate request's mutations in order, a mutation by query as one per document it finds at that point. */
export async function applyMutations(
  queries: QueryRunner,
  mutations: unknown[],
  draft: TransactionDraft,
): Promise<void> {
  for (const [index, mutation] of mutations.entries()) {
    for (const each of await expandByQuery(queries, mutation, draft)) draft.apply(each, index)
  }
}

export async function answerMutate({ req, url, store, queries }: DataRequest): Promise<LakeAnswer> {
  const body = await objectBody(req)
  const { mutations } = body
  if (!Array.isArray(mutations))
    throw badRequest('`mutations` must be an array of mutations, e.g. [{"create": {"_type": "service", …}}]')
  const transaction = await store.transact('mutation', (draft) => applyMutations(queries, mutations, draft), {
    transactionId: transactionIdFrom(url, body),
    request: JSON.stringify(mutations),
  })
  return mutateAnswer(transaction, url)
}

export async function answerActions({ req, url, store }: DataRequest): Promise<LakeAnswer> {
  const body = await objectBody(req)
  const transaction = await store.transact('action', (draft) => applyActions(body.actions, draft), {
    transactionId: transactionIdFrom(url, body),
    request: JSON.stringify(body.actions),
  })
  return { status: 200, body: { transactionId: transaction.transactionId } }
}
