// Watches the lake's files for edits made outside it (git pull, npm run content:pull, a text editor), so the Studio
// shows them within a moment; the lake also reads its files again before every write, whatever the watcher saw.
import { watch } from 'node:fs'
import path from 'node:path'
import { draftsFileFor, type DatasetFiles } from './dataset-files'

/** Calls `takeIn` a moment after either file changes (a checkout may write it more than once), and logs what fails. */
export function watchDatasetFiles(files: DatasetFiles, takeIn: () => Promise<void>, log: (message: string) => void, settleMs = 100): { close(): void } {
  const names = new Set([files.datasetFile, draftsFileFor(files.datasetFile)].map((file) => path.basename(file)))
  let timer: ReturnType<typeof setTimeout> | undefined
  // The folder, not the files: a file replaced by a rename (as git and the lake write) is a new file to a file watch.
  const watcher = watch(path.dirname(files.datasetFile), (_event, name) => {
    if (!name || !names.has(name)) return
    clearTimeout(timer)
    timer = setTimeout(() => takeIn().catch((error: Error) => log(error.message)), settleMs)
  })
  watcher.on('error', (error) =>
    log(`The local Content Lake no longer watches ${path.dirname(files.datasetFile)} (${error.message}): it still reads its files before each change`),
  )
  return {
    close() {
      clearTimeout(timer)
      watcher.close()
    },
  }
}
