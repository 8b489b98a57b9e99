// The one place the Studio suite builds the site: from its dataset copy into a folder of its own (OUT_DIR), never out/.
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createStaticServer } from '../../lib/server/static-server'
import { datasetFile, lakePort, liveSiteUrl, suiteFolder } from './studio-suite'

export const siteOutDir = path.join(suiteFolder, 'site')

export interface BuildOptions {
  /** Where to build (default: siteOutDir). */
  outDir?: string
  /** Build from the lake as a deploy builds from Sanity (project `local`, SITE_URL the live site's), not from the dataset file. */
  fromLake?: boolean
}

/** The build's environment: the dataset file the Studio published into, or the lake itself, as a deploy reads Sanity. */
function buildEnv({ outDir = siteOutDir, fromLake = false }: BuildOptions): NodeJS.ProcessEnv {
  const source = fromLake
    ? // As the deploy workflow does, the build carries on the change history of the site live at SITE_URL.
      {
        SANITY_PROJECT_ID: 'local',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: `http://127.0.0.1:${lakePort}`,
        SITE_URL: liveSiteUrl,
        PREVIOUS_BUILD: liveSiteUrl,
      }
    : { CONTENT_DATASET_FILE: datasetFile, SANITY_PROJECT_ID: '', SITE_URL: '', PREVIOUS_BUILD: '' }
  return { ...process.env, ...source, SANITY_API_READ_TOKEN: '', OUT_DIR: outDir }
}

/** `npm run build` from the Studio's content: its exit code and everything it printed, as a deploy's build.log keeps it. */
export function runBuild(options: BuildOptions = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const build = spawn('npm', ['run', 'build'], { env: buildEnv(options), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk))
    build.on('exit', (code) => resolve({ code, output }))
  })
}

/** As runBuild, but rejects with the build's own output if it fails. */
export async function buildSite(options: BuildOptions = {}): Promise<void> {
  const { code, output } = await runBuild(options)
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output.slice(-4000)}`)
}

/** Serves the build as npm run serve does, on any free port. */
export async function serveSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const { server } = createStaticServer(siteOutDir)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
