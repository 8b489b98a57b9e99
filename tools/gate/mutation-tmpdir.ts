// A test runner that is killed leaves its temporary folders behind: StrykerJS ends a runner whose tests time out, so
// their afterEach never runs, and one part of the lake's folder left 142 content-lake-test-* folders in /tmp. Work run
// here has a temporary folder of its own, which goes when the work ends, with whatever a killed runner left in it.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * Runs `work` with TMPDIR set to a fresh folder under the system's temporary folder (`prefix` and six random
 * characters), which the processes it starts take as os.tmpdir(); then puts TMPDIR back and removes the folder, also
 * when `work` fails.
 */
export async function inOwnTmpdir<T>(prefix: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix))
  const before = process.env.TMPDIR
  process.env.TMPDIR = folder
  try {
    return await work(folder)
  } finally {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    await rm(folder, { recursive: true, force: true })
  }
}
