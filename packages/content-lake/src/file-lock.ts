// A lock file that names its holder by process identity, for one writer at a time over files that processes share
// (a dataset file and its lake, a checkout's next build). Created in one step; a lock whose holder has ended (killed,
// crashed, or a process number given to another program since) is taken over at once; the holder's token is checked
// before every write, so a holder whose lock was taken over can know it.
//
// A takeover moves the ended holder's lock aside (`.<lock>.<id>.ended`), in one step so that of two takers only one
// moves it, and puts back what it moved if that was a live holder's, but only into a free name: never over a lock
// created since. A taker killed in between, or one that finds the name taken, leaves the live lock aside, and whoever
// created the lock meanwhile finds it there, puts it back and yields; should that creator end first, the live holder's
// next check finds an ended holder's lock in the name and takes it back, and should that check come first, the holder
// puts its own back, for nobody takes the lock while a live holder's lies aside. So a live holder's lock is never
// replaced, and a live holder never takes itself for ended.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { createExclusively, NotConfirmedError } from './durable-file'
import { ChangedOutsideError, errorCode, type LakeFileSystem } from './file-system'
import type { ProcessIdentity, ProcessTable } from './process-identity'
import { shownPath } from './shown-path'

export interface LockRecord extends ProcessIdentity {
  /** What the lock is for ('local-content-lake', 'next-build'): a file naming anything else names no holder. */
  lock: string
  token: string
  since: string
  /** Who holds it, as a person would say it (for a lock others wait on). */
  who?: string
}

/** This holder's lock was taken over (it was judged ended): it must not write again. */
export class LockLostError extends Error {}

/** The lock kept changing hands while this process tried to take it: another is starting at the same moment. */
export class LockContendedError extends Error {}

export interface FileLock {
  /** Throws LockLostError unless the lock file still holds this holder's token. */
  verify(): Promise<void>
  /** Removes the lock file if it is still this holder's. */
  release(): Promise<void>
}

export interface LockOptions {
  processes: ProcessTable
  log: (message: string) => void
  /** What the lock is for: the `lock` field of its record. */
  purpose: string
  who?: string
  /** How the holder's own messages name it ('this lake'); default 'this process'. */
  selfName?: string
  /** When the lock is taken (ISO time), for the messages; default: now. */
  now?: () => string
}

function recordIn(text: string, purpose: string): LockRecord | undefined {
  try {
    const record = JSON.parse(text) as Partial<LockRecord>
    return record.lock === purpose && Number.isInteger(record.pid) && typeof record.host === 'string'
      ? (record as LockRecord)
      : undefined
  } catch {
    return undefined
  }
}

/** The holder of a lock, as a message names it to this process. */
export function holderOf(record: LockRecord, self: ProcessIdentity): string {
  if (record.host !== self.host) return `process ${record.pid} on ${record.host}, since ${record.since}`
  if (record.pid === self.pid && record.started === self.started) return `this process, since ${record.since}`
  return `process ${record.pid}, since ${record.since}`
}

const attempts = 10

const asidePrefix = (lockFile: string) => `.${path.basename(lockFile)}.`
const isAside = (lockFile: string, name: string) => name.startsWith(asidePrefix(lockFile)) && name.endsWith('.ended')

/**
 * Looks for a live holder's lock that a takeover moved aside and has not put back (the taker was killed, or is still
 * at it) and renames it back over the lock file, whatever that holds now; answers its record. Locks of ended holders
 * left aside are removed on the way.
 */
async function restoreDisplacedLock(
  fs: LakeFileSystem,
  lockFile: string,
  { purpose, processes, token }: { purpose: string; processes: ProcessTable; token: string },
): Promise<LockRecord | undefined> {
  const folder = path.dirname(lockFile)
  for (const name of (await fs.list(folder)).filter((each) => isAside(lockFile, each)).sort()) {
    const aside = path.join(folder, name)
    const text = await fs.read(aside)
    if (text === null) continue
    const record = recordIn(text, purpose)
    if (record && record.token !== token && processes.isRunning(record)) {
      try {
        await fs.replace(aside, lockFile)
      } catch (error) {
        // Put back by its taker, or by another starter, meanwhile.
        if (errorCode(error) === 'ENOENT') continue
        throw error
      }
      return record
    }
    await fs.remove(aside, { text }).catch(() => undefined)
  }
  return undefined
}

/** Renames this holder's own lock, if a takeover left it aside, back over the lock file; answers what that holds then. */
async function putBackOwnLock(fs: LakeFileSystem, lockFile: string, mine: string): Promise<string | null> {
  const folder = path.dirname(lockFile)
  for (const name of (await fs.list(folder)).filter((each) => isAside(lockFile, each)).sort()) {
    const aside = path.join(folder, name)
    if ((await fs.read(aside)) !== mine) continue
    // Put back by the starter meanwhile, if it is gone.
    await fs.replace(aside, lockFile).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw error
    })
    break
  }
  return fs.read(lockFile)
}

/**
 * Moves aside the lock `text` of a holder that has ended (or a file that names none), and removes it: the name is free
 * then, unless another taker was first. Nothing is moved if the lock file no longer holds `text`.
 */
async function takeOver(
  fs: LakeFileSystem,
  lockFile: string,
  text: string,
  record: LockRecord | undefined,
  log: (message: string) => void,
): Promise<void> {
  const aside = path.join(path.dirname(lockFile), `${asidePrefix(lockFile)}${fs.uniqueName()}.ended`)
  try {
    // Only the lock read just now: one another taker has put there since is live, and is read again.
    await fs.moveAside(lockFile, aside, { text })
  } catch (error) {
    if (error instanceof ChangedOutsideError || errorCode(error) === 'ENOENT') return
    throw error
  }
  const moved = await fs.read(aside)
  if (moved === text) {
    log(
      `${shownPath(lockFile)}: took over the lock of ${record ? `process ${record.pid}, which has ended` : 'a lock file that names no holder'}`,
    )
    await fs.remove(aside)
  } else if (moved !== null) {
    // Someone took the ended holder's lock over first, and this moved theirs: it goes back if the name is still
    // free. If a lock was created since, its creator finds this one aside and puts it back itself, so it stays.
    const back = await fs.link(aside, lockFile).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return false
      throw error
    })
    if (back) await fs.remove(aside)
  }
}

/**
 * Takes `lockFile`, or answers the live holder's record. A lock whose holder has ended is taken over: moved aside in
 * one step, so that of two takers only one takes it, and put back if what was moved turns out to be a live holder's.
 */
export async function takeFileLock(
  fs: LakeFileSystem,
  lockFile: string,
  options: LockOptions,
): Promise<{ lock: FileLock } | { holder: LockRecord }> {
  const { processes, log, purpose, who, selfName = 'this process', now = () => new Date().toISOString() } = options
  const self = processes.self()
  const token = randomUUID()
  // JSON leaves out a `who` that is undefined.
  const mine = `${JSON.stringify({ lock: purpose, token, ...self, since: now(), who } satisfies LockRecord)}\n`
  for (let attempt = 0; attempt < attempts; attempt++) {
    const created = await createExclusively(fs, lockFile, mine).catch((error: unknown) => {
      // Created, but the folder's flush failed: after a power cut the holder is not running either.
      if (error instanceof NotConfirmedError) return true
      throw error
    })
    if (created) {
      // The name was free: perhaps only because a takeover moved a live holder's lock aside. That lock goes back.
      const displaced = await restoreDisplacedLock(fs, lockFile, { purpose, processes, token })
      if (displaced) {
        log(`${shownPath(lockFile)}: put back the lock of process ${displaced.pid}, which a takeover had moved aside`)
        return { holder: displaced }
      }
      // Another starter put a displaced lock back over this one meanwhile.
      if ((await fs.read(lockFile)) === mine)
        return { lock: heldLock(fs, lockFile, mine, { purpose, selfName, log, processes, token }) }
      continue
    }
    const text = await fs.read(lockFile)
    if (text === null) continue
    // This one's own lock, which a taker moved aside after it was created and has put back.
    if (text === mine) return { lock: heldLock(fs, lockFile, mine, { purpose, selfName, log, processes, token }) }
    const record = recordIn(text, purpose)
    if (record && processes.isRunning(record)) return { holder: record }
    await takeOver(fs, lockFile, text, record, log)
  }
  throw new LockContendedError(
    `${shownPath(lockFile)} kept changing while ${selfName} tried to take it ${attempts} times`,
  )
}

function heldLock(
  fs: LakeFileSystem,
  lockFile: string,
  mine: string,
  {
    purpose,
    selfName,
    log,
    processes,
    token,
  }: { purpose: string; selfName: string; log: (message: string) => void; processes: ProcessTable; token: string },
): FileLock {
  const describe = (text: string | null) => {
    const record = text === null ? undefined : recordIn(text, purpose)
    return record ? `process ${record.pid} since ${record.since}` : 'nobody'
  }
  return {
    async verify() {
      let text = await fs.read(lockFile)
      if (text === mine) return
      // A process that has ended holds the name: it created its lock while a taker had this holder's aside, and ended
      // before it could put that back. Its lock is taken over, as a starter would, which frees the name.
      const record = text === null ? undefined : recordIn(text, purpose)
      if (text !== null && record && !processes.isRunning(record)) {
        await takeOver(fs, lockFile, text, record, log)
        text = await fs.read(lockFile)
      }
      // Moved aside by a taker that took this holder for ended, and not put back (its disk failed, or it ended): the
      // name is free, so this holder takes it back, unless that move displaced another live holder, whose goes back.
      if (
        text === null &&
        (await createExclusively(fs, lockFile, mine).catch((error: unknown) => error instanceof NotConfirmedError))
      ) {
        const displaced = await restoreDisplacedLock(fs, lockFile, { purpose, processes, token })
        if (displaced)
          throw new LockLostError(`it now names process ${displaced.pid}, whose lock a takeover had moved aside`)
        log(`${shownPath(lockFile)} was gone: ${selfName} took its lock back`)
        return
      }
      // Its own lock may lie aside, and a starter's be in the name: a taker took this one for the ended holder's it had
      // read, and the starter created its lock in the name freed. The starter puts this one back when it finds it, and
      // yields; nobody takes the lock while a live holder's lies aside. So this holder puts its own back first.
      text = await putBackOwnLock(fs, lockFile, mine)
      if (text === mine) return
      throw new LockLostError(`it now names ${describe(text)}`)
    },
    async release() {
      // Its own lock left aside by a takeover cut short must not come back once it has gone.
      const names = await fs.list(path.dirname(lockFile)).catch(() => [])
      for (const name of names.filter((each) => isAside(lockFile, each)))
        await fs.remove(path.join(path.dirname(lockFile), name), { text: mine }).catch(() => undefined)
      const text = await fs.read(lockFile)
      if (text === mine) await fs.remove(lockFile, { text: mine })
      else log(`Left ${shownPath(lockFile)} as it is: it is no longer ${selfName}'s (it names ${describe(text)})`)
    },
  }
}
