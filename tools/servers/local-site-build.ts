// How npm run studio's local site builds: `npm run build` from the dataset file alone, into a folder of the local site's
// own, in a process group that stopping the site stops whole.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Builds the site from the dataset file into `outDir` (a fresh folder); rejects with the build's last lines if it fails. */
export type LocalSiteBuild = (outDir: string, siteUrl: string, signal: AbortSignal) => Promise<void>

/** How the local build names itself to a build that waits for it (tools/export/build-lock.ts). */
const localBuildLabel = "npm run studio's local build"

/**
 * The environment of a local build: the export to `outDir` from the dataset file only (never a Sanity project or a
 * preview build of the shell's environment), carrying on the recent changes of the build served now (its build.json).
 */
export function localBuildEnv(
  base: Record<string, string | undefined>,
  {
    outDir,
    datasetFile,
    siteUrl,
    previousBuild,
  }: { outDir: string; datasetFile: string; siteUrl: string; previousBuild?: string },
): Record<string, string | undefined> {
  const env = { ...base }
  delete env.SITE_MODE
  delete env.PREVIOUS_BUILD
  delete env.CONTENT_SNAPSHOT_FILE
  return {
    ...env,
    OUT_DIR: outDir,
    // The local site swaps the folder in itself, as its server switches: the build stages nothing of its own.
    OUT_DIR_IS_STAGING: '1',
    CONTENT_DATASET_FILE: datasetFile,
    SANITY_PROJECT_ID: '',
    SITE_URL: siteUrl,
    BUILD_LABEL: localBuildLabel,
    ...(previousBuild && existsSync(previousBuild) ? { PREVIOUS_BUILD: previousBuild } : {}),
  }
}

/** How much of a build's output is kept for its failure's last lines: a build can print megabytes, the message shows 12 lines. */
export const keptOutputBytes = 16 * 1024

/** The last `keptOutputBytes` of a stream of output, however long it runs. */
export function outputTail(): { add(chunk: Buffer): void; lastLines(count: number): string } {
  let kept = ''
  return {
    add(chunk) {
      kept = (kept + chunk.toString()).slice(-keptOutputBytes)
    },
    lastLines: (count) => kept.trim().split('\n').slice(-count).join('\n'),
  }
}

/** Sends a signal to a process group that may have ended already. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/**
 * `npm run build` (or `command`) in a process group of its own, so that stopping stops all of it: SIGTERM, then
 * SIGKILL after `graceMs`. It settles only once the group's output has closed, so no build worker is still writing
 * when the caller removes its folder, and a failure's last lines are all there.
 */
export function npmRunBuild(
  datasetFile: string,
  {
    previousBuild,
    graceMs = 5_000,
    command = ['npm', 'run', 'build', '--silent'],
  }: { previousBuild?: string; graceMs?: number; command?: string[] } = {},
): LocalSiteBuild {
  return (outDir, siteUrl, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new Error('stopped before it started'))
      const env = localBuildEnv(process.env, { outDir, datasetFile, siteUrl, previousBuild }) as NodeJS.ProcessEnv
      const [program, ...args] = command
      const child = spawn(program!, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      let killer: ReturnType<typeof setTimeout> | undefined
      const stop = () => {
        if (!child.pid) return
        signalGroup(child.pid, 'SIGTERM')
        killer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), graceMs)
      }
      signal.addEventListener('abort', stop, { once: true })
      const output = outputTail()
      child.stdout.on('data', output.add)
      child.stderr.on('data', output.add)
      child.on('error', reject)
      child.on('close', (code, killedBy) => {
        signal.removeEventListener('abort', stop)
        clearTimeout(killer)
        if (code === 0) resolve()
        else reject(new Error(output.lastLines(12) || `npm run build ended with ${code ?? killedBy}`))
      })
    })
}
