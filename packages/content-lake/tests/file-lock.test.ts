// The lock file under takeovers that interleave: each test pauses one process at an exact disk step, on the real disk,
// while others take, hold and release the lock, and checks that a live holder's lock is never replaced.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { takeFileLock, type FileLock, type LockRecord } from '../src/file-lock'
import type { ProcessIdentity, ProcessTable } from '../src/process-identity'
import { shownPath } from '../src/shown-path'

/** Processes by number on one host: those in `running` run. */
const running = new Set<number>()
let folder: string
let lockFile: string
beforeEach(async () => {
  running.clear()
  folder = await mkdtemp(path.join(tmpdir(), 'file-lock-'))
  lockFile = path.join(folder, 'dataset.ndjson.lock')
})
afterEach(() => rm(folder, { recursive: true, force: true }))

const processOf = (pid: number): ProcessTable => ({
  self: (): ProcessIdentity => ({ pid, host: 'this-host', started: '1' }),
  isRunning: (process) => running.has(process.pid),
})

/** A point where a process waits until the test lets it go on. */
function gate(): { reached: Promise<void>; pass: () => void; wait: () => Promise<void> } {
  const reached = Promise.withResolvers<void>()
  const passed = Promise.withResolvers<void>()
  return {
    reached: reached.promise,
    pass: () => passed.resolve(),
    wait: () => (reached.resolve(), passed.promise),
  }
}

const take = (pid: number, fs: LakeFileSystem = diskFileSystem) => {
  running.add(pid)
  return takeFileLock(fs, lockFile, { processes: processOf(pid), log: () => undefined, purpose: 'test' })
}
const held = (taken: { lock: FileLock } | { holder: LockRecord }): FileLock => {
  if (!('lock' in taken)) throw new Error(`not taken: held by process ${taken.holder.pid}`)
  return taken.lock
}

it('a taker slowed down after moving a live lake’s lock aside never puts it back over a lake started since', async () => {
  // Process 1 held the lock and has ended.
  await writeFile(
    lockFile,
    `${JSON.stringify({ lock: 'test', token: 'old', pid: 1, host: 'this-host', since: '-' })}\n`,
  )
  // Taker 2 reads that lock, and stops just before it moves what is there aside.
  const beforeMove = gate()
  // …and again once it has read what it moved, before it puts that back.
  const afterRead = gate()
  const slow: LakeFileSystem = {
    ...diskFileSystem,
    async replace(from, to, expected) {
      if (from === lockFile) await beforeMove.wait()
      return diskFileSystem.replace(from, to, expected)
    },
    async read(file) {
      const text = await diskFileSystem.read(file)
      if (file.endsWith('.ended') && text?.includes('"pid":3')) await afterRead.wait()
      return text
    },
  }
  const taker = take(2, slow)
  await beforeMove.reached
  // Lake 3 takes the ended lock over first, and serves.
  const three = held(await take(3))
  // Taker 2 moves lake 3's lock aside, reads it, and stalls.
  beforeMove.pass()
  await afterRead.reached
  // Lake 3 closes and ends; lake 4 starts, finds the name free and nothing live aside, and serves.
  await three.release()
  running.delete(3)
  const four = held(await take(4))
  const fours = await readFile(lockFile, 'utf8')
  // Taker 2 goes on: what it moved was not the ended lock, but lake 4 holds the name now.
  afterRead.pass()
  const answer = await taker
  expect(answer).toMatchObject({ holder: { pid: 4 } })
  expect(await readFile(lockFile, 'utf8')).toBe(fours)
  await expect(four.verify()).resolves.toBeUndefined()
})

describe('a lock taken in one step', () => {
  const logged: string[] = []
  beforeEach(() => (logged.length = 0))
  const takeAs = (pid: number, who?: string) => {
    running.add(pid)
    return takeFileLock(diskFileSystem, lockFile, {
      processes: processOf(pid),
      log: (message) => void logged.push(message),
      purpose: 'test',
      who,
      now: () => '2026-11-27T10:00:00.000Z',
    })
  }
  const record = (fields: object) => `${JSON.stringify({ lock: 'test', token: 'theirs', since: '-', ...fields })}\n`
  const asideFiles = async () => (await readdir(folder)).filter((name) => name.endsWith('.ended'))

  it('names its holder, and who it is only when given, and is removed when released', async () => {
    const lock = held(await takeAs(7, 'npm run build'))
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({
      lock: 'test',
      token: expect.any(String),
      pid: 7,
      host: 'this-host',
      started: '1',
      since: '2026-11-27T10:00:00.000Z',
      who: 'npm run build',
    })
    await lock.release()
    expect(existsSync(lockFile)).toBe(false)
    held(await takeAs(8))
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).not.toHaveProperty('who')
  })

  it.each([
    ['for something else', { lock: 'other', pid: 5, host: 'this-host' }],
    ['with a process number that is not a number', { pid: '5', host: 'this-host' }],
    ['on no host', { pid: 5 }],
  ])('is taken over from a lock file %s, which names no holder, though its process runs', async (_, fields) => {
    running.add(5)
    await writeFile(lockFile, record(fields))
    held(await takeAs(9))
    expect(logged).toEqual([`${shownPath(lockFile)}: took over the lock of a lock file that names no holder`])
    expect(await asideFiles()).toEqual([])
  })

  it('is taken over from a holder that has ended, saying which, and leaves nothing aside', async () => {
    await writeFile(lockFile, record({ pid: 5, host: 'this-host' }))
    held(await takeAs(9))
    expect(logged).toEqual([`${shownPath(lockFile)}: took over the lock of process 5, which has ended`])
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: 9 })
    expect(await asideFiles()).toEqual([])
  })

  it('is not taken from a live holder left aside by a killed taker: that lock goes back, and ended ones aside go', async () => {
    running.add(5)
    const live = record({ pid: 5, host: 'this-host' })
    await writeFile(path.join(folder, '.dataset.ndjson.lock.a.ended'), record({ pid: 4, host: 'this-host' }))
    await writeFile(path.join(folder, '.dataset.ndjson.lock.b.ended'), live)
    expect(await takeAs(9)).toMatchObject({ holder: { pid: 5 } })
    expect(await readFile(lockFile, 'utf8')).toBe(live)
    expect(logged).toEqual([`${shownPath(lockFile)}: put back the lock of process 5, which a takeover had moved aside`])
    expect(await asideFiles()).toEqual([])
  })

  it('that another holder has since is left as it is on release, saying whose it is', async () => {
    const lock = held(await takeAs(9))
    const theirs = record({ pid: 6, host: 'this-host', since: '2026-11-27T11:00:00.000Z' })
    await writeFile(lockFile, theirs)
    await expect(lock.verify()).rejects.toThrow('it now names process 6 since 2026-11-27T11:00:00.000Z')
    await lock.release()
    expect(await readFile(lockFile, 'utf8')).toBe(theirs)
    expect(logged).toEqual([
      `Left ${shownPath(lockFile)} as it is: it is no longer this process's (it names process 6 since 2026-11-27T11:00:00.000Z)`,
    ])
  })
})
