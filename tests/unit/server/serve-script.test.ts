import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import path from 'node:path'
import { writeSite } from './site-fixture'

const repo = process.cwd()
const tsx = path.join(repo, 'node_modules/.bin/tsx')

describe('npm run serve (scripts/serve.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('closes cleanly on %s, even with a keep-alive connection open, and exits 0', async (signal) => {
    const { dir, root } = writeSite()
    const child = spawn(tsx, [path.join(repo, 'scripts/serve.ts')], { env: { ...process.env, OUT_DIR: root, PORT: '0' } })
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
      // A browser-like client keeps its connection open after the response.
      const agentStatus = await new Promise<number>((resolve) =>
        request(`${origin}/`, { agent: new Agent({ keepAlive: true }) }, (response) => {
          response.resume().on('end', () => resolve(response.statusCode ?? 0))
        }).end(),
      )
      expect(agentStatus).toBe(200)

      const started = Date.now()
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      child.kill(signal)
      expect(await exited).toBe(0)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(output).toContain(`${signal}: closing the server`)
    } finally {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
