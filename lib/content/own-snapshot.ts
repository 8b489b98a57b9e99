// A content snapshot of this process's own (.content/site-content.<kind>-<pid>.json) for a build or a dev server, so
// two of them in one checkout never read, replace or remove each other's content; gone when its process ends.
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { isProcessRunning } from 'local-content-lake/process-identity'

export type SnapshotOwner = 'build' | 'dev'

const snapshotFolder = () => path.resolve('.content')
const ownName = /^site-content\.(?:build|dev)-(\d+)\.json$/

/** Removes the snapshots whose process has ended without removing its own (killed, or the machine stopped). */
function removeOrphans(): void {
  let names: string[]
  try {
    names = readdirSync(snapshotFolder())
  } catch {
    return
  }
  for (const name of names) {
    const pid = Number(ownName.exec(name)?.[1])
    if (pid && !isProcessRunning(pid)) rmSync(path.join(snapshotFolder(), name), { force: true })
  }
}

/** The path of this process's snapshot (to hand on as CONTENT_SNAPSHOT_FILE), removed when this process exits. */
export function ownSnapshotFile(owner: SnapshotOwner): string {
  removeOrphans()
  const file = path.join(snapshotFolder(), `site-content.${owner}-${process.pid}.json`)
  process.once('exit', () => rmSync(file, { force: true }))
  return file
}
