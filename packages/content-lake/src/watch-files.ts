// Follows files that are replaced rather than written in place (git, the lake and editors write a temporary file and
// rename it): their folder is watched, for their names, and a burst of changes is answered once it has settled.
import { watch } from 'node:fs'
import path from 'node:path'

export interface FileWatch {
  /** Whether a change has been seen and its answer is still waiting for the burst to settle. */
  pending(): boolean
  close(): void
}

/**
 * Calls `changed` `settleMs` after the last change to any of `files` (all in one folder). A watch that breaks (the
 * folder removed, too many watchers) calls `broken` instead of throwing.
 */
export function watchFiles(
  files: readonly string[],
  changed: () => void,
  { settleMs, broken }: { settleMs: number; broken: (error: Error) => void },
): FileWatch {
  const names = new Set(files.map((file) => path.basename(file)))
  let timer: ReturnType<typeof setTimeout> | undefined
  // The folder, not the files: a file replaced by a rename is a new file to a file watch, which ends it.
  const watcher = watch(path.dirname(files[0]!), (_event, name) => {
    if (!name || !names.has(name)) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      changed()
    }, settleMs)
  })
  watcher.on('error', broken)
  return {
    pending: () => timer !== undefined,
    close() {
      clearTimeout(timer)
      timer = undefined
      watcher.close()
    },
  }
}
