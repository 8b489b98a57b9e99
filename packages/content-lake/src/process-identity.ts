// Who holds a file: a process named by more than its number, so that a number the system gave to another process after
// the holder ended (common in containers) is never taken for the holder itself.
import { readFileSync } from 'node:fs'
import { hostname } from 'node:os'

export interface ProcessIdentity {
  pid: number
  host: string
  /** When the process started, in the kernel's clock ticks since boot (Linux); absent where the system does not say. */
  started?: string
  /** The kernel's id for this boot (Linux): a reboot starts the tick count again. */
  boot?: string
}

export interface ProcessTable {
  /** This process. */
  self(): ProcessIdentity
  /** Whether the process still runs: the same process, not a later one with its number. */
  isRunning(process: ProcessIdentity): boolean
}

/**
 * What a process table asks of the system: a file under /proc (undefined when it cannot be read), a signal 0 to a
 * process (which throws as process.kill does), and this machine's name.
 */
export interface ProcessSystem {
  readProc(file: string): string | undefined
  signal(pid: number): void
  hostname(): string
}

const readProc = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return undefined
  }
}

/** This machine: Linux's /proc, process.kill and os.hostname. */
const thisSystem: ProcessSystem = { readProc, signal: (pid) => process.kill(pid, 0), hostname }

/** Field 22 of /proc/<pid>/stat, the start time; the name in field 2 may hold spaces and parentheses, so count from the last ')'. */
function startOf(system: ProcessSystem, pid: number): string | undefined {
  const stat = system.readProc(`/proc/${pid}/stat`)
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

/** Whether a process of this machine runs with this number (the same process or a later one: see isRunning). */
export function isProcessRunning(pid: number, system: ProcessSystem = thisSystem): boolean {
  try {
    system.signal(pid)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The processes of a system: this machine's by default, another one's in tests. */
export function processTableOf(system: ProcessSystem): ProcessTable {
  return {
    self: () => ({
      pid: process.pid,
      host: system.hostname(),
      started: startOf(system, process.pid),
      boot: system.readProc('/proc/sys/kernel/random/boot_id'),
    }),
    isRunning(holder) {
      // Another machine's process (a shared folder) cannot be asked: it is taken to run.
      if (holder.host !== system.hostname()) return true
      if (!isProcessRunning(holder.pid, system)) return false
      const boot = system.readProc('/proc/sys/kernel/random/boot_id')
      if (holder.boot !== undefined && boot !== undefined && holder.boot !== boot) return false
      const started = startOf(system, holder.pid)
      return holder.started === undefined || started === undefined || holder.started === started
    },
  }
}

/** This machine's processes. */
export const systemProcesses: ProcessTable = processTableOf(thisSystem)
