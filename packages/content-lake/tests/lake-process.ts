// A local Content Lake in a process of its own, for the fault tests: it prints its address and serves until it is
// killed. With LAKE_KILL_AT=n it kills itself with SIGKILL right after the nth operation that touches the disk
// (LAKE_KILL_DURING=1: in the middle of it, a file half-written), so every step of a write can be cut short for real.
// Each operation is printed to stderr as `op <n> <name> <file>`, so a test can list the steps of a change first.
// Its parent gives it a pipe for stdin and never writes to it: when the parent ends, killed mid-test by Jest's or
// StrykerJS's time limit included, the pipe closes and so does this process, which would otherwise serve for ever and
// hold open the output its parent's own parent waits on.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startContentLake } from '../src/start-content-lake'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'

// A file-size limit (ulimit -f) stands in for a full disk: the write fails with EFBIG where a full disk fails with
// ENOSPC. The kernel also sends SIGXFSZ, which a full disk does not; a listener keeps it from ending the process.
process.on('SIGXFSZ', () => undefined)
process.stdin.on('end', () => process.exit(1)).resume()

const killAt = Number(process.env.LAKE_KILL_AT ?? 0)
const during = process.env.LAKE_KILL_DURING === '1'
let operations = 0

/** Counts an operation that touches the disk, and stops the process at the one asked for. */
async function step<T>(name: string, file: string, work: () => Promise<T>): Promise<T> {
  operations++
  process.stderr.write(`op ${operations} ${name} ${path.basename(file)}\n`)
  if (operations === killAt && during) {
    // Half of what a write would put there, as a power cut leaves it.
    if (name === 'writeNew') await writeFile(file, '{"_id": "half-writ')
    process.kill(process.pid, 'SIGKILL')
  }
  const result = await work()
  if (operations === killAt) process.kill(process.pid, 'SIGKILL')
  return result
}

const fs: LakeFileSystem = {
  read: diskFileSystem.read,
  list: diskFileSystem.list,
  identity: diskFileSystem.identity,
  writeNew: (file, text) => step('writeNew', file, () => diskFileSystem.writeNew(file, text)),
  sync: (file) => step('sync', file, () => diskFileSystem.sync(file)),
  replace: (from, to, expected) => step('replace', to, () => diskFileSystem.replace(from, to, expected)),
  moveAside: (from, to, expected) => step('replace', to, () => diskFileSystem.moveAside(from, to, expected)),
  link: (from, to) => step('link', to, () => diskFileSystem.link(from, to)),
  remove: (file, expected) => step('remove', file, () => diskFileSystem.remove(file, expected)),
  syncFolder: (folder) => step('syncFolder', folder, () => diskFileSystem.syncFolder(folder)),
  uniqueName: diskFileSystem.uniqueName,
}

const lake = await startContentLake({
  datasetFile: process.env.LAKE_DATASET_FILE!,
  fs,
  log: (message) => console.error(message),
})
console.log(JSON.stringify({ url: lake.url, projectId: lake.projectId, dataset: lake.dataset }))
