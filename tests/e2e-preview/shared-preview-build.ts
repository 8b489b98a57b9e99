// One preview build for the suites that run the preview (the Studio suite frames it, the preview suite tests it, and the
// Studio suite's `npm run studio` journey starts it as its own): the first builds it, the next finds it made from this
// tree for these Studios (tools/servers/preview-build-record.ts) and starts it (`npm run preview -- --start`).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { previewDistDirOf } from '../../lib/preview/preview-dist-dir.mjs'
import { studioFrameAncestors } from '../../lib/preview/studio-origins.mjs'
import { previewBuildFits } from '../../tools/servers/preview-build-record'
import { devStudioPort, studioUrl } from '../e2e-studio/studio-suite'

/**
 * The one setting the build reads: the Studios allowed to frame it. The suite's built Studio, and the one its
 * `npm run studio` journey starts (sanity dev), whose preview is this build (PREVIEW_DIST_DIR) rather than one more.
 */
export const suitePreviewBuildEnv = { SANITY_STUDIO_URL: `${studioUrl},http://localhost:${devStudioPort}` }

/**
 * Builds the preview unless its folder already holds this tree's build for these Studios; says which. `env` is the
 * suite's (its lake), which `npm run preview -- --build` checks before building. A failed build throws with its output.
 */
export async function ensurePreviewBuild(env: NodeJS.ProcessEnv): Promise<void> {
  const buildDir = previewDistDirOf(env)
  if (previewBuildFits(buildDir, studioFrameAncestors(suitePreviewBuildEnv.SANITY_STUDIO_URL))) {
    console.log(`Preview: the build in ${buildDir}/ is this tree's, started as it is`)
    return
  }
  const started = Date.now()
  const build = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/preview.ts', '--build'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, ...suitePreviewBuildEnv },
  })
  let output = ''
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000))
  build.stdout!.on('data', keep)
  build.stderr!.on('data', keep)
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`The preview build failed (exit ${code}):\n${output}`)
  console.log(`Preview: built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
