// npm test's first step: a missing tool stops the run at once, named with how to install it; a complete machine passes.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { missingTools, type ToolFinders } from '@/tools/gate/required-tools'
import { runScript } from '../run-script'

/** A folder of stand-in executables: each tool a script that exits as told, so no test depends on this machine's tools. */
function standIns(tools: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'))
  for (const [name, exitCode] of Object.entries(tools)) {
    writeFileSync(path.join(dir, name), `#!/bin/sh\nexit ${exitCode}\n`)
    chmodSync(path.join(dir, name), 0o755)
  }
  return dir
}

const nowhere = (dir: string) => path.join(dir, 'not-installed')
const noPlaywrightBrowser = (dir: string): ToolFinders => ({
  playwrightChromium: () => nowhere(dir),
  installedChrome: () => undefined,
})

/** A machine with everything: Debian-style Chromium and headless shell, a Java that runs, nginx. */
function completeMachine(dir: string) {
  return {
    PATH: dir,
    CHROMIUM_PATH: path.join(dir, 'chromium'),
    CHROMIUM_HEADLESS_SHELL_PATH: path.join(dir, 'chromium-headless-shell'),
    NGINX_BIN: path.join(dir, 'nginx'),
  }
}

describe('the preflight of npm test', () => {
  let dir: string
  beforeEach(() => {
    dir = standIns({ chromium: 0, 'chromium-headless-shell': 0, java: 0, nginx: 0 })
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('passes when Node is new enough and Chromium, Java and nginx are all there', () => {
    expect(missingTools(completeMachine(dir), '24.15.0', noPlaywrightBrowser(dir))).toEqual([])
  })

  it('stops within its time limit when nginx cannot be found, naming it with an install line for Debian/Ubuntu and one for macOS', async () => {
    // The script itself, once: its exit code and words are what a developer sees.
    const { code, stderr } = await runScript('preflight.ts', [], {
      ...completeMachine(dir),
      PATH: `${dir}${path.delimiter}${path.dirname(process.execPath)}`,
      NGINX_BIN: nowhere(dir),
    })
    expect(code).toBe(1)
    expect(stderr).toContain('a tool it needs is missing')
    expect(stderr).toMatch(/nginx, for the hosts suite/)
    expect(stderr).toContain('Debian/Ubuntu: sudo apt-get install -y nginx')
    expect(stderr).toContain('macOS:         brew install nginx')
    expect(stderr).not.toMatch(/Java|Chromium|Node/)
  }, 10_000)

  it('names every missing tool at once, each with both install lines', () => {
    const bare = standIns({})
    try {
      const env = {
        PATH: bare,
        CHROMIUM_PATH: nowhere(bare),
        CHROMIUM_HEADLESS_SHELL_PATH: nowhere(bare),
        NGINX_BIN: nowhere(bare),
      }
      const missing = missingTools(env, '20.19.0', noPlaywrightBrowser(bare))
      expect(missing.map(({ name }) => name)).toEqual([
        'Node ^22.22.2 || ^24.15.0 || >=26',
        'Chromium (for the Playwright suites)',
        'Chrome or Chromium (for Lighthouse)',
        'Java',
        'nginx',
      ])
      for (const tool of missing) {
        expect(tool.debian).toMatch(/apt-get install|npx playwright install/)
        expect(tool.macos).toMatch(/^(brew install|npx playwright install)/)
      }
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })

  it('names a Node that package.json engines does not allow, 22.12 included (what the dependencies need now), with nvm as one way', () => {
    for (const version of ['20.19.0', '22.12.0', '24.14.0', '25.2.0']) {
      const [node] = missingTools(completeMachine(dir), version, noPlaywrightBrowser(dir))
      expect(node).toMatchObject({
        name: 'Node ^22.22.2 || ^24.15.0 || >=26',
        lookedFor: `node on the PATH (found ${version})`,
      })
      expect(node?.macos).toContain('nvm install')
    }
    for (const version of ['22.22.2', '24.15.0', '24.21.0', '26.0.0'])
      expect(missingTools(completeMachine(dir), version, noPlaywrightBrowser(dir))).toEqual([])
  })

  it('takes a java that cannot run (macOS ships such a stub) for no Java', () => {
    const stub = standIns({ java: 1 })
    try {
      const missing = missingTools({ ...completeMachine(dir), PATH: stub }, '24.15.0', noPlaywrightBrowser(dir))
      expect(missing.map(({ name, lookedFor }) => [name, lookedFor])).toEqual([
        ['Java', `${path.join(stub, 'java')} (its -version failed: no Java runtime behind it)`],
      ])
    } finally {
      rmSync(stub, { recursive: true, force: true })
    }
  })

  it('finds the suites’ Chromium where they would: Playwright’s own when the system has none, Lighthouse’s through chrome-launcher', () => {
    const env = { ...completeMachine(dir), CHROMIUM_PATH: nowhere(dir), CHROMIUM_HEADLESS_SHELL_PATH: nowhere(dir) }
    const playwrightOnly: ToolFinders = {
      playwrightChromium: () => path.join(dir, 'chromium'),
      installedChrome: () => undefined,
    }
    expect(missingTools(env, '24.15.0', playwrightOnly).map(({ name }) => name)).toEqual([
      'Chrome or Chromium (for Lighthouse)',
    ])
    const withChrome: ToolFinders = { ...playwrightOnly, installedChrome: () => path.join(dir, 'chromium') }
    expect(missingTools(env, '24.15.0', withChrome)).toEqual([])
  })
})
