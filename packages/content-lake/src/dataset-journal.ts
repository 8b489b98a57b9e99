// The undo journal of a transaction that writes both of the lake's files: written before either, removed once both are
// (the commit point). A transaction cut short is rolled back, at once or on the next start, only when every file it
// names holds its text from before, or is the very file the transaction wrote (its identity, not only its text: an
// edit that happens to produce the same text is someone else's). A file edited since is neither, and then the lake
// keeps the journal and stops, naming the file and the documents, rather than guess which edits to keep.
import path from 'node:path'
import { parseDataset, type RawDocument } from './dataset-format'
import { shownPath } from './shown-path'
import { NotConfirmedError, putDurably, removeDurably, writeDurably } from './durable-file'
import type { LakeFileSystem } from './file-system'

/** One file of the transaction: its whole text before and after (null: no file). */
export interface FileChange {
  file: string
  before: string | null
  /** Which file held `before` when the lake read it, if known: the file must still be that one to be written. */
  beforeIdentity?: string | null
  after: string | null
}

/** A file change as the journal keeps it: with the identity the file has once the transaction wrote it. */
export interface JournalEntry extends FileChange {
  identity: string | null
}

export const journalFileFor = (datasetFile: string): string => `${datasetFile}.journal`

/** A journal the lake cannot act on without losing an edit: it is kept, and the lake writes nothing until it is resolved. */
export class JournalConflictError extends Error {}

export async function writeJournal(fs: LakeFileSystem, journalFile: string, changes: JournalEntry[]): Promise<void> {
  const entries = changes.map(({ file, before, after, identity }) => ({
    file: path.basename(file),
    before,
    after,
    identity,
  }))
  await writeDurably(fs, journalFile, `${JSON.stringify({ journal: 'local-content-lake', version: 3, entries })}\n`)
}

function readJournal(text: string, journalFile: string): JournalEntry[] {
  let value: { journal?: unknown; version?: unknown; entries?: unknown }
  try {
    value = JSON.parse(text) as typeof value
  } catch {
    value = {}
  }
  const { entries } = value
  const isText = (text: unknown) => text === null || typeof text === 'string'
  const valid =
    value.journal === 'local-content-lake' &&
    value.version === 3 &&
    Array.isArray(entries) &&
    entries.every(
      (entry: Partial<JournalEntry>) =>
        typeof entry.file === 'string' &&
        path.basename(entry.file) === entry.file &&
        isText(entry.before) &&
        isText(entry.after) &&
        isText(entry.identity),
    )
  if (!valid) {
    throw new JournalConflictError(
      `${shownPath(journalFile)} is not an undo journal this local Content Lake can read, so nothing was rolled back and nothing is saved: move it away, check the dataset files (npm run content:check), and start again.`,
    )
  }
  const folder = path.dirname(journalFile)
  return (entries as JournalEntry[]).map((entry) => ({ ...entry, file: path.join(folder, entry.file) }))
}

/** The ids whose document in `now` differs from both the one before and the one after; a file that does not parse names none. */
function editedSince(change: FileChange, now: string | null): string[] {
  const documents = (text: string | null): Map<string, string> | undefined => {
    try {
      return new Map(
        (text?.trim() ? parseDataset(text, path.basename(change.file)) : []).map((document: RawDocument) => [
          document._id,
          JSON.stringify(document),
        ]),
      )
    } catch {
      return undefined
    }
  }
  const [before, after, current] = [documents(change.before), documents(change.after), documents(now)]
  if (!before || !after || !current) return []
  const ids = new Set([...before.keys(), ...after.keys(), ...current.keys()])
  return [...ids].filter((id) => current.get(id) !== before.get(id) && current.get(id) !== after.get(id)).sort()
}

/** Whether a file is the one the transaction wrote: its text from after, and its identity (null after: removed). */
async function isWritten(fs: LakeFileSystem, entry: JournalEntry, text: string | null): Promise<boolean> {
  if (text !== entry.after) return false
  return entry.after === null || (await fs.identity(entry.file)) === entry.identity
}

/**
 * Rolls back the transaction a journal names, if there is one, and removes the journal; true when there was one.
 * Throws JournalConflictError, changing nothing, when a file holds neither its text before nor what the transaction wrote.
 */
export async function rollBackJournal(fs: LakeFileSystem, journalFile: string): Promise<boolean> {
  const text = await fs.read(journalFile)
  if (text === null) return false
  const entries = readJournal(text, journalFile)
  const current = await Promise.all(entries.map((entry) => fs.read(entry.file)))
  const written: JournalEntry[] = []
  const edited: { change: JournalEntry; now: string | null }[] = []
  for (const [index, entry] of entries.entries()) {
    if (current[index] === entry.before) continue
    if (await isWritten(fs, entry, current[index]!)) written.push(entry)
    else edited.push({ change: entry, now: current[index]! })
  }
  if (edited.length) {
    const files = entries.map((change) => shownPath(change.file)).join(' and ')
    const which = edited.map(({ change, now }) => {
      const ids = editedSince(change, now)
      return `${shownPath(change.file)}${ids.length ? ` (documents ${ids.join(', ')})` : ''}`
    })
    throw new JournalConflictError(
      `A change to ${files} was cut short, and ${which.join(' and ')} ${edited.length > 1 ? 'have' : 'has'} been edited since: it holds neither the text from before that change nor what the change wrote, so the local Content Lake cannot tell which edits to keep and saves nothing. Its undo journal ${shownPath(journalFile)} holds both texts ("before" and "after"). Keep the files as they are by deleting the journal, or copy back what you need from it first; then start the lake again.`,
    )
  }
  await undoChanges(fs, journalFile, written)
  return true
}

/**
 * Puts back the text from before in each file `written` (each must hold it already, from an earlier try, or still be
 * the file the transaction wrote, else ChangedOutsideError), then removes the journal: the rollback of a transaction
 * whose writes the caller knows. Safe to try again after it failed part way.
 */
export async function undoChanges(fs: LakeFileSystem, journalFile: string, written: JournalEntry[]): Promise<void> {
  for (const change of written) {
    if ((await fs.read(change.file)) === change.before) continue
    await putDurably(fs, change.file, change.before, {
      text: change.after,
      identity: change.after === null ? undefined : change.identity,
    })
  }
  // The files are back; a journal that a power cut brings back would find them so and roll back nothing.
  await removeDurably(fs, journalFile).catch((error: unknown) => {
    if (!(error instanceof NotConfirmedError)) throw error
  })
}
