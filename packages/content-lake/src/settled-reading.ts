// A file read once it has stopped changing. A program that writes a file in place (Node's writeFile, some editors, git
// creating a file) empties it first and fills it a moment later: a reader in between sees a file with every document
// gone. So a file that reads otherwise than the lake last saw it, by its text or by which file it is, is read again
// after a moment until two readings agree, as chokidar's awaitWriteFinish waits for a file's size to hold still.
import type { LakeFileSystem } from './file-system'

/** How many readings, a moment apart, a changing file gets before the lake waits for it to change again. */
export const settleReadings = 5

/** A file's text, and which file held it (LakeFileSystem.identity): the same text written again is another version. */
export interface FileVersion {
  text: string | null
  identity: string | null
}

/** A file that changed between every two of its readings: a program is still writing it. */
export class StillChangingError extends Error {
  constructor(file: string) {
    super(`${file} changed between each of ${settleReadings} readings a moment apart`)
  }
}

/**
 * The file's text, then which file held it. A file written between the two is never taken for this text: its identity
 * is a later file's, and the text a write expects (LakeFileSystem.replace) is this one, which it no longer holds.
 */
export async function readVersion(fs: LakeFileSystem, file: string): Promise<FileVersion> {
  const text = await fs.read(file)
  return { text, identity: await fs.identity(file) }
}

/** The file once a reading a moment (`settle`) after `first`, or after a later reading, finds the same version. */
export async function settledVersion(
  fs: LakeFileSystem,
  file: string,
  first: FileVersion,
  settle: () => Promise<void>,
): Promise<FileVersion> {
  let version = first
  for (let reading = 1; reading < settleReadings; reading++) {
    await settle()
    const again = await readVersion(fs, file)
    if (again.text === version.text && again.identity === version.identity) return version
    version = again
  }
  throw new StillChangingError(file)
}
