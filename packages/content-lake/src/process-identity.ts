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

const readProc = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return undefined
  }
}

/** Field 22 of /proc/<pid>/stat, the start time; the name in field 2 may hold spaces and parentheses, so count from the last ')'. */
function startOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`)
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

/** Whether a process of this machine runs with this number (the same process or a later one: see isRunning). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** This machine's processes. */
export const systemProcesses: ProcessTable = {
  self: () => ({
    pid: process.pid,
    host: hostname(),
    started: startOf(process.pid),
    boot: readProc('/proc/sys/kernel/random/boot_id'),
  }),
  isRunning(holder) {
    // Another machine's process (a shared folder) cannot be asked: it is taken to run.
    if (holder.host !== hostname()) return true
    if (!isProcessRunning(holder.pid)) return false
    const boot = readProc('/proc/sys/kernel/random/boot_id')
    if (holder.boot !== undefined && boot !== undefined && holder.boot !== boot) return false
    const started = startOf(holder.pid)
    return holder.started === undefined || started === undefined || holder.started === started
  },
}
