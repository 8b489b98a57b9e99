// Writing one transaction's files: one file by an atomic rename, two through the undo journal, so that the files hold
// all of the transaction or, once a rollback has run, none of it. The caller learns which of the three it was.
import path from 'node:path'
import { undoChanges, writeJournal, type FileChange, type JournalEntry } from './dataset-journal'
import {
  NotConfirmedError,
  placeReplacement,
  prepareReplacement,
  removeDurably,
  type Replacement,
} from './durable-file'
import { ChangedOutsideError, type LakeFileSystem } from './file-system'

/**
 * Nothing of the transaction is in the files, or will be once the rollback of what it wrote has run: `owed` is set
 * while the journal is still there, and lists the files still to put back (none: only the journal is left to remove).
 */
export class NotWrittenError extends Error {
  constructor(
    readonly cause: Error,
    readonly owed?: JournalEntry[],
  ) {
    super(cause.message)
  }
}

/**
 * In the files, for good; or, with `unconfirmed`, in the files but the disk did not confirm the last step (a folder's
 * flush), so a power cut could still undo it. NotWrittenError is thrown when it is not in the files.
 */
export interface WriteOutcome {
  unconfirmed?: Error
  /** Which file each written file is now (LakeFileSystem.identity; null: removed), for the next write to expect. */
  identities: ReadonlyMap<string, string | null>
}

/**
 * Rolls back the files this transaction wrote (a file it never reached may have been edited meanwhile: that edit stays);
 * whether a rollback is still owed: the journal is still there, because it failed or a written file was edited since.
 */
async function rollBack(
  fs: LakeFileSystem,
  journalFile: string,
  written: JournalEntry[],
): Promise<JournalEntry[] | undefined> {
  await undoChanges(fs, journalFile, written).catch(() => undefined)
  return (await fs.read(journalFile).catch(() => '')) === null ? undefined : written
}

async function writeOne(
  { file, before, beforeIdentity, after }: FileChange,
  fs: LakeFileSystem,
): Promise<WriteOutcome> {
  const expected = { text: before, identity: beforeIdentity }
  let identity: string | null = null
  try {
    if (after === null) await removeDurably(fs, file, expected)
    else {
      const replacement = await prepareReplacement(fs, file, after)
      identity = replacement.identity
      await placeReplacement(fs, replacement, file, expected)
    }
    return { identities: new Map([[file, identity]]) }
  } catch (error) {
    if (error instanceof NotConfirmedError) return { unconfirmed: error.cause, identities: new Map([[file, identity]]) }
    throw new NotWrittenError(error as Error)
  }
}

export async function writeChanges(
  fs: LakeFileSystem,
  journalFile: string,
  changes: FileChange[],
): Promise<WriteOutcome> {
  if (changes.length === 1) return writeOne(changes[0]!, fs)
  // Each file's next text first, flushed beside it, so the journal can name the very files that will replace them.
  const prepared = new Map<string, Replacement>()
  const discard = () =>
    Promise.all([...prepared.values()].map(({ temporary }) => fs.remove(temporary).catch(() => undefined)))
  let entries: JournalEntry[]
  let journaling = false
  try {
    for (const { file, after } of changes)
      if (after !== null) prepared.set(file, await prepareReplacement(fs, file, after))
    entries = changes.map((change) => ({ ...change, identity: prepared.get(change.file)?.identity ?? null }))
    // A journal must name each file's text as it is: one an edit beside the lake changed since the lake read it would
    // hold neither text after a crash, and stop the next start for a choice nobody needs to make.
    for (const { file, before } of changes) if ((await fs.read(file)) !== before) throw new ChangedOutsideError(file)
    journaling = true
    await writeJournal(fs, journalFile, entries)
  } catch (error) {
    // Not written, or not confirmed: either way no file is touched yet. A journal that cannot be removed now is owed
    // with nothing to put back, so this lake removes it later even if a file is edited meanwhile: it knows it wrote none.
    await discard()
    throw new NotWrittenError(error as Error, journaling ? await rollBack(fs, journalFile, []) : undefined)
  }
  const written: JournalEntry[] = []
  try {
    for (const entry of entries) {
      const replacement = prepared.get(entry.file)
      prepared.delete(entry.file)
      try {
        const expected = { text: entry.before, identity: entry.beforeIdentity }
        if (replacement) await placeReplacement(fs, replacement, entry.file, expected)
        else await removeDurably(fs, entry.file, expected)
      } catch (error) {
        // Renamed into place, only its folder's flush failed: it is written, and must be rolled back too.
        if (error instanceof NotConfirmedError) written.push(entry)
        throw error
      }
      written.push(entry)
    }
  } catch (error) {
    await discard()
    throw new NotWrittenError(error as Error, await rollBack(fs, journalFile, written))
  }
  // The commit point: once the journal is gone, the transaction stands.
  try {
    await fs.remove(journalFile)
  } catch (error) {
    throw new NotWrittenError(error as Error, await rollBack(fs, journalFile, written))
  }
  const identities = new Map(entries.map((entry) => [entry.file, entry.identity]))
  try {
    await fs.syncFolder(path.dirname(journalFile))
  } catch (error) {
    return { unconfirmed: error as Error, identities }
  }
  return { identities }
}
