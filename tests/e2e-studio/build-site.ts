// The one place the Studio suite builds the site: from the lake, as the deploy workflow builds from Sanity, into a
// folder of its own (OUT_DIR), never out/.
import { spawn } from 'node:child_process'
import { lakePort, liveSiteUrl } from './studio-suite'

/** The build's environment: project `local` on the lake, SITE_URL the live site's, whose change history it carries on. */
function buildEnv(outDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SANITY_PROJECT_ID: 'local',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: `http://127.0.0.1:${lakePort}`,
    SANITY_API_READ_TOKEN: '',
    SITE_URL: liveSiteUrl,
    PREVIOUS_BUILD: liveSiteUrl,
    OUT_DIR: outDir,
  }
}

/** `npm run build` from the lake into `outDir`: its exit code and everything it printed, as a deploy's build.log keeps it. */
export function runBuild(outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const build = spawn('npm', ['run', 'build'], { env: buildEnv(outDir), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk: Buffer) => (output += chunk))
    build.stderr.on('data', (chunk: Buffer) => (output += chunk))
    build.on('exit', (code) => resolve({ code, output }))
  })
}

/** As runBuild, but rejects with the build's own output if it fails. */
export async function buildSite(outDir: string): Promise<void> {
  const { code, output } = await runBuild(outDir)
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output.slice(-4000)}`)
}
