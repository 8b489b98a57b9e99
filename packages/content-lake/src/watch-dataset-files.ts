// Watches the lake's files for edits made outside it (git pull, npm run content:pull, a text editor), so the Studio
// shows them within a moment; the lake also reads its files again before every write, whatever the watcher saw.
import path from 'node:path'
import { watchFiles } from './watch-files'
import { draftsFileFor, type DatasetFiles } from './dataset-files'

/** Calls `applyOutsideEdits` a moment after either file changes (a checkout may write it more than once), and logs what fails. */
export function watchDatasetFiles(
  files: DatasetFiles,
  applyOutsideEdits: () => Promise<void>,
  log: (message: string) => void,
  settleMs = 100,
): { close(): void } {
  return watchFiles(
    [files.datasetFile, draftsFileFor(files.datasetFile)],
    () => void applyOutsideEdits().catch((error: Error) => log(error.message)),
    {
      settleMs,
      broken: (error) =>
        log(
          `The local Content Lake no longer watches ${path.dirname(files.datasetFile)} (${error.message}): it still reads its files before each change`,
        ),
    },
  )
}
