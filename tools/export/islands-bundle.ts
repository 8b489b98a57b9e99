// Bundles the islands for the browser with esbuild: a one-file loader for page load, and behind it the `wake` module,
// each island and React as shared chunks, fetched only when an island wakes up.
import path from 'node:path'
import { build, type BuildOptions, type Metafile } from 'esbuild'
import { urlPathOf } from './html-files'
import { bundledReactPackages, islandsReactAlias, oneReactVersion } from './islands-react'

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
  // The wake module and the chunks it imports statically (React among them): the loader preloads them all at once.
  const wakeImports = islands.metafile.outputs[path.relative(process.cwd(), wakeFile)]?.imports ?? []
  const wakeModules = [
    wakeFile,
    ...wakeImports.filter((entry) => entry.kind === 'import-statement').map((entry) => entry.path),
  ].map((file) => `./${path.basename(file)}`)
  // No splitting for the loader: it must be one small request with no shared chunk behind it.
  const loader = await build({
    ...common,
    entryPoints: { loader: loaderEntry },
    outdir: dir,
    define: { ...common.define, ISLANDS_WAKE_MODULES: JSON.stringify(wakeModules) },
    external: ['./wake-*'],
  })
  const outputs = [...Object.keys(islands.metafile.outputs), ...Object.keys(loader.metafile.outputs)]
  return {
    loaderSrc: `/${urlPathOf(outDir, outputOf(loader.metafile, loaderEntry))}`,
    files: outputs.map((file) => urlPathOf(outDir, file)),
    reactVersion,
  }
}
