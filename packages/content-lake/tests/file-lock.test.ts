// The lock file under takeovers that interleave: each test pauses one process at an exact disk step, on the real disk,
// while others take, hold and release the lock, and checks that a live holder's lock is never replaced.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ChangedOutsideError, diskFileSystem, type LakeFileSystem } from '../src/file-system'
import {
  holderOf,
  LockContendedError,
  LockLostError,
  takeFileLock,
  type FileLock,
  type LockRecord,
} from '../src/file-lock'
import type { ProcessIdentity, ProcessTable } from '../src/process-identity'
import { shownPath } from '../src/shown-path'
import { diskError } from './support/disk-error'

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

/** What the lock logged in the test under way. */
const logged: string[] = []
beforeEach(() => (logged.length = 0))

/** Process `pid`, running from now on, takes the lock (on the disk given, as `who`, naming itself `selfName`). */
const take = (
  pid: number,
  { fs = diskFileSystem, who, selfName }: { fs?: LakeFileSystem; who?: string; selfName?: string } = {},
) => {
  running.add(pid)
  return takeFileLock(fs, lockFile, {
    processes: processOf(pid),
    log: (message) => void logged.push(message),
    purpose: 'test',
    who,
    selfName,
    now: () => '2026-11-27T10:00:00.000Z',
  })
}
const held = (taken: { lock: FileLock } | { holder: LockRecord }): FileLock => {
  if (!('lock' in taken)) throw new Error(`not taken: held by process ${taken.holder.pid}`)
  return taken.lock
}

/** A lock file's text naming process `pid` on this host (`fields` change or, set to undefined, leave out its own). */
const lockOf = (pid: number, fields: object = {}) =>
  `${JSON.stringify({ lock: 'test', token: `of ${pid}`, pid, host: 'this-host', since: '-', ...fields })}\n`
/** A lock moved aside by a takeover, by the id the takeover gave it. */
const aside = (id: string) => path.join(folder, `.dataset.ndjson.lock.${id}.ended`)
const asideFiles = async () => (await readdir(folder)).filter((name) => name.endsWith('.ended'))

describe('a lock taken in one step', () => {
  it('names its holder, and who it is only when given, and is removed when released', async () => {
    const lock = held(await take(7, { who: 'npm run build' }))
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
    expect(logged).toEqual([])
    held(await take(8))
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).not.toHaveProperty('who')
  })

  it.each([
    ['for something else', { lock: 'other' }],
    ['with a process number that is not a number', { pid: '5' }],
    ['on no host', { host: undefined }],
  ])('is taken over from a lock file %s, which names no holder, though its process runs', async (_, fields) => {
    running.add(5)
    await writeFile(lockFile, lockOf(5, fields))
    held(await take(9))
    expect(logged).toEqual([`${shownPath(lockFile)}: took over the lock of a lock file that names no holder`])
    expect(await asideFiles()).toEqual([])
  })

  it('is taken over from a holder that has ended, saying which, and leaves nothing aside', async () => {
    await writeFile(lockFile, lockOf(5))
    held(await take(9))
    expect(logged).toEqual([`${shownPath(lockFile)}: took over the lock of process 5, which has ended`])
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: 9 })
    expect(await asideFiles()).toEqual([])
  })

  it('is not taken from a live holder left aside by a killed taker: that lock goes back, and ended ones aside go', async () => {
    running.add(5)
    const live = lockOf(5)
    await writeFile(aside('a'), lockOf(4))
    await writeFile(aside('b'), live)
    expect(await take(9)).toMatchObject({ holder: { pid: 5 } })
    expect(await readFile(lockFile, 'utf8')).toBe(live)
    expect(logged).toEqual([`${shownPath(lockFile)}: put back the lock of process 5, which a takeover had moved aside`])
    expect(await asideFiles()).toEqual([])
  })

  it('that another holder has since is left as it is on release, saying whose it is', async () => {
    const lock = held(await take(9))
    running.add(6)
    const theirs = lockOf(6, { since: '2026-11-27T11:00:00.000Z' })
    await writeFile(lockFile, theirs)
    await expect(lock.verify()).rejects.toThrow('it now names process 6 since 2026-11-27T11:00:00.000Z')
    await lock.release()
    expect(await readFile(lockFile, 'utf8')).toBe(theirs)
    expect(logged).toEqual([
      `Left ${shownPath(lockFile)} as it is: it is no longer this process's (it names process 6 since 2026-11-27T11:00:00.000Z)`,
    ])
  })
})

describe('holderOf', () => {
  const self: ProcessIdentity = { pid: 7, host: 'this-host', started: '1' }
  const holder = (fields: Partial<LockRecord>): LockRecord => ({
    lock: 'test',
    token: 't',
    pid: 7,
    host: 'this-host',
    started: '1',
    since: 'ten',
    ...fields,
  })

  it.each([
    ['this process', {}, 'this process, since ten'],
    ['another process here', { pid: 8 }, 'process 8, since ten'],
    ['a process that has this one’s number but started at another time', { started: '2' }, 'process 7, since ten'],
    ['a process on another host, whatever its number', { host: 'their-host' }, 'process 7 on their-host, since ten'],
  ])('names %s', (_, fields, named) => {
    expect(holderOf(holder(fields), self)).toBe(named)
  })
})

describe('a lock taken while the disk or another process gets in the way', () => {
  it('gives up after ten tries when the name keeps being taken and freed, saying so', async () => {
    let tries = 0
    const churning: LakeFileSystem = {
      ...diskFileSystem,
      link: async (from, to) => (to === lockFile ? (tries++, false) : diskFileSystem.link(from, to)),
    }
    await expect(take(9, { fs: churning, selfName: 'lake 9' })).rejects.toThrow(
      new LockContendedError(`${shownPath(lockFile)} kept changing while lake 9 tried to take it 10 times`),
    )
    expect(tries).toBe(10)
  })

  it('is taken when the folder’s flush fails after the lock file is made, and fails with the disk when it cannot be made', async () => {
    const unflushed: LakeFileSystem = { ...diskFileSystem, syncFolder: () => Promise.reject(diskError('EIO', 'fsync')) }
    const lock = held(await take(9, { fs: unflushed }))
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: 9 })
    await lock.release()
    // A live lock a taker left aside still goes back.
    running.add(5)
    await writeFile(aside('b'), lockOf(5))
    expect(await take(9, { fs: unflushed })).toMatchObject({ holder: { pid: 5 } })
    await rm(lockFile)
    const unwritable: LakeFileSystem = { ...diskFileSystem, writeNew: () => Promise.reject(diskError('EIO', 'write')) }
    await expect(take(9, { fs: unwritable })).rejects.toThrow('EIO')
  })

  it('is taken when a taker has it aside at the moment it is read back, and puts it back', async () => {
    let moved = false
    const passing: LakeFileSystem = {
      ...diskFileSystem,
      async read(file) {
        if (file !== lockFile || moved) return diskFileSystem.read(file)
        moved = true
        // A taker moves it aside, reads that it is not the ended lock it meant, and puts it back.
        await diskFileSystem.replace(lockFile, aside('taker'))
        const seen = await diskFileSystem.read(lockFile)
        await diskFileSystem.link(aside('taker'), lockFile)
        await diskFileSystem.remove(aside('taker'))
        return seen
      },
    }
    const lock = held(await take(9, { fs: passing }))
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(logged).toEqual([])
    // It is a lock like any other: gone, it is taken back, and the lake says so.
    await rm(lockFile)
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(logged).toEqual([`${shownPath(lockFile)} was gone: this process took its lock back`])
  })

  it('leaves alone what another lock in the same folder left aside', async () => {
    const others = path.join(folder, '.build.lock.a.ended')
    await writeFile(others, `${JSON.stringify({ lock: 'build', token: 'b', pid: 5, host: 'this-host', since: '-' })}\n`)
    await writeFile(lockFile, lockOf(1))
    held(await take(9))
    expect((await readdir(folder)).sort()).toEqual(['.build.lock.a.ended', 'dataset.ndjson.lock'])
  })

  it('yields to a live lock another starter put back over the one it made', async () => {
    running.add(5)
    const overtaken: LakeFileSystem = {
      ...diskFileSystem,
      async link(from, to) {
        const made = await diskFileSystem.link(from, to)
        if (made && to === lockFile && !from.endsWith('.ended')) await writeFile(lockFile, lockOf(5))
        return made
      },
    }
    expect(await take(9, { fs: overtaken })).toMatchObject({ holder: { pid: 5 } })
    expect(await readFile(lockFile, 'utf8')).toBe(lockOf(5))
  })

  it('removes a file aside that names no holder, and puts back a live one even when another starter did first', async () => {
    running.add(5)
    await writeFile(aside('a'), 'not a lock\n')
    await writeFile(aside('b'), lockOf(5))
    const racing: LakeFileSystem = {
      ...diskFileSystem,
      async replace(from, to, expected) {
        // Another starter puts the same lock back a moment before this one does.
        if (from === aside('b')) await diskFileSystem.replace(from, to, expected)
        return diskFileSystem.replace(from, to, expected)
      },
    }
    expect(await take(9, { fs: racing })).toMatchObject({ holder: { pid: 5 } })
    expect(await readFile(lockFile, 'utf8')).toBe(lockOf(5))
    expect(await asideFiles()).toEqual([])
  })

  it('fails with the disk, and leaves the live lock aside, when it cannot be put back', async () => {
    running.add(5)
    await writeFile(aside('b'), lockOf(5))
    const failing: LakeFileSystem = {
      ...diskFileSystem,
      replace: (from, to, expected) =>
        from === aside('b') ? Promise.reject(diskError('EIO', 'rename')) : diskFileSystem.replace(from, to, expected),
    }
    await expect(take(9, { fs: failing })).rejects.toThrow('EIO')
    expect(await readFile(aside('b'), 'utf8')).toBe(lockOf(5))
  })

  it('fails with the disk when an ended holder’s lock cannot be moved aside', async () => {
    await writeFile(lockFile, lockOf(1))
    const failing: LakeFileSystem = {
      ...diskFileSystem,
      moveAside: () => Promise.reject(diskError('EIO', 'rename')),
    }
    await expect(take(9, { fs: failing })).rejects.toThrow('EIO')
    expect(await readFile(lockFile, 'utf8')).toBe(lockOf(1))
  })

  it('moves nothing aside when another took the ended lock over after it was read: it finds that one live', async () => {
    await writeFile(lockFile, lockOf(1))
    const beforeMove = gate()
    const taker = take(2, {
      fs: {
        ...diskFileSystem,
        async moveAside(from, to, expected) {
          await beforeMove.wait()
          return diskFileSystem.moveAside(from, to, expected)
        },
      },
    })
    await beforeMove.reached
    const three = held(await take(3))
    const threes = await readFile(lockFile, 'utf8')
    beforeMove.pass()
    expect(await taker).toMatchObject({ holder: { pid: 3 } })
    expect(await readFile(lockFile, 'utf8')).toBe(threes)
    expect(await asideFiles()).toEqual([])
    await expect(three.verify()).resolves.toBeUndefined()
  })

  /**
   * Taker 2 reads process 1's ended lock and stops before it moves it; lake 3 takes it over first; then taker 2 moves
   * lake 3's lock aside and reads it, and stops again before it puts it back. `step` runs there, given lake 3's lock.
   * Taker 2's check that the lock is still the one it read passes before lake 3 takes it: a real disk checks, then
   * renames, microseconds apart.
   */
  async function moveLiveLockAside(
    step: (three: FileLock) => Promise<void>,
    fs: LakeFileSystem = diskFileSystem,
  ): Promise<{ taker: ReturnType<typeof takeFileLock>; three: FileLock }> {
    await writeFile(lockFile, lockOf(1))
    const beforeMove = gate()
    const afterRead = gate()
    const slow: LakeFileSystem = {
      ...fs,
      // Its check passes, then it stops before the rename: the moment a real disk's check and rename are apart.
      async moveAside(from, to, expected) {
        if ((await fs.read(from)) !== expected.text) throw new ChangedOutsideError(from)
        await beforeMove.wait()
        return fs.replace(from, to)
      },
      async read(file) {
        const text = await fs.read(file)
        if (file.endsWith('.ended') && text?.includes('"pid":3')) await afterRead.wait()
        return text
      },
    }
    const taker = take(2, { fs: slow })
    await beforeMove.reached
    const three = held(await take(3))
    logged.length = 0
    beforeMove.pass()
    await afterRead.reached
    await step(three)
    afterRead.pass()
    return { taker, three }
  }

  it('never puts a live lock it moved aside back over a lake started since', async () => {
    let four: FileLock | undefined
    let fours = ''
    const { taker } = await moveLiveLockAside(async (three) => {
      // Lake 3 closes and ends; lake 4 starts, finds the name free and nothing live aside, and serves.
      await three.release()
      running.delete(3)
      four = held(await take(4))
      fours = await readFile(lockFile, 'utf8')
    })
    // Taker 2 went on: what it moved was not the ended lock, but lake 4 holds the name now.
    expect(await taker).toMatchObject({ holder: { pid: 4 } })
    expect(await readFile(lockFile, 'utf8')).toBe(fours)
    await expect(four!.verify()).resolves.toBeUndefined()
  })

  it('puts back a live lock it moved aside by mistake, at once and saying nothing', async () => {
    const { taker, three } = await moveLiveLockAside(async () => undefined)
    expect(await taker).toMatchObject({ holder: { pid: 3 } })
    expect(await asideFiles()).toEqual([])
    expect(logged).toEqual([])
    await expect(three.verify()).resolves.toBeUndefined()
  })

  /**
   * Lake 4 starts while lake 3's lock is aside (moveLiveLockAside): it makes the lock file, and stops before it looks
   * aside, until `beforeLook.pass()`. Taker 2, finding the name taken, is refused by lake 4 and leaves lake 3's aside.
   */
  async function startWhileAside() {
    const beforeLook = gate()
    let four: ReturnType<typeof takeFileLock> | undefined
    const { taker, three } = await moveLiveLockAside(async () => {
      four = take(4, {
        fs: {
          ...diskFileSystem,
          async list(folder) {
            await beforeLook.wait()
            return diskFileSystem.list(folder)
          },
        },
      })
      await beforeLook.reached
    })
    expect(await taker).toMatchObject({ holder: { pid: 4 } })
    return { three, four: four!, beforeLook }
  }

  it('leaves a live lock it moved aside where it is when the name was taken meanwhile, for the new taker to put back', async () => {
    const { three, four, beforeLook } = await startWhileAside()
    expect(await asideFiles()).toHaveLength(1)
    beforeLook.pass()
    expect(await four).toMatchObject({ holder: { pid: 3 } })
    await expect(three.verify()).resolves.toBeUndefined()
    expect(await asideFiles()).toEqual([])
  })

  it('is kept by its holder when checked before a lake started meanwhile looks aside: that lake yields', async () => {
    const { three, four, beforeLook } = await startWhileAside()
    const [threes] = await asideFiles()
    const threesText = await readFile(path.join(folder, threes!), 'utf8')
    // Lake 3 saves a change now: lake 4's lock is in the name, its own aside. It is still the holder.
    await expect(three.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(threesText)
    beforeLook.pass()
    expect(await four).toMatchObject({ holder: { pid: 3 } })
    expect(await asideFiles()).toEqual([])
    await expect(three.verify()).resolves.toBeUndefined()
  })

  it('fails with the disk, and leaves the live lock aside, when it cannot put it back', async () => {
    const failing: LakeFileSystem = {
      ...diskFileSystem,
      link: (from, to) =>
        from.endsWith('.ended') ? Promise.reject(diskError('EIO', 'link')) : diskFileSystem.link(from, to),
    }
    const { taker } = await moveLiveLockAside(async () => undefined, failing)
    await expect(taker).rejects.toThrow('EIO')
    expect(await asideFiles()).toHaveLength(1)
  })
})

describe('a held lock checked and released', () => {
  it('is taken back when its file is gone, even when the folder’s flush fails', async () => {
    let flushFails = false
    const lock = held(
      await take(9, {
        fs: {
          ...diskFileSystem,
          syncFolder: (folder) =>
            flushFails ? Promise.reject(diskError('EIO', 'fsync')) : diskFileSystem.syncFolder(folder),
        },
      }),
    )
    const mine = await readFile(lockFile, 'utf8')
    await rm(lockFile)
    flushFails = true
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(mine)
    expect(logged).toEqual([`${shownPath(lockFile)} was gone: this process took its lock back`])
  })

  it('is taken back from where a taker left it aside, and nothing is left aside', async () => {
    const lock = held(await take(9))
    const mine = await readFile(lockFile, 'utf8')
    await diskFileSystem.replace(lockFile, aside('taker'))
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(mine)
    expect(await asideFiles()).toEqual([])
  })

  // Found by the simulation (3 starters at once): the name was free while a taker had this lock aside; process 5
  // created its lock there and was killed before it could put this one back. This holder stopped saving for good.
  it('is taken back from a process that took the name while it was aside and has ended, and nothing is left aside', async () => {
    const lock = held(await take(9))
    const mine = await readFile(lockFile, 'utf8')
    await diskFileSystem.replace(lockFile, aside('taker'))
    await writeFile(lockFile, lockOf(5))
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(mine)
    expect(await asideFiles()).toEqual([])
    expect(logged).toEqual([
      `${shownPath(lockFile)}: took over the lock of process 5, which has ended`,
      `${shownPath(lockFile)} was gone: this process took its lock back`,
    ])
  })

  it('is taken back from a process that ended holding the name after its file was deleted', async () => {
    const lock = held(await take(9))
    const mine = await readFile(lockFile, 'utf8')
    // A person deleted the lock file; a lake started, took the free name, and was killed. Nothing lies aside.
    await rm(lockFile)
    await writeFile(lockFile, lockOf(5))
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(mine)
    expect(await asideFiles()).toEqual([])
  })

  it('holds when the lake that found its lock aside puts it back at the same moment as it does', async () => {
    let racing = false
    const lock = held(
      await take(9, {
        fs: {
          ...diskFileSystem,
          async replace(from, to, expected) {
            // Lake 5 finds this lock aside and puts it back first: this rename then finds nothing there.
            if (racing && from.endsWith('.ended')) await diskFileSystem.replace(from, to)
            racing = false
            return diskFileSystem.replace(from, to, expected)
          },
        },
      }),
    )
    const mine = await readFile(lockFile, 'utf8')
    await diskFileSystem.replace(lockFile, aside('taker'))
    running.add(5)
    await writeFile(lockFile, lockOf(5))
    racing = true
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(mine)
    expect(await asideFiles()).toEqual([])
  })

  it('puts back its own lock from aside, not another lying there, over a starter’s', async () => {
    const lock = held(await take(9))
    const mine = await readFile(lockFile, 'utf8')
    await writeFile(aside('a'), lockOf(1))
    await diskFileSystem.replace(lockFile, aside('b'))
    running.add(5)
    await writeFile(lockFile, lockOf(5))
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(await readFile(lockFile, 'utf8')).toBe(mine)
    expect(await asideFiles()).toEqual([path.basename(aside('a'))])
  })

  it('fails with the disk when it cannot put its own lock back, and leaves it aside', async () => {
    const lock = held(
      await take(9, {
        fs: {
          ...diskFileSystem,
          replace: (from, to, expected) =>
            from.endsWith('.ended')
              ? Promise.reject(diskError('EIO', 'rename'))
              : diskFileSystem.replace(from, to, expected),
        },
      }),
    )
    await diskFileSystem.replace(lockFile, aside('taker'))
    running.add(5)
    await writeFile(lockFile, lockOf(5))
    await expect(lock.verify()).rejects.toThrow('EIO')
    expect(await asideFiles()).toHaveLength(1)
  })

  it('is lost when a live holder’s lock was moved aside with it: that one goes back', async () => {
    const lock = held(await take(9))
    await rm(lockFile)
    running.add(5)
    await writeFile(aside('b'), lockOf(5))
    await expect(lock.verify()).rejects.toThrow(
      new LockLostError('it now names process 5, whose lock a takeover had moved aside'),
    )
    expect(await readFile(lockFile, 'utf8')).toBe(lockOf(5))
  })

  it('holds when a taker has it aside at the moment it is checked, and puts it back', async () => {
    let checking = false
    const lock = held(
      await take(9, {
        fs: {
          ...diskFileSystem,
          async read(file) {
            const text = await diskFileSystem.read(file)
            if (file !== lockFile || !checking) return text
            checking = false
            // What the check reads is the moment the lock was aside: it is back by the time the check looks again.
            return null
          },
        },
      }),
    )
    checking = true
    await expect(lock.verify()).resolves.toBeUndefined()
    expect(logged).toEqual([])
  })

  it('leaves another live holder’s lock aside on release, for its next taker to put back', async () => {
    const lock = held(await take(9))
    running.add(5)
    await writeFile(aside('b'), lockOf(5))
    await lock.release()
    expect(existsSync(lockFile)).toBe(false)
    expect(await readFile(aside('b'), 'utf8')).toBe(lockOf(5))
  })

  it('takes its own lock from aside on release, and says whose the name is when it holds none', async () => {
    const lock = held(await take(9))
    await diskFileSystem.replace(lockFile, aside('taker'))
    await lock.release()
    expect(await readdir(folder)).toEqual([])
    expect(logged).toEqual([`Left ${shownPath(lockFile)} as it is: it is no longer this process's (it names nobody)`])
  })
})
