// .ci/run installs exactly the lockfile with npm ci before npm test, and runs no test when that install fails: run with
// an npm that records what it is asked, on a PATH where every tool it checks for is present.
import { execFile } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

let bin: string
beforeEach(() => {
  bin = mkdtempSync(path.join(os.tmpdir(), 'ci-run-'))
})
afterEach(() => rmSync(bin, { recursive: true, force: true }))

/** Runs .ci/run with a fake npm (failing for `failing`, as npm would) and present java and nginx; what npm was asked. */
function ciRun(failing?: string): Promise<{ code: number; npmCalls: string[] }> {
  const calls = path.join(bin, 'calls')
  const tool = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`)
    chmodSync(path.join(bin, name), 0o755)
  }
  tool(
    'npm',
    `echo "$*" >> "${calls}"\n[ "$1" = "--version" ] && echo 11.0.0\n[ "$1" = "${failing ?? ''}" ] && exit 1\nexit 0`,
  )
  tool('java', 'exit 0')
  tool('nginx', 'exit 0')
  tool('apt-get', `echo "apt-get $*" >> "${calls}"; exit 1`)
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PATH: [bin, path.dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
    HOME: bin,
    CHROMIUM_PATH: '/usr/bin/true',
  }
  return new Promise((resolve) => {
    execFile('bash', ['.ci/run'], { env }, (error) => {
      const npmCalls = readFileSync(calls, 'utf8').trim().split('\n')
      resolve({ code: error ? Number(error.code) : 0, npmCalls })
    })
  })
}

describe('.ci/run', () => {
  it('installs exactly the lockfile with npm ci, then runs npm test', async () => {
    const { code, npmCalls } = await ciRun()
    expect(code).toBe(0)
    expect(npmCalls).toEqual(['--version', 'ci --no-audit --no-fund', 'test'])
  })

  it('runs no test when the lockfile does not install (npm ci failed: out of step with package.json, or a package missing)', async () => {
    const { code, npmCalls } = await ciRun('ci')
    expect(code).not.toBe(0)
    expect(npmCalls).toEqual(['--version', 'ci --no-audit --no-fund'])
  })
})
