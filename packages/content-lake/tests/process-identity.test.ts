// Who holds a lock, on this machine's real process table: a process is the one a lock names only while it runs, on
// this boot, started at the time the lock says.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { isProcessRunning, processTableOf, systemProcesses, type ProcessSystem } from '../src/process-identity'

const self = systemProcesses.self()

/** The start time in /proc/<pid>/stat (field 22), read by another way than the lake's: a pattern over the whole line. */
const startTimeOf = (pid: number) =>
  /^\d+ \(.*\) (.+)$/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))![1]!.split(' ')[19]

describe('this process, as a lock names it', () => {
  it('is named by its number, host, start time and boot, as the system gives them', () => {
    expect(self).toEqual({
      pid: process.pid,
      host: hostname(),
      started: startTimeOf(process.pid),
      boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    })
    // The start time is in clock ticks since boot: it names the moment this process started, to within a second.
    const bootTime = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))![1])
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
    const startedAt = bootTime * 1000 + (Number(self.started) * 1000) / ticks
    expect(Math.abs(startedAt - (Date.now() - process.uptime() * 1000))).toBeLessThan(2000)
  })

  it('runs', () => {
    expect(systemProcesses.isRunning(self)).toBe(true)
    expect(isProcessRunning(process.pid)).toBe(true)
  })
})

describe('another process', () => {
  it('that has ended does not run', async () => {
    const child = spawn(process.execPath, ['-e', ''])
    await once(child, 'exit')
    expect(isProcessRunning(child.pid!)).toBe(false)
    expect(systemProcesses.isRunning({ ...self, pid: child.pid! })).toBe(false)
  })

  it('with this one’s number but started at another time, or on another boot, is not the holder', () => {
    expect(systemProcesses.isRunning({ ...self, started: `${Number(self.started) + 1}` })).toBe(false)
    expect(systemProcesses.isRunning({ ...self, boot: 'another-boot' })).toBe(false)
  })

  it('whose name holds spaces and brackets is named by its own start time', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'process-identity-'))
    const program = path.join(folder, 'a) b (c')
    await symlink(process.execPath, program)
    const child = spawn(program, ['-e', 'setTimeout(() => {}, 60_000)'])
    try {
      await once(child, 'spawn')
      const running = { pid: child.pid!, host: hostname(), started: startTimeOf(child.pid!), boot: self.boot }
      expect(readFileSync(`/proc/${child.pid}/stat`, 'utf8')).toContain('(a) b (c)')
      expect(systemProcesses.isRunning(running)).toBe(true)
      expect(systemProcesses.isRunning({ ...running, started: `${Number(running.started) - 1}` })).toBe(false)
    } finally {
      child.kill()
      await rm(folder, { recursive: true, force: true })
    }
  })

  it('named without a start time or boot runs while its number does', () => {
    expect(systemProcesses.isRunning({ pid: process.pid, host: hostname() })).toBe(true)
  })

  it('run by another user runs: process 1, which only root may signal', () => {
    expect(isProcessRunning(1)).toBe(true)
  })

  it('on another host is taken to run: it cannot be asked', () => {
    expect(systemProcesses.isRunning({ pid: 2 ** 22 + 1, host: `not-${hostname()}` })).toBe(true)
  })
})

describe('on another system', () => {
  const refused = (code: string) => () => {
    throw Object.assign(new Error(`kill ${code}`), { code })
  }
  /** A system with no /proc (as macOS), where every process answers signals as `signal` does. */
  const withoutProc = (signal: ProcessSystem['signal'] = () => undefined): ProcessSystem => ({
    readProc: () => undefined,
    signal,
    hostname: () => 'mac',
  })

  it('a process the system will not signal (another user’s) runs, and one it does not know has ended', () => {
    expect(isProcessRunning(5, withoutProc(refused('EPERM')))).toBe(true)
    expect(isProcessRunning(5, withoutProc(refused('ESRCH')))).toBe(false)
  })

  it('without /proc, a process is named by number and host alone, and one that answers runs, whatever the lock says', () => {
    const processes = processTableOf(withoutProc())
    expect(processes.self()).toEqual({ pid: process.pid, host: 'mac', started: undefined, boot: undefined })
    expect(processes.isRunning({ pid: 5, host: 'mac', started: '100', boot: 'a-boot' })).toBe(true)
    expect(processTableOf(withoutProc(refused('ESRCH'))).isRunning({ pid: 5, host: 'mac' })).toBe(false)
  })
})
