// The lake's documents in memory, and its transactions: one at a time, each written to disk before it is applied and
// acknowledged, so what an editor was told is saved is in the files, and a failed write changes nothing.
import { randomUUID } from 'node:crypto'
import type { RawDocument } from '../content/sources/dataset-file'
import { outsideConflict, type DatasetFiles } from './dataset-files'
import { badRequest } from './lake-error'
import { TransactionDraft, type CommittedTransaction } from './transaction'

export interface DocumentStore {
  get(id: string): RawDocument | undefined
  /** Every document, drafts and versions included, in the order they arrived. */
  all(): RawDocument[]
  /**
   * Builds a transaction with `build` (after every transaction before it), writes it, stores it and tells every
   * subscriber; rejects with the API's error if it failed or could not be written, and then nothing of it happened.
   */
  transact(kind: 'mutation' | 'action', build: (draft: TransactionDraft) => void | Promise<void>, transactionId?: string): Promise<CommittedTransaction>
  /** Takes in what changed in the files outside the lake (the lake's watcher calls it). */
  takeIn(): Promise<void>
  /** Resolves once every transaction asked for so far has been written or has failed. */
  settled(): Promise<void>
  subscribe(listener: (transaction: CommittedTransaction) => void): () => void
}

/** A document read from a file without a revision (written by hand) gets one, as everything in the real lake has one. */
const withRevision = (document: RawDocument): RawDocument => ({ ...document, _rev: (document._rev as string | undefined) ?? randomUUID() })

export function createDocumentStore(initial: Iterable<RawDocument>, files?: DatasetFiles, log: (message: string) => void = () => undefined): DocumentStore {
  let documents = new Map<string, RawDocument>([...initial].map((document) => [document._id, withRevision(document)]))
  const listeners = new Set<(transaction: CommittedTransaction) => void>()
  let queue: Promise<unknown> = Promise.resolve()
  /** Every revision this lake has held: a client's transaction id must be new. */
  const usedRevisions = new Set([...documents.values()].map((document) => document._rev as string))

  /** Runs `work` after everything queued before it; its failure is its caller's, never the queue's. */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work)
    queue = result.catch(() => undefined)
    return result
  }

  /** Tells every subscriber; one that throws is logged, and neither stops the others nor fails a saved transaction. */
  const tell = (transaction: CommittedTransaction) =>
    listeners.forEach((listener) => {
      try {
        listener(transaction)
      } catch (error) {
        log(`A listener of the local Content Lake failed on transaction ${transaction.transactionId}: ${(error as Error).stack ?? String(error)}`)
      }
    })

  /**
   * Applies outside edits to memory, each document as a transaction of its own that listeners hear about. A document
   * whose content changed but whose _rev did not (a hand edit) gets a new one, written back at once: the Studio cannot
   * take a change without a new revision, and the Site tool compares the revisions of the lake and the build.
   */
  async function takeInOutsideEdits(): Promise<Map<string, string>> {
    const touched = new Map<string, string>()
    if (!files) return touched
    const renumbered: string[] = []
    for (const { file, changes } of await files.takeIn()) {
      for (const { id, after } of changes) {
        const before = documents.get(id) ?? null
        let next = after ? withRevision(after) : null
        if (next && before && next._rev === before._rev) {
          next = { ...next, _rev: randomUUID() }
          renumbered.push(id)
        }
        if (next) documents.set(id, next)
        else documents.delete(id)
        if (next) usedRevisions.add(next._rev as string)
        touched.set(id, file)
        const transactionId = (next?._rev as string | undefined) ?? randomUUID()
        const timestamp = (next?._updatedAt as string | undefined) ?? new Date().toISOString()
        const mutations = [next ? { createOrReplace: next } : { delete: { id } }]
        tell({ transactionId, timestamp, changes: [{ id, before, after: next, mutations }], results: [] })
      }
    }
    if (renumbered.length) {
      log(`Changed outside the Studio without a new _rev: ${renumbered.join(', ')}. The local Content Lake gave each a new revision and saved it.`)
      await files.write([...documents.values()])
    }
    return touched
  }

  return {
    get: (id) => documents.get(id),
    all: () => [...documents.values()],
    transact(kind, build, transactionId) {
      return serially(async () => {
        if (transactionId !== undefined && usedRevisions.has(transactionId)) {
          // A revision that existed before would pass a stale writer's ifRevisionID check.
          throw badRequest(`transactionId "${transactionId}" was used before: each transaction needs an id of its own (or none, and the lake makes one)`)
        }
        const outside = await takeInOutsideEdits()
        const draft = new TransactionDraft(
          (id) => documents.get(id),
          () => documents.values(),
        )
        await build(draft)
        const transaction = draft.finish(kind, transactionId)
        // The editor could not have seen an edit taken in only now: writing over it would lose it.
        const overwritten = transaction.changes.map(({ id }) => id).filter((id) => outside.has(id))
        if (overwritten.length) throw outsideConflict(outside.get(overwritten[0]!)!, `${overwritten.join(', ')} changed there`)
        // The store changes only once the files hold the change: a write that fails leaves it as it was.
        const next = new Map(documents)
        for (const { id, after } of transaction.changes) {
          if (after) next.set(id, after)
          else next.delete(id)
        }
        await files?.write([...next.values()])
        documents = next
        usedRevisions.add(transaction.transactionId)
        tell(transaction)
        return transaction
      })
    },
    takeIn: () => serially(async () => void (await takeInOutsideEdits())),
    settled: () => serially(async () => undefined),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
