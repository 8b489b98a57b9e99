// One next build at a time in a checkout: every export build shares .next/ and .next-export/ (Next 16 itself stops a
// second next build there at once, "Another next build process is already running"), so a build waits here, saying for whom.
import { readFile, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import lockfile from 'proper-lockfile'
import { writeFileAtomically } from '../content/atomic-file'
import { isProcessRunning } from '../server/process-running'

export interface BuildLockHolder {
  pid: number
  /** Who builds, as a person would say it: "npm run build into out/", "npm run studio's local build". */
  who: string
  since: string
}

export interface BuildLockOptions {
  /** The checkout's folder of locks (default .builds/). */
  folder?: string
  log?: (message: string) => void
  signal?: AbortSignal
  /** A holder that stops refreshing its lock this long (killed, or the machine slept) has left it: the next build takes it. */
  staleMs?: number
}

const holderFileIn = (folder: string) => path.join(folder, 'next-build.json')

async function readHolder(folder: string): Promise<BuildLockHolder | undefined> {
  try {
    return JSON.parse(await readFile(holderFileIn(folder), 'utf8')) as BuildLockHolder
  } catch {
    return undefined
  }
}

function waitMessage(holder: BuildLockHolder | undefined): string {
  if (!holder) return 'Waiting for another build in this checkout to finish (one next build at a time: .next/ is shared)'
  if (!isProcessRunning(holder.pid)) return `${holder.who} (pid ${holder.pid}) ended without releasing the build lock: taking it over once it is stale`
  return `Waiting for ${holder.who} (pid ${holder.pid}, since ${holder.since}) to finish: one next build at a time in this checkout (.next/ is shared)`
}

/** Runs `work` holding the checkout's build lock; waits for it first, saying who holds it (again whenever that changes). */
export async function withBuildLock<T>(who: string, work: () => Promise<T>, options: BuildLockOptions = {}): Promise<T> {
  const { folder = path.resolve('.builds'), log = console.log, signal, staleMs = 15_000 } = options
  await mkdir(folder, { recursive: true })
  const target = path.join(folder, 'next-build')
  const lockOptions = {
    realpath: false,
    stale: staleMs,
    // Taken over as stale (this process stalled past staleMs): say so instead of throwing from a timer.
    onCompromised: (error: Error) => log(`The build lock was taken over while this build held it (${error.message}): another build may run beside it`),
  }
  let release: (() => Promise<void>) | undefined
  let said: string | undefined
  while (!release) {
    signal?.throwIfAborted()
    try {
      release = await lockfile.lock(target, lockOptions)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
      const message = waitMessage(await readHolder(folder))
      if (message !== said) log((said = message))
      await delay(250, undefined, { signal })
    }
  }
  try {
    const holder: BuildLockHolder = { pid: process.pid, who, since: new Date().toISOString() }
    await writeFileAtomically(holderFileIn(folder), `${JSON.stringify(holder)}\n`)
    return await work()
  } finally {
    await rm(holderFileIn(folder), { force: true })
    await release()
  }
}
