// A clean install warns about nothing: every installed package with an install script has a verdict in package.json's
// allowScripts (npm 11 lists any package without one on every install, and npm 12 will skip its script).
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'

interface Manifest {
  name: string
  scripts?: Record<string, string>
  allowScripts?: Record<string, boolean>
}

const root = process.cwd()
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest

/** Every package folder under node_modules, scoped ones and nested node_modules included. */
function packageDirs(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return []
    const full = path.join(dir, entry.name)
    if (entry.name.startsWith('@')) return packageDirs(full)
    return existsSync(path.join(full, 'package.json')) ? [full, ...packageDirs(path.join(full, 'node_modules'))] : []
  })
}

/** What npm runs on install: the install hooks, or node-gyp's default when a binding.gyp has no install script. */
function hasInstallScript(dir: string, manifest: Manifest): boolean {
  const scripts = manifest.scripts ?? {}
  return (
    Boolean(scripts.preinstall || scripts.install || scripts.postinstall) || existsSync(path.join(dir, 'binding.gyp'))
  )
}

describe('install scripts', () => {
  const { allowScripts = {} } = read(path.join(root, 'package.json'))
  const withScripts = packageDirs(path.join(root, 'node_modules')).flatMap((dir) => {
    const manifest = read(path.join(dir, 'package.json'))
    return hasInstallScript(dir, manifest) ? [manifest.name] : []
  })

  it('every installed package with an install script is approved or denied in allowScripts', () => {
    expect(withScripts.length).toBeGreaterThan(0)
    expect([...new Set(withScripts.filter((name) => !(name in allowScripts)))]).toEqual([])
  })

  it('allowScripts names no package that is not installed with an install script (no stale verdicts)', () => {
    expect(Object.keys(allowScripts).filter((name) => !withScripts.includes(name))).toEqual([])
  })
})
