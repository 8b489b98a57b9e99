// The Node the project asks for: package.json's engines allows only Nodes that every installed package accepts, and
// npm install (engine-strict, .npmrc) stops at once on any other, naming the Node it found and the range it needs.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import semver from 'semver'

interface LockedPackage {
  engines?: { node?: string }
  optional?: boolean
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string
  version: string
  engines: { node: string }
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> }
const range = manifest.engines.node

/** `npm install --dry-run` in this checkout as npm on the given Node version sees it (it reads process.version). */
function dryInstallOn(version: string): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'node-version-'))
  const preload = path.join(dir, 'node-version.cjs')
  writeFileSync(
    preload,
    `Object.defineProperty(process, 'version', { value: 'v${version}' })\nObject.defineProperty(process.versions, 'node', { value: '${version}' })\n`,
  )
  return new Promise((resolve) => {
    const child = spawn('npm', ['install', '--dry-run', '--offline', '--no-audit', '--no-fund'], {
      env: { ...process.env, NODE_OPTIONS: `--require ${preload}` },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true })
      resolve({ code, output })
    })
  })
}

describe("the Node package.json's engines asks for", () => {
  it('is one every package the lockfile installs accepts', () => {
    const narrower = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.subset(range, entry.engines!.node!))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')} needs Node ${entry.engines!.node}`)
    expect(narrower).toEqual([])
  })

  it('is what README.md#what-to-install tells a newcomer to install', () => {
    expect(readFileSync('README.md', 'utf8')).toContain(`\`${range}\``)
  })

  it('stops npm install at once on an older Node, naming the Node found and the range needed', async () => {
    const { code, output } = await dryInstallOn('20.19.0')
    expect(code).not.toBe(0)
    expect(output).toContain('EBADENGINE')
    expect(output).toContain(`Not compatible with your version of node/npm: ${manifest.name}@${manifest.version}`)
    expect(output).toContain(`Required: {"node":"${range}"}`)
    expect(output).toContain('"node":"v20.19.0"')
  }, 30_000)

  it('lets npm install go ahead on the oldest Node 24 it allows', async () => {
    const oldest24 = range
      .split('||')
      .map((part) => semver.minVersion(part.trim())!)
      .find((version) => version.major === 24)
    expect(oldest24?.version).toBeDefined()
    const { code, output } = await dryInstallOn(oldest24!.version)
    expect(output).not.toContain('EBADENGINE')
    expect(code).toBe(0)
  }, 30_000)
})
