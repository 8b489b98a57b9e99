// The local site `npm run studio` serves beside the Studio on the local Content Lake: the export in OUT_DIR (out/), built
// again after each publish (the lake writes the dataset file) and switched to when the build succeeds, as a host deploys
// one. So the Site tool and the document badges say what is live on this machine, and how long a publish took to get there.
import { spawn } from 'node:child_process'
import { existsSync, watch, type FSWatcher } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import type { RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
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
 * `npm run build` with the export going to `outDir`, from the dataset file only (never a Sanity project of the
 * environment), in a process group of its own so that stopping stops all of it.
 */
export function npmRunBuild(datasetFile: string): LocalSiteBuild {
  return (outDir, siteUrl, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new Error('stopped before it started'))
      const env = { ...process.env, OUT_DIR: outDir, CONTENT_DATASET_FILE: datasetFile, SANITY_PROJECT_ID: '', SITE_URL: siteUrl }
      const child = spawn('npm', ['run', 'build', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
      const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM')
      signal.addEventListener('abort', stop, { once: true })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk))
      child.on('error', reject)
      child.on('exit', (code) => {
        signal.removeEventListener('abort', stop)
        if (code === 0) resolve()
        else reject(new Error(output.trim().split('\n').slice(-12).join('\n') || `npm run build ended with ${code ?? 'a signal'}`))
      })
    })
}

/** Before the first build: a plain 503, readable from the Studio as build.json is, so the Site tool can say why. */
const notBuiltYet: RequestListener = (_request, response) => {
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '10', 'access-control-allow-origin': '*' }
  response.writeHead(503, headers)
  response.end('The local site is being built: npm run studio serves it when the first build has finished.\n')
}

const modifiedAt = (file: string) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  )

export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  const { outDir, datasetFile, port, host = '127.0.0.1', log = console.log, settleMs = 300 } = options
  const build = options.build ?? npmRunBuild(datasetFile)
  const staging = `${outDir}.building`
  const previous = `${outDir}.previous`

  let handle: RequestListener = existsSync(outDir) ? createStaticHandler(outDir).handle : notBuiltYet
  const server = staticHttpServer(() => handle)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const url = `http://${host}:${(server.address() as AddressInfo).port}`

  let running: Promise<void> | undefined
  let again = false
  let closed = false
  const stopping = new AbortController()

  async function buildOnce(): Promise<void> {
    const started = Date.now()
    await rm(staging, { recursive: true, force: true })
    if (closed) return
    try {
      await build(staging, url, stopping.signal)
    } catch (error) {
      await rm(staging, { recursive: true, force: true })
      if (closed) return
      log(`Local site: the build failed, ${url}/ still shows the last good one:\n${(error as Error).message}`)
      return
    }
    if (closed) return void (await rm(staging, { recursive: true, force: true }))
    // The switch, as a host deploys: the new export replaces the old at once, and the server answers from it.
    await rm(previous, { recursive: true, force: true })
    await rename(outDir, previous).catch(() => undefined)
    await rename(staging, outDir)
    handle = createStaticHandler(outDir).handle
    await rm(previous, { recursive: true, force: true })
    log(`Local site: rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s, ${url}/ shows it`)
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

  // No export yet, or one older than the content: build one now (meanwhile the server answers 404).
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
