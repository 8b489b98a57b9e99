// Bundles the islands for the browser with esbuild: a one-file loader for page load, and behind it the `wake` module,
// each island and React as shared chunks, fetched only when an island wakes up.
import path from 'node:path'
import { build, type BuildOptions, type Metafile } from 'esbuild'
import { urlPathOf } from './html-files'
import { bundledReactPackages, islandsReactAlias, oneReactVersion } from './islands-react'
import { islands as islandLoaders, type IslandName } from '../../components/islands/registry'

const islandNames = Object.keys(islandLoaders) as IslandName[]

export const islandsDir = '_islands'
const loaderEntry = path.resolve('components/islands/loader.ts')
const wakeEntry = path.resolve('components/islands/wake.ts')

export interface IslandsBundle {
  /** The loader's URL path, for the pages' <script type="module">. */
  loaderSrc: string
  /** Every file written, relative to the output directory. */
  files: string[]
  /** The version of the one React the bundle holds. */
  reactVersion: string
}

const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // Next's 'use client' marks mean nothing to a browser bundle.
  logOverride: { 'unsupported-directive': 'silent' },
} satisfies BuildOptions

/** The modules the loader fetches before it imports the wake module (loader.ts), as URLs beside the loader. */
interface IslandsModules {
  wake: string[]
  islands: Record<IslandName, string[]>
}

/** A file of the bundle as a URL relative to the loader, which is written beside it. */
const besideLoader = (file: string) => `./${path.basename(file)}`

/** The files, with every file they import statically, each once, in the order first met. */
function modulesOf(metafile: Metafile, files: string[]): string[] {
  const found: string[] = []
  const visit = (file: string) => {
    if (found.includes(file)) return
    found.push(file)
    const imports = metafile.outputs[path.relative(process.cwd(), file)]?.imports ?? []
    for (const entry of imports) if (entry.kind === 'import-statement') visit(path.resolve(entry.path))
  }
  files.forEach(visit)
  return found
}

/** The output of an island's module: registry.ts imports each from a file of the island's name. */
function islandOutput(metafile: Metafile, name: IslandName): string {
  const found = Object.entries(metafile.outputs).filter(
    ([, output]) => output.entryPoint && path.parse(output.entryPoint).name === name,
  )
  if (found.length !== 1)
    throw new Error(
      `The islands bundle has ${found.length} modules for the ${name} island, from a file ${name}.tsx: it needs one`,
    )
  return path.resolve(found[0]![0])
}

function outputOf(metafile: Metafile, entry: string): string {
  const found = Object.entries(metafile.outputs).find(
    ([, output]) => output.entryPoint && path.resolve(output.entryPoint) === entry,
  )
  if (!found) throw new Error(`esbuild wrote nothing for ${path.relative(process.cwd(), entry)}`)
  return path.resolve(found[0])
}

export async function bundleIslands(outDir: string): Promise<IslandsBundle> {
  const dir = path.join(outDir, islandsDir)
  // The islands hydrate markup that Next's React rendered: the bundle takes that very React, not node_modules' own.
  const islands = await build({
    ...common,
    entryPoints: { wake: wakeEntry },
    outdir: dir,
    splitting: true,
    alias: islandsReactAlias,
  })
  const reactVersion = oneReactVersion(bundledReactPackages(islands.metafile))
  const wakeFile = outputOf(islands.metafile, wakeEntry)
  // What each island needs: the loader fetches it all at once, and imports only once all of it has arrived (loader.ts
  // says why). The wake module and the chunks it imports (React among them) first, then the island's own.
  const wake = modulesOf(islands.metafile, [wakeFile])
  const modules: IslandsModules = {
    wake: wake.map(besideLoader),
    islands: Object.fromEntries(
      islandNames.map((name) => [
        name,
        modulesOf(islands.metafile, [islandOutput(islands.metafile, name)])
          .filter((file) => !wake.includes(file))
          .map(besideLoader),
      ]),
    ) as IslandsModules['islands'],
  }
  // No splitting for the loader: it must be one small request with no shared chunk behind it.
  const loader = await build({
    ...common,
    entryPoints: { loader: loaderEntry },
    outdir: dir,
    define: { ...common.define, ISLANDS_MODULES: JSON.stringify(modules) },
    external: ['./wake-*'],
  })
  const outputs = [...Object.keys(islands.metafile.outputs), ...Object.keys(loader.metafile.outputs)]
  return {
    loaderSrc: `/${urlPathOf(outDir, outputOf(loader.metafile, loaderEntry))}`,
    files: outputs.map((file) => urlPathOf(outDir, file)),
    reactVersion,
  }
}
