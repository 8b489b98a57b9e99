// npm run preview: builds and starts the editors' preview server (the site as a Next server reading Sanity per request);
// `-- --dev` (npm run dev:preview) runs it under next dev instead, for working on preview code; `-- --build`
// (npm run build:preview, what a host such as Vercel runs) only builds it; `-- --start` starts the build made before.
// Plain `npm run preview` starts the build it finds when that was made from this tree for this Studio
// (tools/servers/preview-build-record.ts), and builds first otherwise.
// Without SANITY_PROJECT_ID it previews the local Content Lake that `npm run studio` runs.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { previewDistDirOf } from '../lib/preview/preview-dist-dir.mjs'
import { studioFrameAncestors } from '../lib/preview/studio-origins.mjs'
import { missingPreviewVariable } from '../lib/preview/preview-variables'
import { exitIfPortTaken } from 'local-content-lake/bind-port'
import { startNextServer } from '../tools/servers/next-server'
import {
  forgetPreviewBuild,
  previewBuildFits,
  previewTree,
  recordPreviewBuild,
} from '../tools/servers/preview-build-record'

const localLake = process.env.SANITY_PROJECT_ID?.trim()
  ? undefined
  : (process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3335')
// The local lake has no accounts: it accepts any token, and the preview's code needs one as it would for Sanity.
const lakeEnv = localLake
  ? {
      SANITY_PROJECT_ID: 'local',
      SANITY_API_HOST: localLake,
      SANITY_API_READ_TOKEN: process.env.SANITY_API_READ_TOKEN || 'local',
    }
  : {}
const env = { ...process.env, ...lakeEnv, SITE_MODE: 'preview' }

const missing = missingPreviewVariable(env)
if (missing) {
  console.error(
    `npm run preview needs ${missing}. Set SANITY_PROJECT_ID (and SANITY_DATASET, SANITY_API_HOST as for the build) and SANITY_API_READ_TOKEN, a Viewer token: the preview reads drafts.`,
  )
  process.exit(1)
}
if (
  localLake &&
  !(await fetch(`${localLake}/v2025-02-19/ping`).then(
    (response) => response.ok,
    () => false,
  ))
) {
  console.error(
    `npm run preview without SANITY_PROJECT_ID previews the local Content Lake, and nothing answers at ${localLake}: run npm run studio first (or set CONTENT_LAKE_URL).`,
  )
  process.exit(1)
}

const port = Number(process.env.PORT ?? 3334)
const hostname = process.env.HOST ?? '127.0.0.1'

const distDir = previewDistDirOf(env)

/** The Studios the build lets frame it (SANITY_STUDIO_URL), read only by what builds or looks for a build to start. */
function studiosAllowed(): string[] {
  try {
    return studioFrameAncestors(process.env.SANITY_STUDIO_URL)
  } catch (error) {
    // The setting's own words (which entry, and what an origin looks like); a stack would bury them.
    console.error((error as Error).message)
    process.exit(1)
  }
}

/** `tree` is what the build is made from, taken as it begins (previewTree()), unless the caller has just taken it. */
function build(tree = previewTree()): void {
  forgetPreviewBuild(distDir)
  // Next keeps the Draft Mode keys of earlier builds for 14 days; each preview build makes new ones, so a Draft Mode
  // cookie from an earlier build no longer shows drafts.
  rmSync(path.join(distDir, 'cache', '.previewinfo'), { force: true })
  const { status } = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'next'), ['build'], {
    stdio: 'inherit',
    env,
  })
  if (status !== 0) process.exit(status ?? 1)
  if (tree !== undefined) recordPreviewBuild(distDir, { tree, studios: studiosAllowed() })
}

const dev = process.argv.includes('--dev')
if (process.argv.includes('--build')) {
  build()
} else {
  const tree = dev || process.argv.includes('--start') ? undefined : previewTree()
  const reuse = tree !== undefined && previewBuildFits(distDir, studiosAllowed(), tree)
  if (reuse)
    console.log(`The preview: the build in ${distDir}/ was made from this tree for this Studio; started as it is`)
  const startOnly = dev || reuse || process.argv.includes('--start')
  // The server runs in this process, so it reads the preview's settings from it. The port is bound before the build.
  Object.assign(process.env, env)
  const url = await startNextServer({
    dev,
    port,
    hostname,
    beforeNext: startOnly ? undefined : () => build(tree),
  }).catch(exitIfPortTaken)
  console.log(`The preview${dev ? ' under next dev' : ''}: ${url}/ (Ctrl+C to stop)`)
}
