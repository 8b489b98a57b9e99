// The checkout's build lock (tools/export/build-lock.ts): one next build at a time, and a build that waits says for whom.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { withBuildLock } from '@/tools/export/build-lock'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'build-lock-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

it('runs a second build only after the first has finished, saying meanwhile whom it waits for', async () => {
  const order: string[] = []
  const first = Promise.withResolvers<void>()
  const running = Promise.withResolvers<void>()
  const said = Promise.withResolvers<string>()
  const one = withBuildLock(
    "npm run studio's local build",
    async () => {
      order.push('first starts')
      running.resolve()
      await first.promise
      order.push('first ends')
    },
    { folder },
  )
  await running.promise
  const two = withBuildLock('npm run build into out/', async () => void order.push('second runs'), {
    folder,
    log: (message) => said.resolve(message),
  })
  expect(await said.promise).toMatch(
    new RegExp(
      `^Waiting for npm run studio's local build \\(pid ${process.pid}, since [^)]+\\) to finish: one next build at a time`,
    ),
  )
  first.resolve()
  await Promise.all([one, two])
  expect(order).toEqual(['first starts', 'first ends', 'second runs'])
})

it('lets the next build go when a build fails, and passes the failure on', async () => {
  await expect(
    withBuildLock('a failing build', () => Promise.reject(new Error('next build failed')), { folder }),
  ).rejects.toThrow('next build failed')
  await expect(withBuildLock('the next build', async () => 'built', { folder, log: () => undefined })).resolves.toBe(
    'built',
  )
})

it('stops waiting when the build is stopped, and never runs it', async () => {
  const first = Promise.withResolvers<void>()
  const running = Promise.withResolvers<void>()
  // The first build holds the lock before the second asks: started side by side, either could take it first.
  const one = withBuildLock(
    'a long build',
    async () => {
      running.resolve()
      await first.promise
    },
    { folder },
  )
  await running.promise
  const stopping = new AbortController()
  const waited = Promise.withResolvers<void>()
  let ran = false
  const two = withBuildLock('a stopped build', async () => void (ran = true), {
    folder,
    signal: stopping.signal,
    log: () => waited.resolve(),
  })
  await waited.promise
  stopping.abort()
  // Stopped, not failed for some other reason: the error a build script tells apart from a failed build.
  await expect(two).rejects.toMatchObject({ name: 'AbortError' })
  expect(ran).toBe(false)
  first.resolve()
  await one
})

it('takes over at once the lock of a build that was killed, and says so', async () => {
  const killed = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
  await once(killed, 'spawn')
  const record = {
    lock: 'next-build',
    token: 'theirs',
    pid: killed.pid,
    host: hostname(),
    since: '2026-11-26T10:00:00.000Z',
    who: 'a killed build',
  }
  await writeFile(path.join(folder, 'next-build.lock'), `${JSON.stringify(record)}\n`)
  killed.kill('SIGKILL')
  await once(killed, 'exit')
  const said: string[] = []
  await expect(
    withBuildLock('the next build', async () => 'built', { folder, log: (message) => said.push(message) }),
  ).resolves.toBe('built')
  expect(said).toEqual([
    `${path.join(folder, 'next-build.lock')}: took over the lock of process ${killed.pid}, which has ended`,
  ])
})
