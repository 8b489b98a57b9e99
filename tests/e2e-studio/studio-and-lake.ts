// Runs what the Studio suite opens: the real Studio built with `sanity build` and served statically, and the local
// Content Lake on a fresh copy of the embedded dataset.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { defaultDatasetFile } from '../../lib/content/source-config'
import { startContentLake } from '../../lib/content-lake/start-content-lake'
import { extraAllowedHosts, refuseForeignHost } from '../../lib/server/local-hosts'
import { datasetFile, deployRunsUrl, lakePort, lakeUrl, liveSiteUrl, previewUrl, sitePollSeconds, studioDist, studioPort, suiteFolder } from './studio-suite'

rmSync(suiteFolder, { recursive: true, force: true })
mkdirSync(suiteFolder, { recursive: true })
copyFileSync(defaultDatasetFile, datasetFile)

// Built with this suite's addresses baked in, as SANITY_STUDIO_* variables always are.
const started = Date.now()
const build = spawnSync(path.resolve('node_modules/.bin/sanity'), ['build', studioDist, '--yes'], {
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
if (build.status !== 0) process.exit(build.status ?? 1)
console.log(`Studio built in ${Date.now() - started} ms`)

await startContentLake({ datasetFile, port: lakePort })
// A single-page app: every Studio route is index.html; its hashed files are cached for good, as a host would.
const serve = sirv(studioDist, {
  single: true,
  dev: false,
  setHeaders: (response, pathname) => {
    if (pathname.startsWith('/static/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  },
})
const allowedHosts = extraAllowedHosts()
createServer((request, response) => refuseForeignHost(request, response, allowedHosts) || serve(request, response)).listen(studioPort, '127.0.0.1', () =>
  console.log(`Studio on http://localhost:${studioPort}/`),
)
