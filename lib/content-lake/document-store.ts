// The lake's documents in memory: reads, transactions that replace them all at once, and who to tell about each.
import { randomUUID } from 'node:crypto'
import type { RawDocument } from '../content/sources/dataset-file'
import { TransactionDraft, type CommittedTransaction } from './transaction'

export interface DocumentStore {
  get(id: string): RawDocument | undefined
  /** Every document, drafts and versions included, in the order they arrived. */
  all(): RawDocument[]
  /** Builds a transaction with `build`, then stores it and tells every subscriber; throws the API's error if it failed. */
  transact(kind: 'mutation' | 'action', build: (draft: TransactionDraft) => void, transactionId?: string): CommittedTransaction
  subscribe(listener: (transaction: CommittedTransaction) => void): () => void
}

export function createDocumentStore(initial: Iterable<RawDocument>): DocumentStore {
  // A document without a revision (hand-written into a dataset file) gets one, as everything in the real lake has one.
  const documents = new Map<string, RawDocument>([...initial].map((doc) => [doc._id, { ...doc, _rev: (doc._rev as string | undefined) ?? randomUUID() }]))
  const listeners = new Set<(transaction: CommittedTransaction) => void>()
  return {
    get: (id) => documents.get(id),
    all: () => [...documents.values()],
    transact(kind, build, transactionId) {
      const draft = new TransactionDraft((id) => documents.get(id))
      build(draft)
      const transaction = draft.finish(kind, transactionId || undefined)
      for (const { id, after } of transaction.changes) {
        if (after) documents.set(id, after)
        else documents.delete(id)
      }
      for (const listener of listeners) listener(transaction)
      return transaction
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
