// One local Content Lake per dataset file, as one database server per data folder: a second lake would keep its own
// copy in memory and write over the first one's changes. A lock file beside the dataset file names the lake's process.
import { readFile, rm, writeFile } from 'node:fs/promises'
import { isProcessRunning } from '../server/process-running'
import { shownPath } from '../server/shown-path'

/** Files this process has locked: a second lake in the same process is refused too. */
const lockedHere = new Set<string>()

const lockFileFor = (datasetFile: string): string => `${datasetFile}.lock`

async function holderOf(lockFile: string): Promise<number | undefined> {
  const text = await readFile(lockFile, 'utf8').catch(() => '')
  const pid = Number((JSON.parse(text || '{}') as { pid?: unknown }).pid)
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

export class DatasetLockedError extends Error {}

/**
 * Takes the dataset file for this lake, or throws naming the process that has it. A lock left by a process that has
 * ended (killed, crashed) is taken over. Returns the release.
 */
export async function lockDatasetFile(datasetFile: string): Promise<() => Promise<void>> {
  const lockFile = lockFileFor(datasetFile)
  const name = shownPath(datasetFile)
  const refuse = (pid: number) =>
    new DatasetLockedError(
      `${name} is already served by another local Content Lake (process ${pid}): stop it first (Ctrl+C in its terminal), or point CONTENT_DATASET_FILE at another file`,
    )
  if (lockedHere.has(lockFile)) throw refuse(process.pid)
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lockFile, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const pid = await holderOf(lockFile).catch(() => undefined)
      if (pid !== undefined && pid !== process.pid && isProcessRunning(pid)) throw refuse(pid)
      await rm(lockFile, { force: true })
    }
  }
  lockedHere.add(lockFile)
  return async () => {
    lockedHere.delete(lockFile)
    await rm(lockFile, { force: true })
  }
}
