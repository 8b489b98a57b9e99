// Builds the site as the deploy workflow does for a GitHub Pages project site — from Sanity (the local Content Lake,
// holding the embedded dataset and a legal page an editor added) with SITE_URL https://owner.github.io/northbeam — into
// its own folder, then serves it under /northbeam/ from a plain static server that sends no headers at all, as GitHub
// Pages does: what lies outside the base path is another site (404).
import { spawn } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import sirv from 'sirv'
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { startContentLake } from 'local-content-lake'
import { bindPort } from 'local-content-lake/bind-port'
import { addedLegalPage, deployBasePath, deployOutDir, deploySiteUrl, lakeToken, plainServerPort } from './deploy-site'

const lake = await startContentLake({
  documents: [...(await readDatasetFile('content/dataset.ndjson')), addedLegalPage],
  token: lakeToken,
})

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
    OUT_DIR: deployOutDir,
  },
})
const status = await new Promise<number | null>((resolve) => build.on('exit', resolve))
await lake.close()
if (status !== 0) process.exit(status ?? 1)

const serve = sirv(deployOutDir, { extensions: ['html'], dev: false })
const notFound = (response: ServerResponse) => {
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
  createReadStream(`${deployOutDir}/404.html`).pipe(response)
}
const server = createServer((request, response) => {
  const url = request.url ?? '/'
  if (url === deployBasePath) {
    response.writeHead(301, { Location: `${deployBasePath}/` })
    return response.end()
  }
  if (!url.startsWith(`${deployBasePath}/`)) return notFound(response)
  request.url = url.slice(deployBasePath.length)
  serve(request, response, () => notFound(response))
})
await bindPort(server, plainServerPort, '127.0.0.1', 'DEPLOY_E2E_PORT')
console.log(`Serving ${deployOutDir} with no headers at http://127.0.0.1:${plainServerPort}${deployBasePath}/`)
