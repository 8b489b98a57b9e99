// One React for the islands: the browser bundle takes the React that Next's app router renders pages with, and the
// build reads back which React the bundle really holds, so the islands step can compare it with each island's.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Metafile } from 'esbuild'

const require = createRequire(import.meta.url)

/** Next's own copies of React, which render the exported pages; esbuild substitutes them (and their subpaths) for `react` and `react-dom`. */
export const islandsReactAlias = { react: 'next/dist/compiled/react', 'react-dom': 'next/dist/compiled/react-dom' }

/** Package names of React's packages, as published and as Next vendors them. */
const reactPackageNames = new Set(['react', 'react-dom', 'react-builtin', 'react-dom-builtin'])

/** The nearest folder at or above `file`'s with a package.json, and that package's name. */
function packageOf(file: string): { root: string; name: string } | undefined {
  for (let dir = path.dirname(path.resolve(file)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) return { root: dir, name: String(JSON.parse(readFileSync(manifest, 'utf8')).name ?? '') }
  }
  return undefined
}

/** Each React package the bundle holds (folder relative to the working directory) with the version its code reports. */
export function bundledReactPackages(
  metafile: Metafile,
  versionOf = (root: string) => String(require(root).version),
): Map<string, string> {
  const packages = new Map<string, string>()
  for (const input of Object.keys(metafile.inputs)) {
    const found = packageOf(input)
    if (!found || !reactPackageNames.has(found.name)) continue
    const folder = path.relative(process.cwd(), found.root)
    if (!packages.has(folder)) packages.set(folder, versionOf(found.root))
  }
  return packages
}

/** The one React version of the bundle; fails, naming every copy and its version, when it holds more than one. */
export function oneReactVersion(packages: Map<string, string>): string {
  const versions = new Set(packages.values())
  const list = () => [...packages].map(([folder, version]) => `${version} (${folder})`).join(', ')
  if (versions.size === 0) throw new Error('The islands bundle holds no React')
  if (versions.size > 1) throw new Error(`The islands bundle holds more than one React: ${list()}`)
  return [...versions][0]!
}
