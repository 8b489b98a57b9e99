// Edits made beside the lake (git pull, a text editor, a script) applied to its documents in memory: each changed
// document becomes a transaction of its own that listeners hear about, and a document edited by hand without a new
// _rev gets one, as the Studio cannot take a change without a new revision.
import { randomUUID } from 'node:crypto'
import type { RawDocument } from './dataset-format'
import type { OutsideChange } from './dataset-reading'
import type { FileKind } from './document-placement'
import type { CommittedTransaction } from './transaction'

/** A document read from a file without a revision (written by hand) gets one, as everything in the real lake has one. */
export const withRevision = (document: RawDocument): RawDocument =>
  document._rev === undefined ? { ...document, _rev: randomUUID() } : document

export interface AppliedOutsideEdits {
  /** The documents with the edits in: a new map, the one given is left as it was. */
  documents: Map<string, RawDocument>
  /** One transaction a changed document, as listeners hear of it. */
  transactions: CommittedTransaction[]
  /** The file each changed document is in now (or was in, if removed). */
  fileOf: Map<string, FileKind>
  /** Documents the lake gave a revision of its own, which the files do not hold yet. */
  newRevisions: string[]
  /** Revisions the changed documents had before, which no writer may use again. */
  replacedRevisions: unknown[]
}

export function applyOutsideEdits(
  documents: ReadonlyMap<string, RawDocument>,
  changes: OutsideChange[],
): AppliedOutsideEdits {
  const applied: AppliedOutsideEdits = {
    documents: new Map(documents),
    transactions: [],
    fileOf: new Map(),
    newRevisions: [],
    replacedRevisions: [],
  }
  for (const { id, after, file } of changes) {
    const before = applied.documents.get(id) ?? null
    applied.replacedRevisions.push(before?._rev)
    let document = after ? withRevision(after) : null
    // Content edited by hand, its _rev left as it was: a revision the Studio already holds would hide the change.
    if (document && before && document._rev === before._rev) document = { ...document, _rev: randomUUID() }
    if (document && document._rev !== after?._rev) applied.newRevisions.push(id)
    if (document) applied.documents.set(id, document)
    else applied.documents.delete(id)
    applied.fileOf.set(id, file)
    applied.transactions.push({
      transactionId: (document?._rev as string | undefined) ?? randomUUID(),
      timestamp: (document?._updatedAt as string | undefined) ?? new Date().toISOString(),
      changes: [
        { id, before, after: document, mutations: [document ? { createOrReplace: document } : { delete: { id } }] },
      ],
      results: [],
    })
  }
  return applied
}
