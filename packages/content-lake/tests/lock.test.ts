// One lake per dataset file: a second is refused naming the first, a lock whose holder has ended (or whose process
// number now belongs to another program) is taken over at once, and a lake that lost its lock writes nothing more.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { lockFileFor } from '../src/dataset-lock'
import { systemProcesses } from '../src/process-identity'
import { startContentLake, type ContentLake } from '../src/start-content-lake'
import { toNdjson, writeTempDataset } from './support/temp-dataset'
import { clientFor, published } from './lake-fixture'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function datasetFile(): Promise<string> {
  const { file, cleanup } = await writeTempDataset(toNdjson([published]))
  cleanups.push(cleanup)
  return file
}

async function start(file: string, logged: string[] = []): Promise<ContentLake> {
  const lake = await startContentLake({ datasetFile: file, log: (message) => logged.push(message) })
  cleanups.push(() => lake.close())
  return lake
}

/** A lock as a lake writes one, naming the given process. */
const lockNaming = (pid: number, started: string | undefined) =>
  `${JSON.stringify({ lock: 'local-content-lake', token: 'theirs', pid, host: hostname(), started, boot: systemProcesses.self().boot, since: '2026-11-26T09:00:00.000Z' })}\n`

describe('the lock on a dataset file', () => {
  it('is taken over at once when the process it names has ended (killed, crashed)', async () => {
    const file = await datasetFile()
    const child = spawn(process.execPath, ['-e', ''])
    await once(child, 'exit')
    await writeFile(lockFileFor(file), lockNaming(child.pid!, undefined))
    const logged: string[] = []
    await start(file, logged)
    expect(logged).toContainEqual(
      expect.stringContaining(`took over the lock of process ${child.pid}, which has ended`),
    )
  })

  it('is taken over when its process number now belongs to another program, as containers reuse them', async () => {
    const file = await datasetFile()
    // Process 1 runs, but it is not the lake that wrote this lock: that one started at another time.
    await writeFile(lockFileFor(file), lockNaming(1, '1'))
    const lake = await start(file)
    expect(lake.store.get(published._id)).toBeDefined()
  })

  it('refuses a second lake in another process, naming the process that holds the file and since when', async () => {
    const file = await datasetFile()
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(process.cwd(), 'packages/content-lake/tests/lake-process.ts')],
      {
        env: { ...process.env, LAKE_DATASET_FILE: file },
        // stdin: a pipe, which closes when this process ends, and the lake with it (lake-process.ts).
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    )
    cleanups.push(async () => {
      holder.kill('SIGKILL')
      await once(holder, 'exit').catch(() => undefined)
    })
    await once(createInterface({ input: holder.stdout! }), 'line')
    await expect(startContentLake({ datasetFile: file, log: () => undefined })).rejects.toThrow(
      new RegExp(
        `${file} is already served by another local Content Lake \\(process ${holder.pid}, since \\d{4}-.*\\): stop it first`,
      ),
    )
  })

  it('lets one of two lakes started at once serve, and refuses the other', async () => {
    const file = await datasetFile()
    const outcomes = await Promise.allSettled([start(file), start(file)])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(
      (outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason.message,
    ).toContain('already served by another local Content Lake (this process')
  })

  it('clears the temporary files a killed writer left, and never another starter’s lock on its way in', async () => {
    const file = await datasetFile()
    const folder = path.dirname(file)
    const id = '0b6f5c1e-2a4d-4e8f-9c3b-7d1e2f3a4b5c'
    const leftByKilledWrite = path.join(folder, `.dataset.ndjson.${id}.tmp`)
    const anotherStartersLock = path.join(folder, `.dataset.ndjson.lock.${id}.tmp`)
    await writeFile(leftByKilledWrite, 'half a dataset')
    await writeFile(anotherStartersLock, 'a lock on its way in')
    await start(file)
    expect(existsSync(leftByKilledWrite)).toBe(false)
    expect(existsSync(anotherStartersLock)).toBe(true)
  })

  it('stops a lake whose lock another took over from saving anything, and leaves that lock in place when it closes', async () => {
    const file = await datasetFile()
    const logged: string[] = []
    const lake = await startContentLake({ datasetFile: file, log: (message) => logged.push(message) })
    const before = await readFile(file, 'utf8')
    const theirs = lockNaming(1, undefined)
    await writeFile(lockFileFor(file), theirs)
    await expect(
      clientFor(lake).patch(published._id).set({ title: 'After the lock was lost' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringContaining(`no longer holds ${lockFileFor(file)} (it now names process 1`),
    })
    expect(await readFile(file, 'utf8')).toBe(before)
    await lake.close()
    expect(await readFile(lockFileFor(file), 'utf8')).toBe(theirs)
  })

  it('is put back for its live lake when a takeover killed half way left it aside, and the next lake is refused', async () => {
    const file = await datasetFile()
    const first = await startContentLake({ datasetFile: file, log: () => undefined })
    let closed = false
    cleanups.push(() => (closed ? Promise.resolve() : first.close()))
    // A starter that took the first lake for ended moved its lock aside, as a takeover does, and was killed there.
    const aside = path.join(path.dirname(file), `.${path.basename(lockFileFor(file))}.${randomUUID()}.ended`)
    await rename(lockFileFor(file), aside)
    const logged: string[] = []
    await expect(start(file, logged)).rejects.toThrow(/is already served by another local Content Lake/)
    expect(logged).toContainEqual(
      expect.stringMatching(/put back the lock of process \d+, which a takeover had moved aside/),
    )
    await clientFor(first).patch(published._id).set({ title: 'Still the first lake' }).commit()
    expect(JSON.parse(await readFile(file, 'utf8')).title).toBe('Still the first lake')
    await first.close()
    closed = true
    expect((await readdir(path.dirname(file))).sort()).toEqual(['dataset.ndjson'])
  })

  it('is taken back by its lake when it is gone and no other lake holds the file, so the lake is not stopped for good', async () => {
    const file = await datasetFile()
    const logged: string[] = []
    const lake = await start(file, logged)
    // A starter that took this lake for ended moved its lock aside, and its disk failed before it put it back.
    await rm(lockFileFor(file))
    await clientFor(lake).patch(published._id).set({ title: 'After the lock came back' }).commit()
    expect(JSON.parse(await readFile(file, 'utf8')).title).toBe('After the lock came back')
    expect(logged).toContainEqual(expect.stringContaining('was gone: this lake took its lock back'))
  })
})
