// The undo journal of a transaction that writes both of the lake's files: written before either, removed once both are.
// A crash or a failed write in between is rolled back whole, at once or on the next start, so no document is ever
// in neither file (an Unpublish moves one from the dataset file to the drafts file).
import { createHash } from 'node:crypto'
import path from 'node:path'
import { shownPath } from '../server/shown-path'
import type { LakeFileIo } from './file-io'

/** One file of the transaction: its text before (null: there was none) and a digest of its text after. */
interface JournalEntry {
  file: string
  before: string | null
  after: string
}

export interface FileChange {
  file: string
  before: string | null
  after: string | null
}

const digest = (text: string | null) => (text === null ? 'absent' : createHash('sha256').update(text).digest('hex'))

export const journalFileFor = (datasetFile: string): string => `${datasetFile}.journal`

export async function writeJournal(io: LakeFileIo, journalFile: string, changes: FileChange[]): Promise<void> {
  const entries: JournalEntry[] = changes.map(({ file, before, after }) => ({ file: path.basename(file), before, after: digest(after) }))
  await io.write(journalFile, `${JSON.stringify({ journal: 'local-content-lake', entries })}\n`)
}

function readJournal(text: string, journalFile: string): JournalEntry[] {
  let value: { journal?: unknown; entries?: unknown }
  try {
    value = JSON.parse(text) as typeof value
  } catch {
    value = {}
  }
  const entries = value.entries
  const valid =
    value.journal === 'local-content-lake' &&
    Array.isArray(entries) &&
    entries.every(
      (entry: Partial<JournalEntry>) =>
        typeof entry.file === 'string' && path.basename(entry.file) === entry.file && (entry.before === null || typeof entry.before === 'string'),
    )
  if (!valid) throw new Error(`${shownPath(journalFile)} is not a journal the local Content Lake wrote: move it away to start, nothing was rolled back`)
  return entries as JournalEntry[]
}

/**
 * Rolls back the transaction a journal names, if there is one: a file holding the transaction's text gets its old text
 * back; a file holding anything else was changed by someone since, and is left as it is (and named in `log`). The
 * journal goes last, so a crash during the rollback is rolled back again on the next start. True when there was one.
 */
export async function rollBackJournal(io: LakeFileIo, journalFile: string, log: (message: string) => void): Promise<boolean> {
  const text = await io.read(journalFile)
  if (text === null) return false
  const folder = path.dirname(journalFile)
  for (const entry of readJournal(text, journalFile)) {
    const file = path.join(folder, entry.file)
    const current = await io.read(file)
    if (digest(current) === entry.after) {
      if (entry.before === null) await io.remove(file)
      else await io.write(file, entry.before)
    } else if (current !== entry.before) {
      log(`The local Content Lake left ${shownPath(file)} as it is: it changed after the unfinished transaction it was rolling back`)
    }
  }
  await io.remove(journalFile)
  return true
}
