// The lake's files as it starts: what a killed writer left is cleared, a change a crash cut short is rolled back, and
// both files are read, or the start is refused with a sentence that names the file and what to do.
import path from 'node:path'
import { DatasetFormatError } from './dataset-format'
import { JournalConflictError, rollBackJournal } from './dataset-journal'
import { inBothFiles, rolledBack } from './dataset-messages'
import { idsInBoth, parseFileOfKind, type Readings } from './dataset-reading'
import { fileKinds, type FileKind } from './document-placement'
import { isTemporaryFileOf } from './durable-file'
import type { LakeFileSystem } from './file-system'
import { LakeStartError } from './lake-error'
import { readVersion, settledVersion } from './settled-reading'
import { shownPath } from './shown-path'

export async function readAtStart(
  fs: LakeFileSystem,
  paths: Record<FileKind, string>,
  journalFile: string,
  {
    afterResolving,
    settle,
    log,
  }: { afterResolving?: string; settle: () => Promise<void>; log: (message: string) => void },
): Promise<Readings> {
  const folder = path.dirname(paths.dataset)
  // Temporary files a killed writer left (a finished write never leaves one); the lock's are left to their owners.
  for (const name of await fs.list(folder)) {
    if ([paths.dataset, paths.drafts, journalFile].some((file) => isTemporaryFileOf(file, name)))
      await fs.remove(path.join(folder, name))
  }
  try {
    if (await rollBackJournal(fs, journalFile)) log(rolledBack(journalFile, 'cut short'))
  } catch (error) {
    if (error instanceof JournalConflictError) throw new LakeStartError(error.message)
    throw error
  }
  const readings = {} as Readings
  for (const kind of fileKinds) {
    let version = await readVersion(fs, paths[kind])
    try {
      // Empty, as a file is while a program writes it in place: what it holds once written. (Any other text is taken
      // as it is: a start has no reading of its own to tell a change by, and two of each file would slow every start.)
      if (version.text === '') version = await settledVersion(fs, paths[kind], version, settle)
      const { text, identity } = version
      readings[kind] = { text, documents: parseFileOfKind(kind, paths[kind], text, { afterResolving }), identity }
    } catch (error) {
      // The dataset format's own words name the file, the lines and what to do (a merge conflict's, too).
      if (error instanceof DatasetFormatError) throw new LakeStartError(error.message)
      throw new LakeStartError(
        `${shownPath(paths[kind])} cannot be read (${(error as Error).message}): fix it, then start the lake again.`,
      )
    }
  }
  const both = idsInBoth(readings)
  if (both.length)
    throw new LakeStartError(`${inBothFiles(paths.dataset, paths.drafts, both)} Remove one, then start the lake again.`)
  return readings
}
