// The file operations the lake's storage is built from, each one a single step that can fail or be cut short: the
// disk, or the simulation's file system, which crashes and fails the lake at every one of them.
import { randomUUID } from 'node:crypto'
import { link, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'

/** An outside edit found where the lake was about to write: it changed nothing. */
export class ChangedOutsideError extends Error {
  constructor(readonly file: string) {
    super(`${file} was changed by someone else just before this write`)
  }
}

/**
 * What a file must hold for a write to go ahead: its text (null: no file) and, when known, its identity (the file the
 * lake itself put there, not another with the same text).
 */
export interface Expected {
  text: string | null
  identity?: string | null
}

export interface LakeFileSystem {
  /** The file's text, or null when there is none. */
  read(file: string): Promise<string | null>
  /** The names in a folder. */
  list(folder: string): Promise<string[]>
  /** Which file this is (null: none): another file, or this one written again, has another identity, whatever its text. */
  identity(file: string): Promise<string | null>
  /** Creates or empties `file` and writes `text` to it whole (a full disk fails it part way). */
  writeNew(file: string, text: string): Promise<void>
  /** Flushes a file's content to the disk. */
  sync(file: string): Promise<void>
  /**
   * Renames `from` over `to`, but only while `to` is as `expected`: otherwise throws ChangedOutsideError and changes
   * nothing. Without `expected`, renames whatever is there.
   */
  replace(from: string, to: string, expected?: Expected): Promise<void>
  /**
   * Renames `from` to `to`, a name no file has, but only while `from` is as `expected`: otherwise throws
   * ChangedOutsideError and changes nothing (a lock taken over moves only the lock its taker judged ended).
   */
  moveAside(from: string, to: string, expected: Expected): Promise<void>
  /** Gives `from` a second name `to`, only if `to` is free: false when it is taken (one step, so two callers never both get it). */
  link(from: string, to: string): Promise<boolean>
  /** Removes a file, if there is one and, when `expected` is given, while it is as expected (else ChangedOutsideError). */
  remove(file: string, expected?: Expected): Promise<void>
  /** Flushes a folder's entries (names created, renamed or removed in it) to the disk. */
  syncFolder(folder: string): Promise<void>
  /**
   * A new id in a UUID's form, for a file name nobody else takes: a temporary file, a lock moved aside. Random on a
   * disk; the simulation counts them, so that names, and the order they sort in, are the same every time it runs.
   */
  uniqueName(): string
}

/** The error code of a failed file operation (ENOENT, EEXIST, …). */
export const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code

/** Throws ChangedOutsideError unless `file` is as expected. */
async function check(fs: LakeFileSystem, file: string, expected: Expected | undefined): Promise<void> {
  if (expected === undefined) return
  if ((await fs.read(file)) !== expected.text) throw new ChangedOutsideError(file)
  if (expected.identity !== undefined && (await fs.identity(file)) !== expected.identity)
    throw new ChangedOutsideError(file)
}

async function syncHandle(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * The disk. `replace` and `remove` read the file and then rename over it or remove it, in two system calls: POSIX has
 * no rename-if-unchanged, so an edit landing in the microseconds between them is overwritten (docs/decisions/0021-lake-storage-proved-by-simulation.md).
 */
export const diskFileSystem: LakeFileSystem = {
  read: (file) =>
    readFile(file, 'utf8').catch((error: unknown) => (errorCode(error) === 'ENOENT' ? null : Promise.reject(error))),
  list: (folder) => readdir(folder),
  // Renaming keeps all three; writing the file again, in place or by a rename over it, changes one.
  identity: (file) =>
    stat(file, { bigint: true }).then(
      ({ dev, ino, size, mtimeNs }) => `${dev}:${ino}:${size}:${mtimeNs}`,
      (error: unknown) => (errorCode(error) === 'ENOENT' ? null : Promise.reject(error)),
    ),
  async writeNew(file, text) {
    const handle = await open(file, 'w')
    try {
      // FileHandle.writeFile goes on after a short write, so a full disk fails it instead of leaving a short file.
      await handle.writeFile(text, 'utf8')
    } finally {
      await handle.close()
    }
  },
  sync: syncHandle,
  async replace(from, to, expected) {
    await check(diskFileSystem, to, expected)
    await rename(from, to)
  },
  async moveAside(from, to, expected) {
    await check(diskFileSystem, from, expected)
    await rename(from, to)
  },
  link: (from, to) =>
    link(from, to).then(
      () => true,
      (error: unknown) => (errorCode(error) === 'EEXIST' ? false : Promise.reject(error)),
    ),
  async remove(file, expected) {
    await check(diskFileSystem, file, expected)
    await rm(file, { force: true })
  },
  syncFolder: syncHandle,
  uniqueName: randomUUID,
}
