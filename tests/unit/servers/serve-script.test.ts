// npm run serve ends cleanly on Ctrl+C or SIGTERM, with a visitor's keep-alive connection open: it says so and exits 0.
import { jest } from '@jest/globals'
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { Agent, createServer, request } from 'node:http'
import path from 'node:path'
import { bindPort } from 'local-content-lake/bind-port'
import { closeOnSignal } from '@/tools/servers/close-on-signal'
import { runInProcess } from '../process-exit'
import { writeSite } from './site-fixture'

const repo = process.cwd()
const tsx = path.join(repo, 'node_modules/.bin/tsx')

/** GETs `url` on a keep-alive connection, which the client keeps open after the answer; resolves with the status. */
function getKeepingAlive(url: string): Promise<number> {
  return new Promise((resolve) =>
    request(url, { agent: new Agent({ keepAlive: true }) }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0))
    }).end(),
  )
}

describe('npm run serve (scripts/serve.ts)', () => {
  // The process itself: a real signal, the words it prints and its exit code.
  it('prints where it serves, and on SIGTERM with a keep-alive connection open says it is closing and exits 0', async () => {
    const { dir, root } = writeSite()
    const child = spawn(tsx, [path.join(repo, 'scripts/serve.ts')], {
      env: { ...process.env, OUT_DIR: root, PORT: '0' },
    })
    try {
      let output = ''
      const origin = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk
          const url = /http:\/\/[\d.]+:\d+/.exec(output)?.[0]
          if (url) resolve(url)
        })
        child.once('exit', () => reject(new Error(`serve.ts exited before listening: ${output}`)))
      })
      expect(await getKeepingAlive(`${origin}/`)).toBe(200)
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(output).toContain('SIGTERM: closing the server')
    } finally {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('closeOnSignal, which npm run serve and the other servers use', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s closes an idle keep-alive connection at once and exits 0, without waiting out the grace period',
    async (signal) => {
      const server = createServer((_request, response) => response.end('ok'))
      const port = await bindPort(server, 0, '127.0.0.1')
      const handlers = process.listeners(signal)
      // Records what it prints and takes the signal handlers it adds away again; its exit ends the wait below (the
      // server's close callback calls it, where a thrown ProcessExit would go uncaught).
      const run = runInProcess()
      const exited = new Promise<unknown>((resolve) =>
        jest.mocked(process.exit).mockImplementation((code) => resolve(code) as never),
      )
      try {
        // A grace period no test waits for: the server can only close in time by closing the idle connection at once.
        closeOnSignal(server, { graceMs: 3_600_000 })
        expect(await getKeepingAlive(`http://127.0.0.1:${port}/`)).toBe(200)
        // The handler it added, called as the signal would call it: emitting the signal would reach Jest's own handlers too.
        const added = process.listeners(signal).filter((handler) => !handlers.includes(handler))
        expect(added).toHaveLength(1)
        added[0]!(signal)
        expect(await exited).toBe(0)
        expect(run.stdout).toEqual([`${signal}: closing the server`])
        expect(server.listening).toBe(false)
      } finally {
        run.restore()
        server.closeAllConnections()
        server.close()
      }
    },
  )
})
