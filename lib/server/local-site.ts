// The local site `npm run studio` serves beside the Studio on the local Content Lake: the export in OUT_DIR (out/), built
// again after each publish (the lake writes the dataset file) and switched to when the build succeeds, as a host deploys
// one. So the Site tool and the document badges say what is live on this machine, and how long a publish took to get there.
import { spawn } from 'node:child_process'
import { existsSync, watch, type FSWatcher } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import type { RequestListener } from 'node:http'
import path from 'node:path'
import { bindPort } from './bind-port'
import { extraAllowedHosts, refuseForeignHost } from './local-hosts'
import { createStaticHandler, staticHttpServer } from './static-server'

export interface LocalSiteOptions {
  /** The export served, and where each build goes once it succeeded. */
  outDir: string
  /** The dataset file the lake publishes to: a change of it starts a build. */
  datasetFile: string
  port: number
  host?: string
  /** Builds the site from `datasetFile` into `outDir` (a fresh folder); rejects with the build's words if it fails. */
  build?: LocalSiteBuild
  log?: (message: string) => void
  /** How long the dataset file must stay unchanged before a build starts (a publish may write it more than once). */
  settleMs?: number
}

export type LocalSiteBuild = (outDir: string, siteUrl: string, signal: AbortSignal) => Promise<void>

export interface LocalSite {
  url: string
  /** Resolves once no build is running or waiting. */
  settled(): Promise<void>
  close(): Promise<void>
}

/**
 * The environment of a local build: the export to `outDir` from the dataset file only (never a Sanity project or a
 * preview build of the shell's environment), carrying on the recent changes of the build served now (its build.json).
 */
export function localBuildEnv(
  base: Record<string, string | undefined>,
  { outDir, datasetFile, siteUrl, previousBuild }: { outDir: string; datasetFile: string; siteUrl: string; previousBuild?: string },
): Record<string, string | undefined> {
  const env = { ...base }
  delete env.SITE_MODE
  delete env.PREVIOUS_BUILD
  return {
    ...env,
    OUT_DIR: outDir,
    CONTENT_DATASET_FILE: datasetFile,
    SANITY_PROJECT_ID: '',
    SITE_URL: siteUrl,
    ...(previousBuild && existsSync(previousBuild) ? { PREVIOUS_BUILD: previousBuild } : {}),
  }
}

/** Sends a signal to a process group that may have ended already. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
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
  { previousBuild, graceMs = 5_000, command = ['npm', 'run', 'build', '--silent'] }: { previousBuild?: string; graceMs?: number; command?: string[] } = {},
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
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk))
      child.on('error', reject)
      child.on('close', (code, killedBy) => {
        signal.removeEventListener('abort', stop)
        clearTimeout(killer)
        if (code === 0) resolve()
        else reject(new Error(output.trim().split('\n').slice(-12).join('\n') || `npm run build ended with ${code ?? killedBy}`))
      })
    })
}

/** Before the first build: a 503 the Site tool reads as "being built" (lib/site-status/live-build.ts), not as no site. */
const notBuiltYet =
  (allowedHosts: readonly string[]): RequestListener =>
  (request, response) => {
    if (refuseForeignHost(request, response, allowedHosts)) return
    const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '10', 'access-control-allow-origin': '*' }
    response.writeHead(503, headers)
    response.end('The local site is being built: npm run studio serves it when the first build has finished.\n')
  }

const modifiedAt = (file: string) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  )

/** Renames, and says whether there was anything to rename. */
const moved = (from: string, to: string) =>
  rename(from, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false
      throw error
    },
  )

export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  const { outDir, datasetFile, port, host = '127.0.0.1', log = console.log, settleMs = 300 } = options
  const build = options.build ?? npmRunBuild(datasetFile, { previousBuild: path.join(outDir, 'build.json') })
  const staging = `${outDir}.building`
  const previous = `${outDir}.previous`
  const allowedHosts = extraAllowedHosts()

  let current: RequestListener = existsSync(outDir) ? createStaticHandler(outDir, { allowedHosts }).handle : notBuiltYet(allowedHosts)
  // While the folders are switched (two renames), requests wait for the new build instead of finding neither.
  let switching: Promise<void> | undefined
  const server = staticHttpServer(() => (request, response) => {
    if (switching) void switching.then(() => current(request, response))
    else current(request, response)
  })
  const url = `http://${host}:${await bindPort(server, port, host)}`

  let running: Promise<void> | undefined
  let again = false
  let closed = false
  const stopping = new AbortController()

  /** The switch, as a host deploys: the new export replaces the old, and the server answers from it. */
  async function switchTo(built: string): Promise<void> {
    const { promise, resolve: done } = Promise.withResolvers<void>()
    switching = promise
    try {
      await rm(previous, { recursive: true, force: true })
      const hadExport = await moved(outDir, previous)
      try {
        await rename(built, outDir)
      } catch (error) {
        if (hadExport) await rename(previous, outDir)
        throw new Error(`switching to the new build failed: ${(error as Error).message}`)
      }
      current = createStaticHandler(outDir, { allowedHosts }).handle
    } finally {
      switching = undefined
      done()
    }
    await rm(previous, { recursive: true, force: true })
  }

  async function buildOnce(): Promise<void> {
    const started = Date.now()
    try {
      await rm(staging, { recursive: true, force: true })
      if (closed) return
      await build(staging, url, stopping.signal)
      if (closed) return
      await switchTo(staging)
      log(`Local site: rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s, ${url}/ shows it`)
    } catch (error) {
      if (!closed) log(`Local site: the build failed, ${url}/ still shows the last good one:\n${(error as Error).message}`)
    } finally {
      await rm(staging, { recursive: true, force: true }).catch((error: Error) => log(`Local site: could not remove ${staging}: ${error.message}`))
    }
  }

  /** One build at a time; a change during a build asks for one more after it. */
  function rebuild(): void {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = buildOnce().finally(() => {
      running = undefined
      if (again) {
        again = false
        rebuild()
      }
    })
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  // The lake writes a temporary file and renames it over the dataset file: the folder is watched, for that name.
  const watcher: FSWatcher = watch(path.dirname(datasetFile), (_event, name) => {
    if (name !== path.basename(datasetFile)) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      rebuild()
    }, settleMs)
  })
  // A watch that breaks (the folder removed, too many watchers) stops the rebuilds: say so rather than crash the Studio.
  watcher.on('error', (error) => log(`Local site: no longer watching ${datasetFile} (${error.message}); restart npm run studio to rebuild on publish`))

  // No export yet, or one older than the content: build one now (meanwhile the first build answers 503, the old export itself).
  const builtAt = await modifiedAt(path.join(outDir, 'build.json'))
  const contentAt = await modifiedAt(datasetFile)
  if (builtAt === undefined || (contentAt !== undefined && contentAt > builtAt)) rebuild()

  return {
    url,
    async settled() {
      while (timer !== undefined || running) await (running ?? new Promise((resolve) => setTimeout(resolve, settleMs)))
    },
    async close() {
      closed = true
      stopping.abort()
      clearTimeout(timer)
      timer = undefined
      watcher.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await running
    },
  }
}
