// Writing a file others read while it changes: never half-written, and on the disk, folder entry included, before the
// promise resolves. Each step says whether the file was already changed when it failed, which decides what the lake
// may tell the editor.
import path from 'node:path'
import type { Expected, LakeFileSystem } from './file-system'

/**
 * A write that failed after the file was already replaced: readers see the new text, but the disk did not confirm that
 * it keeps it (the folder's flush failed), so a power cut may still bring the old one back.
 */
export class NotConfirmedError extends Error {
  constructor(
    readonly file: string,
    readonly cause: Error,
  ) {
    super(cause.message)
  }
}

const temporaryFileOf = (fs: LakeFileSystem, file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${fs.uniqueName()}.tmp`)

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/**
 * A temporary file of `file`'s (a dot, its name, an id, `.tmp`), which only a killed writer leaves behind. Exactly
 * that: `.dataset.ndjson.lock.<id>.tmp` is the lock's, another starter's, and not the dataset file's.
 */
export function isTemporaryFileOf(file: string, candidate: string): boolean {
  const prefix = `.${path.basename(file)}.`
  return (
    candidate.startsWith(prefix) &&
    candidate.endsWith('.tmp') &&
    uuid.test(candidate.slice(prefix.length, -'.tmp'.length))
  )
}

/** A file's next text, written and flushed beside it, and the identity the file will have once it is renamed into place. */
export interface Replacement {
  temporary: string
  identity: string | null
}

/** Writes `text` to a temporary file beside `file` and flushes it; removes it again if that fails. */
export async function prepareReplacement(fs: LakeFileSystem, file: string, text: string): Promise<Replacement> {
  const temporary = temporaryFileOf(fs, file)
  try {
    await fs.writeNew(temporary, text)
    await fs.sync(temporary)
    return { temporary, identity: await fs.identity(temporary) }
  } catch (error) {
    await fs.remove(temporary).catch(() => undefined)
    throw error
  }
}

async function confirm(fs: LakeFileSystem, file: string): Promise<void> {
  try {
    await fs.syncFolder(path.dirname(file))
  } catch (error) {
    throw new NotConfirmedError(file, error as Error)
  }
}

/**
 * Renames a prepared replacement over `file` (if it is as `expected`, when given) and flushes the folder. A failure
 * before the rename leaves the file as it was and throws that error; a failure after it throws NotConfirmedError.
 */
export async function placeReplacement(
  fs: LakeFileSystem,
  { temporary }: Replacement,
  file: string,
  expected?: Expected,
): Promise<void> {
  try {
    await fs.replace(temporary, file, expected)
  } catch (error) {
    await fs.remove(temporary).catch(() => undefined)
    throw error
  }
  await confirm(fs, file)
}

/** Replaces `file` with `text`, durably: prepareReplacement, then placeReplacement. */
export async function writeDurably(fs: LakeFileSystem, file: string, text: string, expected?: Expected): Promise<void> {
  await placeReplacement(fs, await prepareReplacement(fs, file, text), file, expected)
}

/** Removes `file` (if it is as `expected`, when given) and flushes its folder; a failed flush throws NotConfirmedError. */
export async function removeDurably(fs: LakeFileSystem, file: string, expected?: Expected): Promise<void> {
  await fs.remove(file, expected)
  await confirm(fs, file)
}

/** Puts `text` in `file`, or removes it when `text` is null; as writeDurably and removeDurably. */
export const putDurably = (
  fs: LakeFileSystem,
  file: string,
  text: string | null,
  expected?: Expected,
): Promise<void> => (text === null ? removeDurably(fs, file, expected) : writeDurably(fs, file, text, expected))

/**
 * Creates `file` holding `text` only if there is none, in one step (a link to a flushed temporary file), so a reader
 * never sees it empty and two callers never both create it. False when it exists.
 */
export async function createExclusively(fs: LakeFileSystem, file: string, text: string): Promise<boolean> {
  const { temporary } = await prepareReplacement(fs, file, text)
  let created: boolean
  try {
    created = await fs.link(temporary, file)
  } finally {
    await fs.remove(temporary).catch(() => undefined)
  }
  if (created) await confirm(fs, file)
  return created
}
