// One local Content Lake per dataset file, as one database server per data folder: a second lake would keep its own
// copy in memory and write over the first one's changes. The lock file beside the dataset file (file-lock.ts) names its
// holder; the lake checks it before every write, so a lake whose lock was taken over writes nothing.
import type { LakeFileSystem } from './file-system'
import { holderOf, LockContendedError, LockLostError, takeFileLock, type FileLock } from './file-lock'
import { LakeStartError } from './lake-error'
import type { ProcessTable } from './process-identity'
import { shownPath } from './shown-path'

export const lockFileFor = (datasetFile: string): string => `${datasetFile}.lock`

/** Another lake holds the file: its message names that lake's process and what to do. */
export class DatasetLockedError extends LakeStartError {}

/** This lake no longer holds its dataset file: its message says what to do. */
export class DatasetLockLostError extends Error {}

/** Takes `datasetFile` for this lake, or throws DatasetLockedError naming the lake that has it. */
export async function lockDatasetFile(
  fs: LakeFileSystem,
  datasetFile: string,
  options: { processes: ProcessTable; log: (message: string) => void; now?: () => string },
): Promise<FileLock> {
  const lockFile = lockFileFor(datasetFile)
  const taken = await takeFileLock(fs, lockFile, {
    ...options,
    purpose: 'local-content-lake',
    selfName: 'this lake',
  }).catch((error: unknown) => {
    if (error instanceof LockContendedError)
      throw new DatasetLockedError(`${error.message}: is another lake starting? Try again.`)
    throw error
  })
  if ('holder' in taken) {
    throw new DatasetLockedError(
      `${shownPath(datasetFile)} is already served by another local Content Lake (${holderOf(taken.holder, options.processes.self())}): stop it first (Ctrl+C in its terminal), or point CONTENT_DATASET_FILE at another file`,
    )
  }
  const { lock } = taken
  return {
    async verify() {
      await lock.verify().catch((error: unknown) => {
        if (!(error instanceof LockLostError)) throw error
        throw new DatasetLockLostError(
          `This local Content Lake no longer holds ${shownPath(lockFile)} (${error.message}), so it saves nothing more: stop it and start the lake again.`,
        )
      })
    },
    release: () => lock.release(),
  }
}
