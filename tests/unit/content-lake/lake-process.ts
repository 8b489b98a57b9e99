// A local Content Lake in a process of its own, for the fault tests: it prints its address and serves until it is
// killed. With LAKE_KILL_AT=n it kills itself with SIGKILL right after its nth file operation (LAKE_KILL_DURING=1: in
// the middle of it, a temporary file half-written), so every step of a write can be cut short for real.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startContentLake } from '@/lib/content-lake/start-content-lake'
import { diskIo, type LakeFileIo } from '@/lib/content-lake/file-io'

// A file-size limit (ulimit -f) stands in for a full disk: the write fails with EFBIG where a full disk fails with
// ENOSPC. The kernel also sends SIGXFSZ, which a full disk does not; a listener keeps it from ending the process.
process.on('SIGXFSZ', () => undefined)

const killAt = Number(process.env.LAKE_KILL_AT ?? 0)
const during = process.env.LAKE_KILL_DURING === '1'
let operations = 0

/** Counts the writes and removals (reads change nothing on disk), and stops the process at the one asked for. */
async function step<T>(file: string, work: () => Promise<T>): Promise<T> {
  operations++
  if (operations === killAt && during) {
    await writeFile(path.join(path.dirname(file), `.${path.basename(file)}.killed-mid-write.tmp`), '{"_id": "half-writ')
    process.kill(process.pid, 'SIGKILL')
  }
  const result = await work()
  if (operations === killAt) process.kill(process.pid, 'SIGKILL')
  return result
}

const io: LakeFileIo = {
  read: diskIo.read,
  write: (file, text) => step(file, () => diskIo.write(file, text)),
  remove: (file) => step(file, () => diskIo.remove(file)),
}

const lake = await startContentLake({ datasetFile: process.env.LAKE_DATASET_FILE!, io, log: (message) => console.error(message) })
console.log(JSON.stringify({ url: lake.url, projectId: lake.projectId, dataset: lake.dataset }))
