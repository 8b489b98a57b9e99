// The lake's files, kept as a database keeps its own: the tracked dataset file and the drafts file beside it, written
// whole and durably before a change is acknowledged, both or neither, and read again before every write so that an edit
// made outside the lake (git pull, npm run content:pull, a text editor) is taken in, never written over.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { isTemporaryFileOf } from '../content/atomic-file'
import { formatDatasetFile, parseNdjson, type RawDocument } from '../content/sources/dataset-file'
import { journalFileFor, rollBackJournal, writeJournal, type FileChange } from './dataset-journal'
import { lockDatasetFile } from './dataset-lock'
import { placementOf, type LakeFile } from './document-placement'
import { shownPath } from '../server/shown-path'
import { diskIo, type LakeFileIo } from './file-io'
import { LakeError } from './lake-error'

/** The file beside a dataset file that keeps drafts and the Studio's own documents, which a build must never read. */
export function draftsFileFor(datasetFile: string): string {
  const { dir, name } = path.parse(datasetFile)
  return path.join(dir, `${name}.drafts.ndjson`)
}

/** What changed in one file since the lake last read or wrote it. */
export interface OutsideEdit {
  file: string
  changes: { id: string; before: RawDocument | null; after: RawDocument | null }[]
}

export interface DatasetFiles {
  readonly datasetFile: string
  /** The documents on disk when opened, after rolling back a transaction that a crash cut short. */
  readonly documents: RawDocument[]
  /** What changed on disk since the lake last read or wrote its files (a file that cannot be read is left as last read). */
  takeIn(): Promise<OutsideEdit[]>
  /** Writes the files whose text these documents change, both or neither, durably; throws the API's error if it failed. */
  write(documents: RawDocument[]): Promise<void>
  close(): Promise<void>
}

export interface OpenOptions {
  io?: LakeFileIo
  log: (message: string) => void
}

const byId = (documents: RawDocument[]) => new Map(documents.map((document) => [document._id, document]))

function textsOf(documents: RawDocument[]): Record<LakeFile, string | null> {
  const dataset = documents.filter((document) => placementOf(document) === 'dataset')
  const drafts = documents.filter((document) => placementOf(document) === 'drafts')
  // No drafts: no drafts file, as a fresh clone has none.
  return { dataset: formatDatasetFile(dataset), drafts: drafts.length ? formatDatasetFile(drafts) : null }
}

/** Reads one file's text into documents: the dataset file must hold some; the drafts file may be absent or empty. */
function parseFile(kind: LakeFile, file: string, text: string | null): RawDocument[] {
  if (kind === 'drafts' && (text === null || text.trim() === '')) return []
  if (text === null) throw new Error('the file is missing')
  return parseNdjson(text, path.basename(file))
}

/** Documents that differ between two readings of a file, by id. */
function differences(before: RawDocument[], after: RawDocument[]): OutsideEdit['changes'] {
  const [old, now] = [byId(before), byId(after)]
  const ids = new Set([...old.keys(), ...now.keys()])
  return [...ids]
    .map((id) => ({ id, before: old.get(id) ?? null, after: now.get(id) ?? null }))
    .filter(({ before: a, after: b }) => JSON.stringify(a) !== JSON.stringify(b))
}

/**
 * A change the lake cannot save now. 503, not 409: on a 4xx the Studio drops the editor's change and shows the stored
 * document (sanity's TERMINAL_COMMIT_STATUSES); on a 5xx it keeps the change, says "Saving your changes…" and tries
 * again, which succeeds once the file is fixed or, after an outside edit, on top of what the Studio has since been shown.
 */
function notSaved(type: string, description: string): LakeError {
  return new LakeError(503, { error: { type, description } }, description)
}

/** A change refused because a file it would write was changed outside the lake, in a way the editor has not seen yet. */
export function outsideConflict(file: string, what: string): LakeError {
  return notSaved(
    'datasetFileChangedError',
    `${shownPath(file)} was changed outside the Studio (${what}), so this change was not saved over it. The Studio now shows the file's version, and saves the change again on top of it.`,
  )
}

/** Removes temporary files a killed writer left beside the lake's files (a finished write never leaves one). */
async function removeLeftovers(files: string[], io: LakeFileIo): Promise<void> {
  const folder = path.dirname(files[0]!)
  for (const name of await readdir(folder)) {
    if (files.some((file) => isTemporaryFileOf(file, name))) await io.remove(path.join(folder, name))
  }
}

/** Opens a dataset file for one lake: takes its lock, rolls back an unfinished transaction and reads both files. */
export async function openDatasetFiles(datasetFile: string, { io = diskIo, log }: OpenOptions): Promise<DatasetFiles> {
  const paths: Record<LakeFile, string> = { dataset: datasetFile, drafts: draftsFileFor(datasetFile) }
  const journalFile = journalFileFor(datasetFile)
  const release = await lockDatasetFile(datasetFile)
  /** Each file's text as the lake last read or wrote it, its documents, and their text as the lake writes them. */
  const known = {} as Record<LakeFile, { text: string | null; documents: RawDocument[]; canonical: string | null }>
  const knownAs = (kind: LakeFile, text: string | null, documents: RawDocument[], canonical = textsOf(documents)[kind]) => ({ text, documents, canonical })
  try {
    if (await rollBackJournal(io, journalFile, log)) log(`The local Content Lake rolled back a transaction that was cut short (${shownPath(journalFile)})`)
    await removeLeftovers([datasetFile, paths.drafts, journalFile], io)
    for (const kind of ['dataset', 'drafts'] as const) {
      const text = await io.read(paths[kind])
      known[kind] = knownAs(kind, text, parseFile(kind, paths[kind], text))
    }
  } catch (error) {
    await release()
    throw error
  }

  /** What was last wrong with each file, logged once however often the Studio tries again. */
  const problems: Partial<Record<LakeFile, string>> = {}

  async function takeIn(): Promise<OutsideEdit[]> {
    // A journal here means a rollback failed earlier: nothing is written until it has succeeded.
    await rollBackJournal(io, journalFile, log)
    const edits: OutsideEdit[] = []
    for (const kind of ['dataset', 'drafts'] as const) {
      let text: string | null
      let documents: RawDocument[]
      try {
        text = await io.read(paths[kind])
        // Unchanged, or put back as it was: nothing to take in.
        documents = text === known[kind].text ? known[kind].documents : parseFile(kind, paths[kind], text)
      } catch (error) {
        // The lake goes on with what it last read; only a change that would write this file is refused (write()).
        const description = `${shownPath(paths[kind])} was changed outside the local Content Lake and cannot be read (${(error as Error).message}). Nothing is saved to it until it can: fix the file, and the lake takes it in.`
        if (description !== problems[kind]) log(description)
        problems[kind] = description
        continue
      }
      if (problems[kind]) log(`${shownPath(paths[kind])} can be read again: the local Content Lake takes changes again`)
      delete problems[kind]
      if (text === known[kind].text) continue
      edits.push({ file: paths[kind], changes: differences(known[kind].documents, documents) })
      known[kind] = knownAs(kind, text, documents)
    }
    return edits
  }

  async function write(documents: RawDocument[]): Promise<void> {
    const texts = textsOf(documents)
    // By documents, not bytes: a file written by hand in another order or spacing is rewritten only when its documents change.
    const changed = (['dataset', 'drafts'] as const).filter((kind) => texts[kind] !== known[kind].canonical)
    const changes: FileChange[] = changed.map((kind) => ({ file: paths[kind], before: known[kind].text, after: texts[kind] }))
    const put = ({ file, after }: FileChange) => (after === null ? io.remove(file) : io.write(file, after))
    // A file that cannot be read is not written over: a merge conflict in the dataset file stops Publish, not drafts.
    for (const kind of changed) {
      if (problems[kind]) throw notSaved('datasetFileUnreadableError', problems[kind])
    }
    // Read once more just before writing: an edit that landed while the transaction was built is never written over.
    for (const kind of changed) {
      if ((await io.read(paths[kind])) !== known[kind].text) throw outsideConflict(paths[kind], 'while this change was being made')
    }
    try {
      if (changes.length === 1) await put(changes[0]!)
      else if (changes.length > 1) {
        await writeJournal(io, journalFile, changes)
        try {
          for (const change of changes) await put(change)
          // The commit point: once the journal is gone, the transaction stands.
          await io.remove(journalFile)
        } catch (error) {
          await rollBackJournal(io, journalFile, log).catch((rollback: Error) =>
            log(`The local Content Lake could not roll back yet (${rollback.message}); it tries again before the next change`),
          )
          throw error
        }
      }
    } catch (error) {
      const files = changes.map((change) => shownPath(change.file)).join(' and ')
      const description = `The local Content Lake could not save this change to ${files}: ${(error as Error).message}. Nothing of it was saved; make room or fix the file, then try again.`
      log(description)
      throw notSaved('datasetWriteError', description)
    }
    for (const kind of changed) {
      known[kind] = knownAs(
        kind,
        texts[kind],
        documents.filter((document) => placementOf(document) === kind),
        texts[kind],
      )
    }
  }

  return { datasetFile, documents: [...known.dataset.documents, ...known.drafts.documents], takeIn, write, close: release }
}
