// The preview server that npm run studio starts beside the Studio, for the Presentation tool: `npm run preview` on the
// local Content Lake, in a process group of its own that stopping stops whole, its build included.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { bindPort, PortTakenError } from 'local-content-lake/bind-port'
import { signalGroup } from './local-site-build'
import { previewBuildFits } from './preview-build-record'
import { untilAnswered } from './until-answered'

/** Where npm run studio's preview builds (tsconfig.json lists its generated types, as Next would otherwise add them). */
export const previewStudioDistDir = '.next-preview-studio'

export interface PreviewProcessOptions {
  port: number
  /** The local Content Lake the preview reads drafts from. */
  lakeUrl: string
  /** The Studio's origin, the only one allowed to frame the preview. */
  studioOrigin: string
  /** Said once the preview answers, or when it stopped by itself (with its last lines). */
  log?: (message: string) => void
  /** How long a stop waits for the build or server to end before it is killed. */
  graceMs?: number
}

export interface PreviewProcess {
  /** The address the Studio's Presentation tool frames (a localhost name, as the Studio's own). */
  url: string
  /** The folder it builds into, or starts from. */
  distDir: string
  /** Whether the build there was made from this tree for this Studio, and is started as it is, without a build. */
  reusing: boolean
  /** Resolves once the preview answers; rejects if it stopped first. */
  ready: Promise<void>
  close(): Promise<void>
}

/**
 * The preview's port if it is free now (0 picks one), else undefined: npm run studio gives way to what holds it, and
 * starts the Studio knowing the preview's address.
 */
export async function previewPortIfFree(port: number): Promise<number | undefined> {
  const probe = createServer()
  try {
    const bound = await bindPort(probe, port, '127.0.0.1', 'PREVIEW_PORT')
    await new Promise((resolve) => probe.close(resolve))
    return bound
  } catch (error) {
    if (error instanceof PortTakenError) return undefined
    throw error
  }
}

/** Starts `npm run preview` on `port` and returns at once: the build takes a minute, and the Studio needs none of it to start. */
export function startPreviewProcess({
  port,
  lakeUrl,
  studioOrigin,
  log = console.log,
  graceMs = 5_000,
}: PreviewProcessOptions): PreviewProcess {
  // A folder of its own (unless PREVIEW_DIST_DIR names one): npm run preview, or npm run dev:preview while working on
  // preview code, can run beside it.
  const distDir = process.env.PREVIEW_DIST_DIR?.trim() || previewStudioDistDir
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CONTENT_LAKE_URL: lakeUrl,
    SANITY_PROJECT_ID: '',
    SANITY_STUDIO_URL: studioOrigin,
    PREVIEW_DIST_DIR: distDir,
  }
  // What npm run preview decides too (scripts/preview.ts), said here first for npm run studio's line.
  const reusing = previewBuildFits(distDir, [studioOrigin])
  const child = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/preview.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const ended = new Promise<void>((resolve) => child.once('close', () => resolve()))
  let closing = false

  const url = `http://localhost:${port}`
  const gone = new AbortController()
  void ended.then(() => gone.abort())
  const stopped = ended.then(() => {
    if (closing) return
    const lastLines = output.trim().split('\n').slice(-12).join('\n')
    log(
      `Preview: stopped (exit ${child.exitCode ?? child.signalCode}); Presentation shows no drafts until npm run studio starts again:\n${lastLines}`,
    )
    throw new Error('the preview stopped')
  })
  const ready = Promise.race([untilAnswered(`http://127.0.0.1:${port}/`, 'any status', gone.signal), stopped]).then(
    () => {
      if (!closing) log(`Preview:            ${url}/ is ready; Presentation shows drafts`)
    },
  )
  // Whoever does not wait for it must not see an unhandled rejection: the log line has said it.
  ready.catch(() => undefined)

  return {
    url,
    distDir,
    reusing,
    ready,
    async close() {
      closing = true
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
      signalGroup(child.pid, 'SIGTERM')
      const killer = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), graceMs)
      await ended
      clearTimeout(killer)
    },
  }
}
