// One transaction over the lake's documents: mutations applied in order with @sanity/mutator, all of them or none.
import { randomUUID } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import type { RawDocument } from './dataset-format'
import { isValidDocumentId } from './document-ids'
import { transactionError, type FailedItem } from './lake-error'

/** A mutation as the API takes it: `{create: doc}`, `{patch: {id, set, …}}` and so on. */
export type LakeMutation = Record<string, unknown>

/** What one transaction did to one document: the mutations, and the document before and after them. */
export interface DocumentChange {
  id: string
  before: RawDocument | null
  after: RawDocument | null
  mutations: LakeMutation[]
}

export interface CommittedTransaction {
  transactionId: string
  timestamp: string
  changes: DocumentChange[]
  /** One per mutation, as the mutate endpoint answers. */
  results: { id: string; operation: 'create' | 'update' | 'delete' | 'none' }[]
}

const mutationKinds = ['create', 'createIfNotExists', 'createOrReplace', 'delete', 'patch'] as const
const patchKeys = new Set([
  'id',
  'ifRevisionID',
  'set',
  'setIfMissing',
  'unset',
  'insert',
  'inc',
  'dec',
  'diffMatchPatch',
])

type Failure = FailedItem & { status: number }

const clone = <T>(value: T): T => structuredClone(value)
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A transaction being built: reads see its own earlier mutations; nothing reaches the store until it is committed. */
export class TransactionDraft {
  private readonly working = new Map<string, RawDocument | null>()
  private readonly changes = new Map<string, DocumentChange>()
  private readonly results: CommittedTransaction['results'] = []
  private readonly failures: Failure[] = []

  constructor(
    private readonly read: (id: string) => RawDocument | undefined,
    private readonly stored: () => Iterable<RawDocument>,
    readonly timestamp: string = new Date().toISOString(),
  ) {}

  get(id: string): RawDocument | null {
    return this.working.has(id) ? (this.working.get(id) ?? null) : (this.read(id) ?? null)
  }

  /** Every document as this transaction sees it so far: what a mutation by query selects from. */
  documents(): RawDocument[] {
    const seen = [...this.stored()].map((document) =>
      this.working.has(document._id) ? this.working.get(document._id) : document,
    )
    const added = [...this.working]
      .filter(([id, document]) => document && !this.read(id))
      .map(([, document]) => document)
    return [...seen, ...added].filter((document): document is RawDocument => Boolean(document))
  }

  fail(index: number, status: number, type: string, description: string, id?: string): void {
    this.failures.push({ index, status, type, description, id })
  }

  /** Applies one mutation; a bad one is recorded as a failure of item `index` and changes nothing. */
  apply(mutation: unknown, index: number): void {
    const kinds = isObject(mutation) ? Object.keys(mutation) : []
    const kind = kinds[0]
    if (kinds.length !== 1 || !mutationKinds.includes(kind as (typeof mutationKinds)[number])) {
      const named = kinds.length ? kinds.map((name) => `"${name}"`).join(', ') : JSON.stringify(mutation)
      return this.fail(
        index,
        400,
        'invalidMutationError',
        `mutations[${index}]: unknown mutation ${named}; expected one of ${mutationKinds.join(', ')}`,
      )
    }
    const body = (mutation as LakeMutation)[kind!]
    if (!isObject(body))
      return this.fail(index, 400, 'invalidMutationError', `mutations[${index}].${kind} must be an object`)
    if (kind === 'patch') return this.patch(body, index)
    if (kind === 'delete') return this.remove(body, index)
    return this.create(kind as 'create' | 'createIfNotExists' | 'createOrReplace', body, index)
  }

  private create(
    kind: 'create' | 'createIfNotExists' | 'createOrReplace',
    body: Record<string, unknown>,
    index: number,
  ): void {
    const document = clone(body)
    // As the real API: `create` without an _id gets a fresh one; an id ending in "." gets one under that path.
    if (
      kind === 'create' &&
      (document._id === undefined || (typeof document._id === 'string' && document._id.endsWith('.')))
    ) {
      document._id = `${(document._id as string | undefined) ?? ''}${randomUUID()}`
    }
    const id = document._id
    if (!isValidDocumentId(id))
      return this.fail(index, 400, 'invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(id ?? null)}`)
    if (typeof document._type !== 'string' || document._type === '') {
      return this.fail(
        index,
        400,
        'invalidDocumentError',
        `The document "${id}" of mutations[${index}].${kind} needs a _type`,
        id,
      )
    }
    const existing = this.get(id)
    if (existing && kind === 'create')
      return this.fail(index, 409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id)
    if (existing && kind === 'createIfNotExists') return void this.results.push({ id, operation: 'none' })
    this.record(id, { [kind]: document }, index, existing ? 'update' : 'create')
  }

  private remove(body: Record<string, unknown>, index: number): void {
    if ('query' in body)
      // A string query was expanded into mutations by id (data-endpoints.ts): what is left is not GROQ.
      return this.fail(index, 400, 'invalidMutationError', `mutations[${index}].delete.query must be a GROQ string`)
    const { id } = body
    if (!isValidDocumentId(id))
      return this.fail(index, 400, 'invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(id ?? null)}`)
    if (!this.get(id)) return void this.results.push({ id, operation: 'none' })
    this.record(id, { delete: { id } }, index, 'delete')
  }

  private patch(body: Record<string, unknown>, index: number): void {
    if ('query' in body)
      // A string query was expanded into mutations by id (data-endpoints.ts): what is left is not GROQ.
      return this.fail(index, 400, 'invalidMutationError', `mutations[${index}].patch.query must be a GROQ string`)
    const { id, ifRevisionID } = body
    if (!isValidDocumentId(id))
      return this.fail(index, 400, 'invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(id ?? null)}`)
    const unknown = Object.keys(body).filter((key) => !patchKeys.has(key))
    if (unknown.length)
      return this.fail(
        index,
        400,
        'invalidPatchError',
        `mutations[${index}].patch has unknown operation(s) ${unknown.join(', ')}`,
        id,
      )
    const current = this.get(id)
    if (!current)
      return this.fail(index, 404, 'documentNotFoundError', `The document with the ID "${id}" was not found`, id)
    if (ifRevisionID !== undefined && ifRevisionID !== current._rev) {
      const description = `Document by ID "${id}" has unexpected revision ID ("${String(current._rev)}"), expected "${String(ifRevisionID)}"`
      return this.fail(index, 409, 'documentRevisionIDDoesNotMatchError', description, id)
    }
    // The guard is checked above; what the document records is the patch itself.
    const operations = clone(body)
    delete operations.ifRevisionID
    this.record(id, { patch: operations }, index, 'update')
  }

  /** Runs one mutation through @sanity/mutator and keeps the result in the working set. */
  private record(id: string, mutation: LakeMutation, index: number, operation: 'create' | 'update' | 'delete'): void {
    const before = this.get(id)
    let after: RawDocument | null
    try {
      after = new Mutation({ mutations: [clone(mutation)], timestamp: this.timestamp }).apply(
        before ? clone(before) : null,
      ) as RawDocument | null
    } catch (error) {
      return this.fail(
        index,
        400,
        'invalidPatchError',
        `mutations[${index}] cannot be applied to "${id}": ${(error as Error).message}`,
        id,
      )
    }
    this.working.set(id, after)
    const change = this.changes.get(id) ?? { id, before, after, mutations: [] }
    change.after = after
    change.mutations.push(mutation)
    this.changes.set(id, change)
    this.results.push({ id, operation })
  }

  /** The finished transaction, every changed document carrying the new revision; throws the API's error if any item failed. */
  finish(kind: 'mutation' | 'action', transactionId: string = randomUUID()): CommittedTransaction {
    const [first, ...others] = this.failures
    if (first) {
      const status = this.failures.some((failure) => failure.status === 400) ? 400 : first.status
      throw transactionError(kind, status, [first, ...others])
    }
    const changes = [...this.changes.values()].map((change) => ({
      ...change,
      after: change.after ? { ...change.after, _rev: transactionId, _updatedAt: this.timestamp } : null,
    }))
    return { transactionId, timestamp: this.timestamp, changes, results: this.results }
  }
}
