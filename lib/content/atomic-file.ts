// Replacing a file that others read while it changes (the dataset file, the content snapshot): never half-written, and
// on disk, folder entry included, once the promise resolves. The local Content Lake's own durable write, on the disk.
import { writeDurably } from 'local-content-lake/durable-file'
import { diskFileSystem } from 'local-content-lake/file-system'

/** Writes a flushed temporary file beside `file`, renames it over `file` and flushes the folder. */
export const writeFileAtomically = (file: string, text: string): Promise<void> =>
  writeDurably(diskFileSystem, file, text)
