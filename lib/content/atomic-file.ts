// Replacing a file that others read while it changes (the dataset file, the content snapshot): never half-written, and
// on disk, folder entry included, once the promise resolves.
//
// Not write-file-atomic: it writes with a single write() and renames whatever landed, so when the disk fills mid-write
// (a short write, not an error) a truncated file replaces the good one. The lake's full-disk test caught it (v7 and v8).
import { randomUUID } from 'node:crypto'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/** Flushes a folder's entries (a rename or removal in it) to disk: without it, a power cut can bring the old name back. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

const temporaryFileOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`)

/** A temporary file of `file`'s (a dot, its name, an id, `.tmp`), which only a killed writer leaves behind. */
export const isTemporaryFileOf = (file: string, candidate: string): boolean => candidate.startsWith(`.${path.basename(file)}.`) && candidate.endsWith('.tmp')

/**
 * Writes a temporary file beside `file` to the last byte (FileHandle.writeFile goes on after a short write, and a full
 * disk then fails it), flushes it, renames it over `file` and flushes the folder. Readers see the old file or the new
 * one; a failed write removes its temporary file and leaves the old file as it was.
 */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = temporaryFileOf(file)
  try {
    const handle = await open(temporary, 'w')
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  await syncFolder(path.dirname(file))
}

/** Removes a file, if there is one, and flushes its folder, so the removal survives a crash. */
export async function removeFileDurably(file: string): Promise<void> {
  await rm(file, { force: true })
  await syncFolder(path.dirname(file))
}
