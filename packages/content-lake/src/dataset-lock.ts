// One local Content Lake per dataset file, as one database server per data folder: a second lake would keep its own
// copy in memory and write over the first one's changes. The lock file beside the dataset file names its holder and a
// token of its own; the holder checks the token before every write, so a lake whose lock was taken over writes nothing.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { shownPath } from './shown-path'
import { createExclusively, NotConfirmedError } from './durable-file'
import type { LakeFileSystem } from './file-system'
import { LakeStartError } from './lake-error'
import type { ProcessIdentity, ProcessTable } from './process-identity'

export const lockFileFor = (datasetFile: string): string => `${datasetFile}.lock`

interface LockRecord extends ProcessIdentity {
  lock: 'local-content-lake'
  token: string
  since: string
}

/** Another lake holds the file: its message names that lake's process and what to do. */
export class DatasetLockedError extends LakeStartError {}

/** This lake's lock was taken over (it was judged ended): it must not write again. */
export class LockLostError extends Error {}

export interface DatasetLock {
  /** Throws LockLostError unless the lock file still holds this lake's token: checked before every write. */
  verify(): Promise<void>
  /** Removes the lock file if it is still this lake's. */
  release(): Promise<void>
}

export interface LockOptions {
  processes: ProcessTable
  log: (message: string) => void
  /** When the lock is taken (ISO time), for the messages; default: now. */
  now?: () => string
}

function recordIn(text: string): LockRecord | undefined {
  try {
    const record = JSON.parse(text) as Partial<LockRecord>
    return record.lock === 'local-content-lake' && Number.isInteger(record.pid) && typeof record.host === 'string' ? (record as LockRecord) : undefined
  } catch {
    return undefined
  }
}

function holderOf(record: LockRecord, self: ProcessIdentity): string {
  if (record.host !== self.host) return `process ${record.pid} on ${record.host}, since ${record.since}`
  if (record.pid === self.pid && record.started === self.started) return `this process, since ${record.since}`
  return `process ${record.pid}, since ${record.since}`
}

const attempts = 10

/**
 * Takes `datasetFile` for this lake, or throws DatasetLockedError naming the lake that has it. A lock whose holder has
 * ended (killed, crashed, or a process number given to another program since) is taken over: moved aside in one step,
 * so that of two starters only one takes it, and put back if what was moved turns out to be a live lake's.
 */
export async function lockDatasetFile(fs: LakeFileSystem, datasetFile: string, options: LockOptions): Promise<DatasetLock> {
  const { processes, log, now = () => new Date().toISOString() } = options
  const lockFile = lockFileFor(datasetFile)
  const self = processes.self()
  const mine = `${JSON.stringify({ lock: 'local-content-lake', token: randomUUID(), ...self, since: now() } satisfies LockRecord)}\n`
  for (let attempt = 0; attempt < attempts; attempt++) {
    const created = await createExclusively(fs, lockFile, mine).catch((error: unknown) => {
      // Created, but the folder's flush failed: after a power cut the lake is not running either.
      if (error instanceof NotConfirmedError) return true
      throw error
    })
    if (created) return heldLock(fs, lockFile, mine, log)
    const text = await fs.read(lockFile)
    if (text === null) continue
    const record = recordIn(text)
    if (record && processes.isRunning(record)) {
      throw new DatasetLockedError(
        `${shownPath(datasetFile)} is already served by another local Content Lake (${holderOf(record, self)}): stop it first (Ctrl+C in its terminal), or point CONTENT_DATASET_FILE at another file`,
      )
    }
    const aside = path.join(path.dirname(lockFile), `.${path.basename(lockFile)}.${randomUUID()}.ended`)
    try {
      await fs.replace(lockFile, aside)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const moved = await fs.read(aside)
    // Someone took the ended lake's lock over first, and this moved theirs: it goes back unless a third took the name.
    if (moved !== text && moved !== null) await fs.link(aside, lockFile)
    else log(`${shownPath(datasetFile)}: took over the lock of ${record ? `process ${record.pid}, which has ended` : 'a lock file that names no lake'}`)
    await fs.remove(aside)
  }
  throw new DatasetLockedError(`${shownPath(lockFile)} kept changing while this lake tried to take it ${attempts} times: is another lake starting? Try again.`)
}

function heldLock(fs: LakeFileSystem, lockFile: string, mine: string, log: (message: string) => void): DatasetLock {
  const describe = (text: string | null) => {
    const record = text === null ? undefined : recordIn(text)
    return record ? `process ${record.pid} since ${record.since}` : 'nobody'
  }
  return {
    async verify() {
      let text = await fs.read(lockFile)
      if (text === mine) return
      // Moved aside by a starter that took this lake for ended, and not put back (its disk failed): no other lake holds
      // the file, so this one takes its lock back; one that does hold it keeps it.
      if (text === null && (await createExclusively(fs, lockFile, mine).catch((error: unknown) => error instanceof NotConfirmedError))) {
        log(`${shownPath(lockFile)} was gone: this lake took its lock back`)
        return
      }
      text = await fs.read(lockFile)
      if (text === mine) return
      throw new LockLostError(
        `This local Content Lake no longer holds ${shownPath(lockFile)} (it now names ${describe(text)}), so it saves nothing more: stop it and start the lake again.`,
      )
    },
    async release() {
      const text = await fs.read(lockFile)
      if (text === mine) await fs.remove(lockFile, { text: mine })
      else log(`Left ${shownPath(lockFile)} as it is: it is no longer this lake's (it names ${describe(text)})`)
    },
  }
}
