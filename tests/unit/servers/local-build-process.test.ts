// npm run studio's local build as a process: which command it runs, how it ends (well, failing, stopped), and that
// stopping the site signals only a build that still runs, never a process group that has ended.
import { jest } from '@jest/globals'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitUntil } from 'local-content-lake/testing'
import { npmRunBuild, signalGroup } from '@/tools/servers/local-site-build'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'local-build-'))
})
afterEach(async () => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  await rm(folder, { recursive: true, force: true })
})

const sh = (script: string) => ['sh', '-c', script]
const siteUrl = 'http://127.0.0.1:3000'
const running = () => new AbortController().signal
const failureOf = (build: Promise<void>) =>
  build.then(
    () => new Error('the build ended well'),
    (error: Error) => error,
  )

describe('the local build’s command', () => {
  let path_: string | undefined
  beforeEach(() => (path_ = process.env.PATH))
  afterEach(() => (process.env.PATH = path_))

  it('is npm run build --silent, found on the PATH', async () => {
    // An npm of the test's own, first on the PATH, that says what it was asked to run.
    const bin = path.join(folder, 'bin')
    await mkdir(bin)
    await writeFile(path.join(bin, 'npm'), `#!/bin/sh\nprintf '[%s]' "$@" >&2\nexit 1\n`)
    await chmod(path.join(bin, 'npm'), 0o755)
    process.env.PATH = `${bin}:${process.env.PATH}`
    const failure = await failureOf(npmRunBuild('dataset.ndjson')(path.join(folder, 'out'), siteUrl, running()))
    expect(failure.message).toBe('[run][build][--silent]')
  })

  it('ends well when the build does', async () => {
    await expect(npmRunBuild('dataset.ndjson', { command: sh('exit 0') })(folder, siteUrl, running())).resolves.toBe(
      undefined,
    )
  })

  it('names a program it cannot find', async () => {
    const build = npmRunBuild('dataset.ndjson', { command: [path.join(folder, 'no-such-build')] })
    expect((await failureOf(build(folder, siteUrl, running()))).message).toMatch(/ENOENT/)
  })
})

describe('a local build that fails without a word', () => {
  it('says the code it ended with', async () => {
    const build = npmRunBuild('dataset.ndjson', { command: sh('exit 3') })
    expect((await failureOf(build(folder, siteUrl, running()))).message).toBe('npm run build ended with 3')
  })

  it('says the signal that ended it', async () => {
    const build = npmRunBuild('dataset.ndjson', { command: sh('kill -KILL $$') })
    expect((await failureOf(build(folder, siteUrl, running()))).message).toBe('npm run build ended with SIGKILL')
  })

  it('that waits for an answer gets none, and fails rather than hang', async () => {
    // As a tool asking a question would: the build has no terminal, its input is empty.
    const build = npmRunBuild('dataset.ndjson', { command: sh('read answer; echo "no answer: [$answer]"; exit 1') })
    expect((await failureOf(build(folder, siteUrl, running()))).message).toBe('no answer: []')
  })
})

describe('stopping the local build', () => {
  it('starts none once the site is stopping', async () => {
    const started = path.join(folder, 'started')
    const stopped = new AbortController()
    stopped.abort()
    const build = npmRunBuild('dataset.ndjson', { command: sh(`touch ${started}`) })
    expect((await failureOf(build(folder, siteUrl, stopped.signal))).message).toBe('stopped before it started')
    expect(existsSync(started)).toBe(false)
  })

  it('signals no process group once the build has ended: its number may be another program’s by then', async () => {
    const stopping = new AbortController()
    await npmRunBuild('dataset.ndjson', { command: sh('exit 0') })(folder, siteUrl, stopping.signal)
    const kill = jest.spyOn(process, 'kill')
    stopping.abort()
    expect(kill).not.toHaveBeenCalled()
  })

  it('sends no SIGKILL after the grace period to a build that ended on SIGTERM', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    const ready = path.join(folder, 'ready')
    const stopping = new AbortController()
    const build = npmRunBuild('dataset.ndjson', { graceMs: 5000, command: sh(`touch ${ready}; exec sleep 30`) })
    const failure = failureOf(build(folder, siteUrl, stopping.signal))
    await waitUntil(() => existsSync(ready), 'the build to start')
    const kill = jest.spyOn(process, 'kill')
    stopping.abort()
    expect((await failure).message).toBe('npm run build ended with SIGTERM')
    jest.advanceTimersByTime(5000)
    expect(kill).toHaveBeenCalled()
    expect(kill.mock.calls.map(([, signal]) => signal)).not.toContain('SIGKILL')
  })

  it('stops a build whose program was not found without signalling: there is no process to signal', async () => {
    // Stopped before the failure to start is known, as a Ctrl+C at once: a signal to no process id would throw from the
    // abort's listener, which ends the whole npm run studio.
    const stopping = new AbortController()
    const build = npmRunBuild('dataset.ndjson', { command: [path.join(folder, 'no-such-build')] })
    const failure = failureOf(build(folder, siteUrl, stopping.signal))
    const kill = jest.spyOn(process, 'kill')
    stopping.abort()
    expect(kill).not.toHaveBeenCalled()
    expect((await failure).message).toMatch(/ENOENT/)
  })
})

describe('signalGroup', () => {
  it('lets a process group that has ended go', async () => {
    const child = spawn('true', { detached: true, stdio: 'ignore' })
    await new Promise((resolve) => child.once('exit', resolve))
    expect(() => signalGroup(child.pid!, 'SIGTERM')).not.toThrow()
  })

  it('throws every other error, such as a signal that does not exist', () => {
    expect(() => signalGroup(process.pid, 'SIGNOTONE' as NodeJS.Signals)).toThrow(/SIGNOTONE/)
  })
})
