// The lake's files, kept as a database keeps its own: the tracked dataset file and the drafts file beside it, written
// whole and durably before a change is acknowledged, both or neither, and read again before every write so that an edit
// made outside the lake (git pull, npm run content:pull, a text editor) is taken in, never written over.
import path from 'node:path'
import { DatasetFormatError } from './dataset-format'
import { formatDataset, type RawDocument } from './dataset-format'
import { shownPath } from './shown-path'
import { changesBetween, homesOf, idsInBoth, parseLakeFile, type OutsideChange, type Readings } from './dataset-reading'
import { inBothFiles, notConfirmed, notSaved, outsideConflict, stillUnconfirmed, unreadable, writeFailed } from './dataset-messages'
import { journalFileFor, JournalConflictError, rollBackJournal, undoChanges, type FileChange, type JournalEntry } from './dataset-journal'
import { lockDatasetFile, LockLostError } from './dataset-lock'
import { NotWrittenError, writeChanges } from './dataset-writing'
import { fileForNewDocument, type FileKind } from './document-placement'
import { isTemporaryFileOf } from './durable-file'
import { ChangedOutsideError, diskFileSystem, type LakeFileSystem } from './file-system'
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
  constructor(readonly answer: LakeError) {
    super(answer.message)
  }
}

export interface DatasetFiles {
  readonly datasetFile: string
  /** The documents on disk when opened, after rolling back a transaction that a crash cut short. */
  readonly documents: RawDocument[]
  /** What changed on disk since the lake last read or wrote its files (a file that cannot be read is left as last read). */
  takeIn(): Promise<OutsideChange[]>
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
  log: (message: string) => void
}

const kinds = ['dataset', 'drafts'] as const
const textOf = (kind: FileKind, documents: RawDocument[]): string | null =>
  // No drafts: no drafts file, as a fresh clone has none.
  kind === 'drafts' && documents.length === 0 ? null : formatDataset(documents)

/** Opens a dataset file for one lake: takes its lock, rolls back an unfinished transaction and reads both files. */
export async function openDatasetFiles(datasetFile: string, options: OpenOptions): Promise<DatasetFiles> {
  const { fs = diskFileSystem, processes = systemProcesses, privatePaths = [], afterResolving, log } = options
  const paths: Record<FileKind, string> = { dataset: datasetFile, drafts: draftsFileFor(datasetFile) }
  const journalFile = journalFileFor(datasetFile)
  const folder = path.dirname(datasetFile)
  /** A disk that fails while the lake starts: said in a sentence, not a stack. */
  const cannotOpen = (error: unknown) =>
    error instanceof LakeStartError
      ? error
      : new LakeStartError(
          `The local Content Lake could not open ${shownPath(datasetFile)}: ${(error as Error).message}. Check the disk (free space, permissions), then start the lake again.`,
        )
  const lock = await lockDatasetFile(fs, datasetFile, { processes, log }).catch((error: unknown) => {
    throw cannotOpen(error)
  })

  let known: Readings
  let homes: Map<string, FileKind>
  try {
    known = await readAtStart()
    homes = homesOf(known)
  } catch (error) {
    await lock.release().catch(() => undefined)
    throw cannotOpen(error)
  }

  async function readAtStart(): Promise<Readings> {
    // Temporary files a killed writer left (a finished write never leaves one); the lock's are left to their owners.
    for (const name of await fs.list(folder)) {
      if ([datasetFile, paths.drafts, journalFile].some((file) => isTemporaryFileOf(file, name))) await fs.remove(path.join(folder, name))
    }
    try {
      if (await rollBackJournal(fs, journalFile)) log(`The local Content Lake rolled back a change that was cut short (${shownPath(journalFile)})`)
    } catch (error) {
      if (error instanceof JournalConflictError) throw new LakeStartError(error.message)
      throw error
    }
    const readings = {} as Readings
    for (const kind of kinds) {
      const text = await fs.read(paths[kind])
      try {
        readings[kind] = { text, documents: parseLakeFile(kind, paths[kind], text, { afterResolving }) }
      } catch (error) {
        // The dataset format's own words name the file, the lines and what to do (a merge conflict's, too).
        if (error instanceof DatasetFormatError) throw new LakeStartError(error.message)
        throw new LakeStartError(`${shownPath(paths[kind])} cannot be read (${(error as Error).message}): fix it, then start the lake again.`)
      }
    }
    const both = idsInBoth(readings)
    if (both.length) throw new LakeStartError(`${inBothFiles(paths.dataset, paths.drafts, both)} Remove one, then start the lake again.`)
    return readings
  }

  /** What stops writes now, logged once each however often the Studio tries again. */
  const problems: Partial<Record<FileKind | 'both' | 'journal' | 'lock', string>> = {}
  function setProblem(key: keyof typeof problems, description: string | undefined): void {
    if (description === problems[key]) return
    if (description) log(description)
    else if (key !== 'both')
      log(
        `${key === 'journal' ? shownPath(journalFile) : shownPath(paths[key as FileKind] ?? datasetFile)}: the problem is resolved, the local Content Lake saves changes again`,
      )
    if (description) problems[key] = description
    else delete problems[key]
  }
  /** What a failed transaction wrote and could not put back yet: rolled back before anything else is written. */
  let owedRollback: JournalEntry[] | undefined
  /** The files of a write the disk did not confirm (a folder flush failed): asked again before anything new is written. */
  let unconfirmed: string[] | undefined

  /** Why writes stay stopped after a rollback failed: a file edited since (a person must choose), or the disk. */
  function rollbackProblem(error: unknown): string {
    if (error instanceof JournalConflictError) return error.message
    if (error instanceof ChangedOutsideError) {
      return `${shownPath(error.file)} was edited while the local Content Lake was putting back a change it could not finish, so it cannot tell which edits to keep and saves nothing. Its undo journal ${shownPath(journalFile)} holds the texts before and after that change. Keep the files as they are by deleting the journal, or copy back what you need from it first; then start the lake again.`
    }
    return `${shownPath(journalFile)} could not be rolled back yet (${(error as Error).message}): nothing is saved until it is.`
  }

  async function takeIn(): Promise<OutsideChange[]> {
    // A journal still here means a rollback is owed: nothing is written until it has run. This lake knows which files
    // it wrote; a journal it did not leave (none should appear while it runs) is rolled back by what the files hold.
    try {
      // The journal deleted by a person, as the lake asked: the files stay as they are.
      if (owedRollback && (await fs.read(journalFile)) === null) owedRollback = undefined
      if (owedRollback) {
        await undoChanges(fs, journalFile, owedRollback)
        owedRollback = undefined
        log(`The local Content Lake rolled back a change it could not finish (${shownPath(journalFile)})`)
      } else if (await rollBackJournal(fs, journalFile)) log(`The local Content Lake rolled back a change that was cut short (${shownPath(journalFile)})`)
      setProblem('journal', undefined)
    } catch (error) {
      setProblem('journal', rollbackProblem(error))
    }
    const readings = { ...known }
    for (const kind of kinds) {
      try {
        const text = await fs.read(paths[kind])
        if (text !== known[kind].text) readings[kind] = { text, documents: parseLakeFile(kind, paths[kind], text, { afterResolving }) }
        setProblem(kind, undefined)
      } catch (error) {
        // The lake goes on with what it last read; only a change that would write this file is refused (write()).
        setProblem(kind, unreadable(paths[kind], error as Error))
      }
    }
    const both = idsInBoth(readings)
    setProblem('both', both.length ? inBothFiles(paths.dataset, paths.drafts, both) : undefined)
    // Two copies of a document: which one is meant cannot be told, so neither file is taken in until one is removed.
    if (both.length) return []
    const changes = changesBetween(known, readings)
    known = readings
    homes = homesOf(readings)
    return changes
  }

  async function confirm(): Promise<void> {
    if (!unconfirmed) return
    try {
      await fs.syncFolder(folder)
    } catch (error) {
      throw new UnconfirmedWriteError(notConfirmed(unconfirmed, error as Error))
    }
    unconfirmed = undefined
  }

  async function write(documents: RawDocument[]): Promise<void> {
    const refusal = problems.journal
    if (refusal) throw notSaved('datasetFileUnwritableError', `This change was not saved: ${refusal}`)
    await confirm().catch((error: unknown) => {
      if (!(error instanceof UnconfirmedWriteError)) throw error
      throw notSaved('datasetWriteNotConfirmedError', stillUnconfirmed(folder, error))
    })
    try {
      await lock.verify()
      setProblem('lock', undefined)
    } catch (error) {
      if (!(error instanceof LockLostError)) throw error
      setProblem('lock', error.message)
      throw notSaved('datasetFileUnwritableError', `This change was not saved: ${error.message}`)
    }
    const placed: Record<FileKind, RawDocument[]> = { dataset: [], drafts: [] }
    for (const document of documents) placed[homes.get(document._id) ?? fileForNewDocument(document._id, privatePaths)].push(document)
    // By documents, not bytes: a file written by hand in another order or spacing is rewritten only when its documents change.
    const changed = kinds.filter((kind) => textOf(kind, placed[kind]) !== textOf(kind, known[kind].documents))
    // A file that cannot be read is not written over: a merge conflict in the dataset file stops Publish, not drafts.
    for (const kind of changed) {
      const problem = problems[kind] ?? problems.both
      if (problem) throw notSaved('datasetFileUnreadableError', `This change was not saved: ${problem}`)
    }
    const changes: FileChange[] = changed.map((kind) => ({ file: paths[kind], before: known[kind].text, after: textOf(kind, placed[kind]) }))
    let outcome
    try {
      outcome = await writeChanges(fs, journalFile, changes)
    } catch (error) {
      if (!(error instanceof NotWrittenError)) throw error
      if (error.owed) {
        owedRollback = error.owed
        setProblem('journal', `${shownPath(journalFile)}: a change was cut short and is rolled back before anything else is saved.`)
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
        error.owed !== undefined,
      )
      log(description)
      throw notSaved('datasetWriteError', description)
    }
    for (const kind of changed) known[kind] = { text: textOf(kind, placed[kind]), documents: placed[kind] }
    homes = homesOf(known)
    if (outcome.unconfirmed) {
      unconfirmed = changes.map((change) => change.file)
      const answer = notConfirmed(
        changes.map((change) => change.file),
        outcome.unconfirmed,
      )
      log(answer.message)
      throw new UnconfirmedWriteError(answer)
    }
  }

  return {
    datasetFile,
    documents: [...known.dataset.documents, ...known.drafts.documents],
    takeIn,
    write,
    confirm,
    close: () => lock.release(),
  }
}
