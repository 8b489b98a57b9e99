// Builds the site as a deploy does — from Sanity (the local Content Lake) with SITE_URL — then serves out/ from a plain
// static server that sends no security headers at all, as GitHub Pages or a storage bucket would.
import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { createServer } from 'node:http'
import sirv from 'sirv'
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { startContentLake } from '../../lib/content-lake/start-content-lake'
import { deploySiteUrl, lakeToken, plainServerPort } from './deploy-site'

const lake = await startContentLake({ documents: await readDatasetFile('content/dataset.ndjson'), token: lakeToken })

// Spawned, not spawnSync: the lake answers from this same process while the build runs.
const build = spawn('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SANITY_PROJECT_ID: 'deploy-test',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: lake.url,
    SANITY_API_READ_TOKEN: lakeToken,
    SITE_URL: deploySiteUrl,
  },
})
const status = await new Promise<number | null>((resolve) => build.on('exit', resolve))
await lake.close()
if (status !== 0) process.exit(status ?? 1)

const serve = sirv('out', { extensions: ['html'], dev: false })
createServer((request, response) =>
  serve(request, response, () => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    createReadStream('out/404.html').pipe(response)
  }),
).listen(plainServerPort, '127.0.0.1', () => console.log(`Serving out/ with no headers at http://127.0.0.1:${plainServerPort}/`))
