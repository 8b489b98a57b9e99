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
import { shownPath } from './shown-path'

export async function readAtStart(
  fs: LakeFileSystem,
  paths: Record<FileKind, string>,
  journalFile: string,
  { afterResolving, log }: { afterResolving?: string; log: (message: string) => void },
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
    const text = await fs.read(paths[kind])
    try {
      readings[kind] = { text, documents: parseFileOfKind(kind, paths[kind], text, { afterResolving }) }
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
