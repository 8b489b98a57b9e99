// Runs what the Studio suite opens: the local Content Lake on a fresh copy of the embedded dataset, the real Studio built
// with `sanity build` and served statically, and the preview server (npm run preview) for the Presentation tool. The
// Studio and the preview build side by side (the preview's build is shared with the preview suite), and the Studio's
// port opens once both are ready: Playwright starts its web servers one after another, so two entries there would wait
// for the builds one after the other.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { defaultDatasetFile } from '../../lib/content/source-config'
import { startContentLake } from 'local-content-lake'
import { privateDocumentPaths } from '../../studio/plugins/site-status/logic/private-documents'
import { bindPort } from 'local-content-lake/bind-port'
import { extraAllowedHosts, refuseForeignHost } from 'local-content-lake/local-hosts'
import { untilAnswered } from '../../tools/servers/until-answered'
import { ensurePreviewBuild, suitePreviewBuildEnv } from '../e2e-preview/shared-preview-build'
import {
  datasetFile,
  deployRunsUrl,
  lakePort,
  lakeUrl,
  liveSiteUrl,
  previewPort,
  previewUrl,
  sitePollSeconds,
  studioDist,
  studioPort,
  studioUrl,
  suiteFolder,
} from './studio-suite'

rmSync(suiteFolder, { recursive: true, force: true })
mkdirSync(suiteFolder, { recursive: true })
copyFileSync(defaultDatasetFile, datasetFile)
// First the lake: the preview asks it before it builds.
await startContentLake({
  datasetFile,
  port: lakePort,
  browserOrigins: [studioUrl, previewUrl],
  privatePaths: privateDocumentPaths,
})

// Built with this suite's addresses baked in, as SANITY_STUDIO_* variables always are.
const started = Date.now()
const studioBuild = spawn(path.resolve('node_modules/.bin/sanity'), ['build', studioDist, '--yes'], {
  cwd: 'studio',
  stdio: 'inherit',
  env: {
    ...process.env,
    SANITY_STUDIO_PROJECT_ID: '',
    SANITY_STUDIO_CONTENT_LAKE_URL: lakeUrl,
    SANITY_STUDIO_PREVIEW_URL: previewUrl,
    SANITY_STUDIO_SITE_URL: liveSiteUrl,
    SANITY_STUDIO_DEPLOY_RUNS_URL: deployRunsUrl,
    SANITY_STUDIO_SITE_POLL_SECONDS: String(sitePollSeconds),
    SANITY_STUDIO_REBUILD_OVERDUE_MINUTES: '',
  },
})

// npm run preview as an editor runs it next to npm run studio: on this lake, no Sanity project, and framed by this
// Studio and the npm run studio journey's (SANITY_STUDIO_URL, which the shared build sets). Built beside the Studio,
// unless this tree's build is there.
const previewEnv = {
  ...process.env,
  PORT: String(previewPort),
  CONTENT_LAKE_URL: `http://127.0.0.1:${lakePort}`,
  SANITY_PROJECT_ID: '',
  ...suitePreviewBuildEnv,
}
const previewBuilt = ensurePreviewBuild(previewEnv)
const [built] = (await once(studioBuild, 'exit')) as [number | null]
if (built !== 0) process.exit(built ?? 1)
console.log(`Studio built in ${Date.now() - started} ms`)
await previewBuilt.catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
// Its output is kept to be shown only if it fails.
const preview = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/preview.ts', '--start'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: previewEnv,
})
let previewOutput = ''
const keep = (chunk: Buffer) => void (previewOutput = (previewOutput + chunk.toString()).slice(-20_000))
preview.stdout!.on('data', keep)
preview.stderr!.on('data', keep)
// A server that exits has failed: this script ends with it, showing what it printed.
preview.on('exit', (code) => {
  console.error(`The preview server exited with ${code}:\n${previewOutput}`)
  process.exit(code || 1)
})
// The preview answers once it is built and listening; until then its port refuses.
await untilAnswered(`http://127.0.0.1:${previewPort}/`, 'any status')
console.log(`Preview on ${previewUrl}/ after ${Date.now() - started} ms`)

// A single-page app: every Studio route is index.html; its hashed files are cached for good, as a host would.
const serve = sirv(studioDist, {
  single: true,
  dev: false,
  setHeaders: (response, pathname) => {
    if (pathname.startsWith('/static/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  },
})
const allowedHosts = extraAllowedHosts()
const studioServer = createServer(
  (request, response) => refuseForeignHost(request, response, allowedHosts) || serve(request, response),
)
await bindPort(studioServer, studioPort, '127.0.0.1', 'STUDIO_E2E_PORT')
console.log(`Studio on ${studioUrl}/`)
