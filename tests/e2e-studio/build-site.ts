// The one place the Studio suite builds the site: from its dataset copy into a folder of its own (OUT_DIR), never out/.
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createStaticServer } from '../../lib/server/static-server'
import { datasetFile, suiteFolder } from './studio-suite'

export const siteOutDir = path.join(suiteFolder, 'site')

/** `npm run build` on the dataset file the Studio published into; rejects with the build's own output if it fails. */
export function buildSite(): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, CONTENT_DATASET_FILE: datasetFile, OUT_DIR: siteOutDir, SANITY_PROJECT_ID: '', SITE_URL: '' }
    const build = spawn('npm', ['run', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk))
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code}):\n${output.slice(-4000)}`))))
  })
}

/** Serves the build as npm run serve does, on any free port. */
export async function serveSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const { server } = createStaticServer(siteOutDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
