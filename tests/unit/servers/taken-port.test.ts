// A server the project starts on a port something else holds fails at once, saying which port and which setting picks
// another, with exit code 1: before the preview's build or Next loads (npm run preview and npm run dev), npm run serve,
// and the local Content Lake; npm run studio's local site and preview give way.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startContentLake } from 'local-content-lake'
import { bindPort, PortTakenError } from 'local-content-lake/bind-port'
import { startLocalSite } from '@/tools/servers/local-site'
import { startNextServer } from '@/tools/servers/next-server'
import { previewPortIfFree } from '@/tools/servers/preview-process'
import { serveExport } from '@/tools/servers/serve-export'
import { ProcessExit, runInProcess, type ScriptRun } from '../process-exit'
import { runScript } from '../run-script'

let holder: Server
let taken: number
beforeEach(async () => {
  holder = createServer((_request, response) => response.end('ok'))
  taken = await bindPort(holder, 0, '127.0.0.1')
})
afterEach(() => holder.close())

it('bindPort binds a free port and names a taken one', async () => {
  const server = createServer()
  const port = await bindPort(server, 0, '127.0.0.1')
  expect((server.address() as AddressInfo).port).toBe(port)
  server.close()
  await expect(bindPort(createServer(), taken, '127.0.0.1')).rejects.toThrow(`Port ${taken} on 127.0.0.1 is taken`)
})

it('startNextServer refuses a taken port before anything else runs, the preview’s build included', async () => {
  let built = false
  const starting = startNextServer({
    dev: true,
    port: taken,
    hostname: '127.0.0.1',
    beforeNext: () => void (built = true),
  })
  await expect(starting).rejects.toBeInstanceOf(PortTakenError)
  expect(built).toBe(false)
})

it('the local site of npm run studio gives way to what holds its port', async () => {
  const starting = startLocalSite({
    outDir: '/nonexistent/out',
    datasetFile: '/nonexistent/dataset.ndjson',
    port: taken,
    build: async () => undefined,
  })
  await expect(starting).rejects.toBeInstanceOf(PortTakenError)
})

it('the preview of npm run studio gives way to what holds its port, and a free one is its own', async () => {
  expect(await previewPortIfFree(taken)).toBeUndefined()
  const free = await previewPortIfFree(0)
  expect(free).toBeGreaterThan(0)
  // Free again after the probe: the preview binds it next.
  const server = createServer()
  expect(await bindPort(server, free!, '127.0.0.1')).toBe(free)
  server.close()
})

it('the local Content Lake on a taken port names CONTENT_LAKE_PORT, the setting that moves it', async () => {
  await expect(startContentLake({ documents: [], port: taken, log: () => undefined })).rejects.toThrow(
    `Port ${taken} on 127.0.0.1 is taken: stop what listens there, or choose another port (CONTENT_LAKE_PORT=…).`,
  )
})

describe('npm run serve (serveExport, what scripts/serve.ts runs)', () => {
  // An export of its own: out/ may be half-built while this runs (npm test builds beside the unit tests).
  let exportDir: string
  let run: ScriptRun
  beforeAll(async () => {
    exportDir = await mkdtemp(path.join(tmpdir(), 'serve-'))
    await writeFile(path.join(exportDir, 'index.html'), '<!doctype html><title>An export</title>')
  })
  afterAll(() => rm(exportDir, { recursive: true, force: true }))
  beforeEach(() => (run = runInProcess()))
  afterEach(() => run.restore())

  it('on a taken port says so and exits 1, serving nothing', async () => {
    await expect(serveExport({ root: exportDir, port: taken, host: '127.0.0.1' })).rejects.toEqual(new ProcessExit(1))
    expect(run.stderr).toEqual([
      `Port ${taken} on 127.0.0.1 is taken: stop what listens there, or choose another port (PORT=…).`,
    ])
    expect(run.stdout.join('\n')).not.toContain('Serving')
  })

  it('with no export says to build first and exits 1', async () => {
    const missing = path.join(exportDir, 'not-built')
    await expect(serveExport({ root: missing, port: 0, host: '127.0.0.1' })).rejects.toEqual(new ProcessExit(1))
    expect(run.stderr).toEqual([
      `Nothing to serve: ${missing} holds no export (no index.html). Run npm run build first, or set OUT_DIR to an export.`,
    ])
    expect(run.stdout.join('\n')).not.toContain('Serving')
  })
})

it('npm run preview on a taken port says so and exits 1, without building', async () => {
  // A stand-in for the local Content Lake, which the preview pings before anything else.
  const lake = createServer((_request, response) => response.end('{}'))
  const lakePort = await bindPort(lake, 0, '127.0.0.1')
  try {
    const { code, stdout, stderr } = await runScript('preview.ts', [], {
      PORT: String(taken),
      CONTENT_LAKE_URL: `http://127.0.0.1:${lakePort}`,
    })
    expect(stderr).toContain(
      `Port ${taken} on 127.0.0.1 is taken: stop what listens there, or choose another port (PORT=…).`,
    )
    expect(code).toBe(1)
    expect(stdout).not.toContain('Next.js')
  } finally {
    lake.close()
  }
})
