// The lake's files, kept as a database keeps its own: the tracked dataset file and the drafts file beside it, written
// whole and durably before a change is acknowledged, both or neither, and read again before every write so that an edit
// made outside the lake (git pull, npm run content:pull, a text editor) is taken in, never written over.
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { formatDataset, type RawDocument } from './dataset-format'
import { shownPath } from './shown-path'
import {
  changesBetween,
  filesOf,
  idsInBoth,
  parseFileOfKind,
  type OutsideChange,
  type Readings,
} from './dataset-reading'
import {
  cannotOpenFile,
  inBothFiles,
  journalRemoved,
  notConfirmed,
  notSaved,
  outsideConflict,
  rollbackStopped,
  rolledBack,
  stillChanging,
  stillUnconfirmed,
  unreadable,
  writeFailed,
} from './dataset-messages'
import { journalFileFor, rollBackJournal, undoChanges, type FileChange, type JournalEntry } from './dataset-journal'
import { DatasetLockLostError, lockDatasetFile } from './dataset-lock'
import { NotWrittenError, writeChanges } from './dataset-writing'
import { fileForNewDocument, fileKinds, type FileKind } from './document-placement'
import { readAtStart } from './start-reading'
import { readVersion, settledVersion, StillChangingError } from './settled-reading'
import { ChangedOutsideError, diskFileSystem, type LakeFileSystem } from './file-system'
import { WriteBlocks } from './write-blocks'
import { LakeStartError, type LakeError } from './lake-error'
import { systemProcesses, type ProcessTable } from './process-identity'

export type { OutsideChange } from './dataset-reading'

/** The file beside a dataset file that keeps drafts and the Studio's own documents, which a build must never read. */
export function draftsFileFor(datasetFile: string): string {
  const { dir, name } = path.parse(datasetFile)
  return path.join(dir, `${name}.drafts.ndjson`)
}

/** A change that is in the files, but that the disk has not confirmed it keeps: `answer` is what the API says of it. */
export class UnconfirmedWriteError extends Error {
  constructor(
    readonly answer: LakeError,
    /** What the disk said when asked to confirm (the folder's flush failed). */
    readonly diskError: Error,
  ) {
    super(answer.message)
  }
}

export interface DatasetFiles {
  readonly datasetFile: string
  /** The documents on disk when opened, after rolling back a transaction that a crash cut short. */
  readonly documents: RawDocument[]
  /** What changed on disk since the lake last read or wrote its files (a file that cannot be read is left as last read). */
  readOutsideEdits(): Promise<OutsideChange[]>
  /**
   * Writes the files whose documents these change, both or neither, durably. Throws the API's 503 when nothing of it
   * was saved, and UnconfirmedWriteError when it is in the files but the disk did not confirm it.
   */
  write(documents: RawDocument[]): Promise<void>
  /** Asks the disk again to confirm the last write; throws UnconfirmedWriteError if it still does not. */
  confirm(): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  fs?: LakeFileSystem
  processes?: ProcessTable
  /** Paths whose documents are private (`siteDeployHook` for `siteDeployHook.settings`): new ones go to the drafts file. */
  privatePaths?: readonly string[]
  /** What to do once a merge conflict in a file is resolved, in this project; said after how to resolve it. */
  afterResolving?: string
  /** Waits a moment, longer than a program that writes a file in place takes to finish it (settled-reading.ts); 100 ms. */
  settle?: () => Promise<void>
  log: (message: string) => void
}

const textOf = (kind: FileKind, documents: RawDocument[]): string | null =>
  // No drafts: no drafts file, as a fresh clone has none.
  kind === 'drafts' && documents.length === 0 ? null : formatDataset(documents)

/** Opens a dataset file for one lake: takes its lock, rolls back an unfinished transaction and reads both files. */
export async function openDatasetFiles(datasetFile: string, options: OpenOptions): Promise<DatasetFiles> {
  const { fs = diskFileSystem, processes = systemProcesses, privatePaths = [], afterResolving, log } = options
  const { settle = () => setTimeout(100) } = options
  const paths: Record<FileKind, string> = { dataset: datasetFile, drafts: draftsFileFor(datasetFile) }
  const journalFile = journalFileFor(datasetFile)
  const folder = path.dirname(datasetFile)
  /** A disk that fails while the lake starts: said in a sentence, not a stack. */
  const cannotOpen = (error: unknown) =>
    error instanceof LakeStartError ? error : new LakeStartError(cannotOpenFile(datasetFile, error as Error))
  const lock = await lockDatasetFile(fs, datasetFile, { processes, log }).catch((error: unknown) => {
    throw cannotOpen(error)
  })

  let lastSeen: Readings
  let fileOf: Map<string, FileKind>
  try {
    lastSeen = await readAtStart(fs, paths, journalFile, { afterResolving, settle, log })
    fileOf = filesOf(lastSeen)
  } catch (error) {
    await lock.release().catch(() => undefined)
    throw cannotOpen(error)
  }

  const blocks = new WriteBlocks({ ...paths, journal: journalFile, lock: datasetFile }, log)
  /** What a failed transaction wrote and could not put back yet: rolled back before anything else is written. */
  let owedRollback: JournalEntry[] | undefined
  /** The files of a write the disk did not confirm (a folder flush failed): asked again before anything new is written. */
  let unconfirmed: string[] | undefined

  async function readOutsideEdits(): Promise<OutsideChange[]> {
    // A journal still here means a rollback is owed: nothing is written until it has run. This lake knows which files
    // it wrote; a journal it did not leave (none should appear while it runs) is rolled back by what the files hold.
    try {
      // The journal deleted by a person, as the lake asked: the files stay as they are.
      if (owedRollback && (await fs.read(journalFile)) === null) owedRollback = undefined
      if (owedRollback) {
        await undoChanges(fs, journalFile, owedRollback)
        log(owedRollback.length ? rolledBack(journalFile, 'not finished') : journalRemoved(journalFile))
        owedRollback = undefined
      } else if (await rollBackJournal(fs, journalFile)) log(rolledBack(journalFile, 'cut short'))
      blocks.set('journal', undefined)
    } catch (error) {
      blocks.set('journal', rollbackStopped(journalFile, error, owedRollback?.length === 0))
    }
    const readings = { ...lastSeen }
    for (const kind of fileKinds) {
      try {
        const seen = lastSeen[kind]
        let { text, identity } = await readVersion(fs, paths[kind])
        // Written since, even to the same text (a program that empties a file the lake last saw empty): read again.
        if (text !== seen.text || identity !== seen.identity)
          ({ text, identity } = await settledVersion(fs, paths[kind], { text, identity }, settle))
        readings[kind] =
          text === seen.text
            ? { ...seen, identity }
            : { text, documents: parseFileOfKind(kind, paths[kind], text, { afterResolving }), identity }
        blocks.set(kind, undefined)
      } catch (error) {
        // The lake goes on with what it last read; only a change that would write this file is refused (write()).
        blocks.set(
          kind,
          error instanceof StillChangingError ? stillChanging(paths[kind]) : unreadable(paths[kind], error as Error),
        )
      }
    }
    const both = idsInBoth(readings)
    blocks.set('both', both.length ? inBothFiles(paths.dataset, paths.drafts, both) : undefined)
    // Two copies of a document: which one is meant cannot be told, so neither file is taken in until one is removed.
    if (both.length) return []
    const changes = changesBetween(lastSeen, readings)
    lastSeen = readings
    fileOf = filesOf(readings)
    return changes
  }

  async function confirm(): Promise<void> {
    if (!unconfirmed) return
    try {
      await fs.syncFolder(folder)
    } catch (error) {
      throw new UnconfirmedWriteError(notConfirmed(unconfirmed, error as Error), error as Error)
    }
    unconfirmed = undefined
  }

  async function write(documents: RawDocument[]): Promise<void> {
    const refusal = blocks.get('journal')
    if (refusal) throw notSaved('datasetFileUnwritableError', `This change was not saved: ${refusal}`)
    await confirm().catch((error: unknown) => {
      if (!(error instanceof UnconfirmedWriteError)) throw error
      throw notSaved('datasetWriteNotConfirmedError', stillUnconfirmed(folder, error.diskError))
    })
    try {
      await lock.verify()
      blocks.set('lock', undefined)
    } catch (error) {
      if (!(error instanceof DatasetLockLostError)) throw error
      blocks.set('lock', error.message)
      throw notSaved('datasetFileUnwritableError', `This change was not saved: ${error.message}`)
    }
    const placed: Record<FileKind, RawDocument[]> = { dataset: [], drafts: [] }
    for (const document of documents)
      placed[fileOf.get(document._id) ?? fileForNewDocument(document._id, privatePaths)].push(document)
    // By documents, not bytes: a file written by hand in another order or spacing is rewritten only when its documents change.
    const changed = fileKinds.filter((kind) => textOf(kind, placed[kind]) !== textOf(kind, lastSeen[kind].documents))
    // A file that cannot be read is not written over: a merge conflict in the dataset file stops Publish, not drafts.
    for (const kind of changed) {
      const problem = blocks.get(kind) ?? blocks.get('both')
      if (problem) throw notSaved('datasetFileUnreadableError', `This change was not saved: ${problem}`)
    }
    const changes: FileChange[] = changed.map((kind) => ({
      file: paths[kind],
      before: lastSeen[kind].text,
      beforeIdentity: lastSeen[kind].identity,
      after: textOf(kind, placed[kind]),
    }))
    let outcome
    try {
      outcome = await writeChanges(fs, journalFile, changes)
    } catch (error) {
      if (!(error instanceof NotWrittenError)) throw error
      if (error.owed) {
        owedRollback = error.owed
        blocks.set(
          'journal',
          error.owed.length
            ? `${shownPath(journalFile)}: a change was cut short and is rolled back before anything else is saved.`
            : `${shownPath(journalFile)}: the undo journal of a change that was not saved is still there, and is removed before anything else is saved.`,
        )
      }
      if (error.cause instanceof ChangedOutsideError) {
        log(
          `${shownPath(error.cause.file)} was changed outside the local Content Lake just before it wrote: that edit is kept, and the Studio's change is refused`,
        )
        throw outsideConflict(error.cause.file, 'while this change was being written')
      }
      const description = writeFailed(
        changes.map((change) => change.file),
        error.cause,
        (error.owed?.length ?? 0) > 0,
      )
      log(description)
      throw notSaved('datasetWriteError', description)
    }
    for (const kind of changed)
      lastSeen[kind] = {
        text: textOf(kind, placed[kind]),
        documents: placed[kind],
        // writeChanges names every file it wrote.
        identity: outcome.identities.get(paths[kind])!,
      }
    fileOf = filesOf(lastSeen)
    if (outcome.unconfirmed) {
      unconfirmed = changes.map((change) => change.file)
      const answer = notConfirmed(
        changes.map((change) => change.file),
        outcome.unconfirmed,
      )
      log(answer.message)
      throw new UnconfirmedWriteError(answer, outcome.unconfirmed)
    }
  }

  return {
    datasetFile,
    documents: [...lastSeen.dataset.documents, ...lastSeen.drafts.documents],
    readOutsideEdits,
    write,
    confirm,
    async close() {
      // A rollback still owed is tried once more, so that the next start need not guess from what the files hold.
      const owed = owedRollback
      if (owed)
        await lock
          .verify()
          .then(() => undoChanges(fs, journalFile, owed))
          .catch(() => undefined)
      await lock.release()
    },
  }
}
