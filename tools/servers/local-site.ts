// The local site `npm run studio` serves beside the Studio on the local Content Lake: an export of its own (LOCAL_SITE_DIR,
// .local-site/, never a developer's out/), built again after each publish (the lake writes the dataset file) and switched
// to when the build succeeds, as a host deploys one. So the Site tool and the document badges say what is live on this
// machine, and how long a publish took to get there.
import { existsSync } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import type { RequestListener } from 'node:http'
import path from 'node:path'
import { watchFiles } from 'local-content-lake/watch-files'
import { exchange } from '../export/place-export'
import type { LocalBuildState } from '../../studio/plugins/site-status/logic/local-build-state'
import { bindPort } from 'local-content-lake/bind-port'
import { extraAllowedHosts } from 'local-content-lake/local-hosts'
import { npmRunBuild, type LocalSiteBuild } from './local-site-build'
import { BuildScheduler } from './build-scheduler'
import { pendingAnswer } from './local-site-pending'
import { createStaticHandler, staticHttpServer } from './static-server'

/** The local site's export: LOCAL_SITE_DIR, else .local-site/ (OUT_DIR is the developer's, which the local site never touches). */
export function localSiteDirOf(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.LOCAL_SITE_DIR?.trim() || '.local-site')
}

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

export interface LocalSite {
  url: string
  /** Resolves once no build is running or waiting. */
  settled(): Promise<void>
  close(): Promise<void>
}

const modifiedAt = (file: string) =>
  stat(file).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  )

export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  const { outDir, datasetFile, port, host = '127.0.0.1', log = console.log, settleMs = 300 } = options
  const build = options.build ?? npmRunBuild(datasetFile, { previousBuild: path.join(outDir, 'build.json') })
  const staging = `${outDir}.building`
  const previous = `${outDir}.previous`
  const allowedHosts = extraAllowedHosts()

  // Until there is an export: 503 with the state, "building" while the first build runs, "failed" with why after it failed.
  let pending: LocalBuildState = { state: 'building' }
  const answerWithoutExport = pendingAnswer(allowedHosts, () => pending)
  let answer: RequestListener = existsSync(outDir)
    ? createStaticHandler(outDir, { allowedHosts }).handle
    : answerWithoutExport
  // While the folders are switched (two renames), requests wait for the new build instead of finding neither.
  let switching: Promise<void> | undefined
  const server = staticHttpServer(() => (request, response) => {
    if (switching) void switching.then(() => answer(request, response))
    else answer(request, response)
  })
  const url = `http://${host}:${await bindPort(server, port, host)}`

  let closed = false
  const stopping = new AbortController()

  /** The switch, as a host deploys: the new export replaces the old, and the server answers from it. */
  async function switchTo(built: string): Promise<void> {
    const { promise, resolve: done } = Promise.withResolvers<void>()
    switching = promise
    try {
      await exchange(built, outDir, previous).catch((error: Error) => {
        throw new Error(`switching to the new build failed: ${error.message}`)
      })
      answer = createStaticHandler(outDir, { allowedHosts }).handle
    } finally {
      switching = undefined
      done()
    }
    await rm(previous, { recursive: true, force: true })
  }

  async function buildOnce(): Promise<void> {
    const started = Date.now()
    if (answer === answerWithoutExport) pending = { state: 'building' }
    try {
      await rm(staging, { recursive: true, force: true })
      if (closed) return
      await build(staging, url, stopping.signal)
      if (closed) return
      await switchTo(staging)
      log(`Local site: rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s, ${url}/ shows it`)
    } catch (error) {
      const { message } = error as Error
      if (closed) return
      if (answer !== answerWithoutExport) {
        log(`Local site: the build failed, ${url}/ still shows the last good one:\n${message}`)
      } else {
        pending = { state: 'failed', error: message, failedAt: new Date().toISOString() }
        log(`Local site: the build failed, ${url}/ has none to show yet and answers 503 with this error:\n${message}`)
      }
    } finally {
      await rm(staging, { recursive: true, force: true }).catch((error: Error) =>
        log(`Local site: could not remove ${staging}: ${error.message}`),
      )
    }
  }

  const builds = new BuildScheduler(buildOnce, () =>
    log('Local site: a publish came in during the build; building again once it ends'),
  )

  // A watch that breaks stops the rebuilds: say so rather than crash the Studio.
  const watcher = watchFiles([datasetFile], () => builds.request(), {
    settleMs,
    broken: (error) =>
      log(
        `Local site: no longer watching ${datasetFile} (${error.message}); restart npm run studio to rebuild on publish`,
      ),
  })

  // No export yet, or one older than the content: build one now. Meanwhile the site answers from the old export if
  // there is one, else 503 with the build's state.
  const builtAt = await modifiedAt(path.join(outDir, 'build.json'))
  const contentAt = await modifiedAt(datasetFile)
  if (builtAt === undefined || (contentAt !== undefined && contentAt > builtAt)) builds.request()

  return {
    url,
    async settled() {
      while (watcher.pending() || builds.underWay)
        await (builds.underWay ?? new Promise((resolve) => setTimeout(resolve, settleMs)))
    },
    async close() {
      closed = true
      void builds.stop()
      stopping.abort()
      watcher.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await builds.stop()
    },
  }
}
