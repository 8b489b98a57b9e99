// This machine's processes, read from /proc, for suites that check which processes a command started and stopped.
import { readdir, readFile } from 'node:fs/promises'

export interface MachineProcess {
  pid: number
  /** Its command line, one argument an entry (a process may rename itself: Next's build is "next-build (v16…)"). */
  args: string[]
  /** Its environment, one NAME=value an entry. */
  env: string[]
}

/** Every process this user may read; one that ends while it is read is left out. */
export async function processes(): Promise<MachineProcess[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name))
  const read = (pid: string, file: string) =>
    readFile(`/proc/${pid}/${file}`, 'utf8').then(
      (text) => text.split('\0'),
      () => [],
    )
  return Promise.all(
    pids.map(async (pid) => ({ pid: Number(pid), args: await read(pid, 'cmdline'), env: await read(pid, 'environ') })),
  )
}

/** The pids of the processes whose environment has this entry (a local build has its own OUT_DIR, for one). */
export async function processesWithEnv(entry: string): Promise<number[]> {
  return (await processes()).filter(({ env }) => env.includes(entry)).map(({ pid }) => pid)
}
