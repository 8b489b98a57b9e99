// npm run serve run in-process (serveExport): it serves the export under the path it was built for, prints where with
// the header rules it applies, ends on a signal, and refuses a folder that holds no export.
import { jest } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { shownPath } from 'local-content-lake/shown-path'
import { serveExport } from '@/tools/servers/serve-export'
import { ProcessExit, runInProcess, type ScriptRun } from '../process-exit'

const buildRecord = (siteUrl: string) =>
  JSON.stringify({
    builtAt: '2026-11-23T10:00:00.000Z',
    commit: null,
    source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
    documents: {},
    siteUrl,
  })

describe('npm run serve (serveExport)', () => {
  let root: string
  let run: ScriptRun
  let server: Server | undefined
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'serve-export-'))
    run = runInProcess()
  })
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
    server = undefined
    run.restore()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves an export built for a project site under its path, and prints that address with the rules it applies', async () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(path.join(root, 'build.json'), buildRecord('https://owner.github.io/repo/'))
    writeFileSync(path.join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n')
    const served = await serveExport({ root, port: 0, host: '127.0.0.1' })
    server = served.server
    expect(run.stdout).toEqual([
      `Serving ${shownPath(root)} with the 1 header rules of _headers at http://127.0.0.1:${served.port}/repo/ (Ctrl+C to stop)`,
    ])
    const home = await fetch(`http://127.0.0.1:${served.port}/repo/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('x-frame-options')).toBe('DENY')
    expect(await home.text()).toBe('<!doctype html><title>Home</title>')
    expect((await fetch(`http://127.0.0.1:${served.port}/`)).status).toBe(404)
  })

  it('serves an export without build.json or _headers at the root, and says it has no _headers', async () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>')
    const served = await serveExport({ root, port: 0, host: '127.0.0.1' })
    server = served.server
    expect(run.stdout).toEqual([
      `Serving ${shownPath(root)} without _headers at http://127.0.0.1:${served.port}/ (Ctrl+C to stop)`,
    ])
    expect((await fetch(`http://127.0.0.1:${served.port}/`)).status).toBe(200)
  })

  it('on SIGTERM closes the server and exits 0', async () => {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>')
    const handlers = process.listeners('SIGTERM')
    // The server's close callback calls process.exit, where a thrown ProcessExit would go uncaught.
    const exited = new Promise<unknown>((resolve) =>
      jest.mocked(process.exit).mockImplementation((code) => resolve(code) as never),
    )
    server = (await serveExport({ root, port: 0, host: '127.0.0.1' })).server
    // The handler it added, called as the signal would call it: emitting the signal would reach Jest's own handlers too.
    const added = process.listeners('SIGTERM').filter((handler) => !handlers.includes(handler))
    expect(added).toHaveLength(1)
    added[0]!('SIGTERM')
    expect(await exited).toBe(0)
    expect(server.listening).toBe(false)
  })

  it('refuses a folder that holds no index.html, saying to build first, and exits 1', async () => {
    writeFileSync(path.join(root, 'stray.txt'), 'not an export')
    const serving = serveExport({ root, port: 0, host: '127.0.0.1' })
    // Closed after the test should it serve after all, so the failure is reported rather than left listening.
    serving.then((served) => (server = served.server)).catch(() => undefined)
    await expect(serving).rejects.toEqual(new ProcessExit(1))
    expect(run.stderr).toEqual([
      `Nothing to serve: ${shownPath(root)} holds no export (no index.html). Run npm run build first, or set OUT_DIR to an export.`,
    ])
    expect(run.stdout).toEqual([])
  })
})
