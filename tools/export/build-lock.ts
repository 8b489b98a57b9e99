// One next build at a time in a checkout: every export build shares .next/ and .next-export/ (Next 16 itself stops a
// second next build there at once, "Another next build process is already running"), so a build waits here, saying for
// whom. The lock is the local Content Lake's kind (local-content-lake/file-lock): it names its holder by process
// identity, so a build that was killed leaves a lock the next one takes over at once.
import { mkdir } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { takeFileLock, type LockRecord } from 'local-content-lake/file-lock'
import { diskFileSystem } from 'local-content-lake/file-system'
import { systemProcesses } from 'local-content-lake/process-identity'

export interface BuildLockOptions {
  /** The checkout's folder of locks (default .builds/). */
  folder?: string
  log?: (message: string) => void
  signal?: AbortSignal
}

const waitMessage = (holder: LockRecord) =>
  `Waiting for ${holder.who ?? 'another build'} (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since}) to finish: one next build at a time in this checkout (.next/ is shared)`

/** Runs `work` holding the checkout's build lock; waits for it first, saying who holds it (again whenever that changes). */
export async function withBuildLock<T>(
  who: string,
  work: () => Promise<T>,
  options: BuildLockOptions = {},
): Promise<T> {
  const { folder = path.resolve('.builds'), log = console.log, signal } = options
  await mkdir(folder, { recursive: true })
  const lockFile = path.join(folder, 'next-build.lock')
  let said: string | undefined
  for (;;) {
    signal?.throwIfAborted()
    const taken = await takeFileLock(diskFileSystem, lockFile, {
      processes: systemProcesses,
      log,
      purpose: 'next-build',
      who,
    })
    if ('lock' in taken) {
      try {
        return await work()
      } finally {
        await taken.lock.release()
      }
    }
    const message = waitMessage(taken.holder)
    if (message !== said) log((said = message))
    await delay(250, undefined, { signal })
  }
}
