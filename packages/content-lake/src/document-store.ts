// The lake's documents in memory, and its transactions: one at a time, each written to disk before it is applied and
// acknowledged, so what an editor was told is saved is in the files, and a failed write changes nothing.
import type { RawDocument } from './dataset-format'
import { draftsFileFor, UnconfirmedWriteError, type DatasetFiles } from './dataset-files'
import { outsideConflict } from './dataset-messages'
import { badRequest } from './lake-error'
import { applyOutsideEdits, withRevision } from './outside-edits'
import { SerialQueue } from './serial-queue'
import { TransactionDraft, type CommittedTransaction } from './transaction'
import { UsedRevisions } from './used-revisions'

export interface DocumentStore {
  get(id: string): RawDocument | undefined
  /** Every document, drafts and versions included, in the order they arrived. */
  all(): RawDocument[]
  /**
   * Builds a transaction with `build` (after every transaction before it), writes it, stores it and tells every
   * subscriber; rejects with the API's error if it failed or could not be written, and then nothing of it happened.
   * A client's `transactionId` sent again with the same `request` (a retry) is answered as the first time.
   */
  transact(
    kind: 'mutation' | 'action',
    build: (draft: TransactionDraft) => void | Promise<void>,
    client?: { transactionId?: string; request?: string },
  ): Promise<CommittedTransaction>
  /** Applies what changed in the files outside the lake (the lake's watcher calls it). */
  applyOutsideEdits(): Promise<void>
  /** Resolves once every transaction asked for so far has been written or has failed. */
  settled(): Promise<void>
  subscribe(listener: (transaction: CommittedTransaction) => void): () => void
}

const usedBefore = (transactionId: string) =>
  badRequest(
    `transactionId "${transactionId}" was used before: each transaction needs an id of its own (or none, and the lake makes one)`,
  )

export interface StoreOptions {
  documents: Iterable<RawDocument>
  /** Where the documents are kept; none: in memory only. */
  files?: DatasetFiles
  log?: (message: string) => void
  /** Called with each transaction just before it is written: the simulation's oracle learns what an answer it never gets was. */
  onWriting?: (transaction: CommittedTransaction) => void
}

export async function openDocumentStore({
  documents: initial,
  files,
  log = () => undefined,
  onWriting,
}: StoreOptions): Promise<DocumentStore> {
  const read = [...initial]
  /** Replaced, never changed in place: a transaction being built reads the map it started from. */
  let documents = new Map<string, RawDocument>(read.map((document) => [document._id, withRevision(document)]))
  const listeners = new Set<(transaction: CommittedTransaction) => void>()
  const queue = new SerialQueue()
  const used = new UsedRevisions()

  /** Tells every subscriber; one that throws is logged, and neither stops the others nor fails a saved transaction. */
  const announce = (transaction: CommittedTransaction) =>
    listeners.forEach((listener) => {
      try {
        listener(transaction)
      } catch (error) {
        log(
          `A listener of the local Content Lake failed on transaction ${transaction.transactionId}: ${(error as Error).stack ?? String(error)}`,
        )
      }
    })

  /** Documents given a revision by the lake that the files do not have yet: written before anything else. */
  const owedRevisions = new Set<string>()

  /** Writes the revisions the lake gave to documents that came without a new one; a failure leaves them owed. */
  async function saveRevisions(): Promise<void> {
    if (!files || !owedRevisions.size) return
    const ids = [...owedRevisions]
    try {
      await files.write([...documents.values()])
      log(
        `Changed outside the Studio without a new _rev: ${ids.join(', ')}. The local Content Lake gave each a new revision and saved it.`,
      )
      owedRevisions.clear()
    } catch (error) {
      log(
        `The new revisions of ${ids.join(', ')} are not saved yet; the lake tries again before the next change. ${(error as Error).message}`,
      )
    }
  }

  /** Applies what changed in the files since the lake last read them; the file each changed document is in now. */
  async function applyOutsideEditsNow(): Promise<Map<string, string>> {
    if (!files) return new Map()
    const changes = await files.readOutsideEdits()
    const applied = applyOutsideEdits(documents, changes)
    if (changes.length) {
      used.retire(applied.replacedRevisions)
      for (const id of applied.newRevisions) owedRevisions.add(id)
      documents = applied.documents
      applied.transactions.forEach(announce)
    }
    // Revisions a failed write still owes are tried again, edits or none.
    await saveRevisions()
    const pathOf = { dataset: files.datasetFile, drafts: draftsFileFor(files.datasetFile) }
    return new Map([...applied.fileOf].map(([id, kind]) => [id, pathOf[kind]]))
  }

  async function commit(
    kind: 'mutation' | 'action',
    build: (draft: TransactionDraft) => void | Promise<void>,
    client: { transactionId?: string; request?: string },
  ) {
    const { transactionId, request = '' } = client
    if (transactionId !== undefined) {
      const retried = used.retryOf(transactionId, request)
      if (retried) {
        // A retry of a change the lake has made (the Studio sends one after a 5xx): answered once the disk confirms it.
        await files?.confirm().catch((error: unknown) => {
          throw error instanceof UnconfirmedWriteError ? error.answer : error
        })
        // Its documents as they are now, where this transaction is still their last change.
        const current = (id: string) => (documents.get(id)?._rev === transactionId ? documents.get(id)! : null)
        return { ...retried, changes: retried.changes.map((change) => ({ ...change, after: current(change.id) })) }
      }
      // A revision a document has or had would pass a stale writer's ifRevisionID check.
      if (used.wasUsed(transactionId) || [...documents.values()].some((document) => document._rev === transactionId))
        throw usedBefore(transactionId)
    }
    const outside = await applyOutsideEditsNow()
    const draft = new TransactionDraft(
      (id) => documents.get(id),
      () => documents.values(),
    )
    await build(draft)
    const transaction = draft.finish(kind, transactionId)
    // The editor could not have seen an edit taken in only now: writing over it would lose it.
    const overwritten = transaction.changes.map(({ id }) => id).filter((id) => outside.has(id))
    if (overwritten.length)
      throw outsideConflict(outside.get(overwritten[0]!)!, `${overwritten.join(', ')} changed there`)
    // The store changes only once the files hold the change: a write that fails leaves it as it was.
    const next = new Map(documents)
    for (const { id, after } of transaction.changes) {
      if (after) next.set(id, after)
      else next.delete(id)
    }
    const applied = () => {
      documents = next
      used.add(transaction, transactionId === undefined ? '' : request)
      announce(transaction)
    }
    onWriting?.(transaction)
    try {
      await files?.write([...next.values()])
    } catch (error) {
      if (!(error instanceof UnconfirmedWriteError)) throw error
      // In the files, so shown; answered 503, and the Studio's retry gets the answer once the disk has confirmed it.
      applied()
      throw error.answer
    }
    applied()
    // The whole file was written from memory: every revision the lake gave is in it now.
    owedRevisions.clear()
    return transaction
  }

  for (const document of read) if (document._rev === undefined) owedRevisions.add(document._id)
  await saveRevisions()
  return {
    get: (id) => documents.get(id),
    all: () => [...documents.values()],
    transact: (kind, build, client = {}) => queue.run(() => commit(kind, build, client)),
    applyOutsideEdits: () => queue.run(async () => void (await applyOutsideEditsNow())),
    settled: () => queue.run(async () => undefined),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
