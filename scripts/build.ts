// `npm run build`: the content snapshot, next build, then the post-build steps on a staging folder that replaces OUT_DIR
// (default out/) only when all succeeded. Builds side by side in one checkout (a developer's, npm run studio's local one,
// a test suite's) each keep their own snapshot and staging folder, and take turns at next build, which shares .next/.
import path from 'node:path'
import { ownSnapshotFile } from '../lib/content/own-snapshot'
import { withBuildLock } from '../tools/export/build-lock'
import { contentStep } from '../tools/export/build-steps'
import { finishExport } from '../tools/export/finish-export'
import { shownPath } from 'local-content-lake/shown-path'
import { nextExportDir, outDirIsStagingOf, outDirOf } from '../tools/export/out-dir'
import { binStep, runStep, StepFailed, tsxStep } from '../tools/export/run-step'

const outDir = outDirOf()
const who = process.env.BUILD_LABEL?.trim() || `npm run build into ${shownPath(outDir)}/`
const env = { ...process.env, CONTENT_SNAPSHOT_FILE: ownSnapshotFile('build') }

// Ctrl+C or SIGTERM (npm run studio stopping its local build) stops the step under way; the cleanup below still runs.
const stopping = new AbortController()
const stop = (signal: NodeJS.Signals) => {
  process.exitCode = signal === 'SIGINT' ? 130 : 143
  stopping.abort()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

try {
  await runStep('npm run content', tsxStep(contentStep), { env, signal: stopping.signal })
  await withBuildLock(
    who,
    async () => {
      await runStep('next build', binStep('next', 'build'), { env, signal: stopping.signal })
      await finishExport(path.resolve(nextExportDir), outDir, {
        env,
        signal: stopping.signal,
        outDirIsStaging: outDirIsStagingOf(),
      })
    },
    { signal: stopping.signal },
  )
} catch (error) {
  // A step has said what went wrong; this says what it means for OUT_DIR.
  if (!(error instanceof StepFailed) && !stopping.signal.aborted) console.error(error)
  const what = stopping.signal.aborted ? 'stopped' : error instanceof StepFailed ? `failed: ${error.message}` : 'failed'
  console.error(`\nnpm run build ${what}; ${shownPath(outDir)}/ is as it was.`)
  process.exitCode ||= error instanceof StepFailed && error.exitCode ? error.exitCode : 1
}
