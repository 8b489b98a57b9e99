// `npm run perf`: per-route transfer sizes of the export (gzip level 9) against the islands budgets: JS run on load,
// HTML of /, CSS, and all island JS once everything is hydrated. Writes reports/perf-budget.md; --assert fails when over.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFiles, routesOf } from '../lib/export/html-files'
import { islandsDir } from '../lib/export/islands-bundle'
import { outDirOf } from '../lib/export/out-dir'

const budget = { jsOnLoad: 2_000, homeHtml: 12_000, css: 12_000, islandsTotal: 75_000 }
const assert = process.argv.includes('--assert')
// OUT_DIR measures another export (an older build, for a before-and-after) against the same budgets.
const outDir = outDirOf()

interface RouteSize {
  route: string
  jsOnLoad: number
  css: number
  html: number
  fonts: number
}

const gzip = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const staticImports = /\bimport\s*(?:[\w{}\s,*$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g

/** A module script and every module it imports statically: what runs before anything is dynamically imported. */
async function moduleClosure(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(staticImports)) await moduleClosure(path.resolve(path.dirname(file), specifier!), seen)
  return seen
}

async function measure(): Promise<RouteSize[]> {
  const sizes: RouteSize[] = []
  for (const file of await htmlFiles(outDir)) {
    const route = routesOf(outDir, file)[0]!
    if (route === '/_not-found') continue
    const html = await readFile(file, 'utf8')
    const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map(([, src]) => path.join(outDir, src!)))]
    const scripts = new Set<string>()
    // Only module scripts have static imports; a classic script (Next's chunks, in an older export) counts alone.
    for (const script of assets(/<script(?=[^>]*type="module")[^>]+src="([^"]+)"/g)) for (const imported of await moduleClosure(script)) scripts.add(imported)
    // noModule polyfills are only fetched by browsers without ES modules.
    for (const script of assets(/<script(?![^>]*(?:type="module"|noModule))[^>]+src="([^"]+)"/g)) scripts.add(script)
    sizes.push({
      route,
      jsOnLoad: sum(await Promise.all([...scripts].map(gzip))),
      css: sum(await Promise.all(assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g).map(gzip))),
      html: gzipSync(html, { level: 9 }).length,
      fonts: sum(await Promise.all(assets(/<link[^>]+href="([^"]+\.woff2)"/g).map(async (f) => (await readFile(f)).length))),
    })
  }
  return sizes
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const routes = await measure()
const islandFiles = (await readdir(path.join(outDir, islandsDir)).catch(() => [])).filter((file) => file.endsWith('.js'))
const islandSizes = await Promise.all(islandFiles.map(async (file) => ({ file, bytes: await gzip(path.join(outDir, islandsDir, file)) })))
const islandsTotal = sum(islandSizes.map(({ bytes }) => bytes))

const failures: string[] = []
const over = (what: string, bytes: number, limit: number) => bytes > limit && failures.push(`${what}: ${kB(bytes)} (budget ${kB(limit)})`)
const rows = routes.map(({ route, jsOnLoad, css, html, fonts }) => {
  over(`${route} JS on load`, jsOnLoad, budget.jsOnLoad)
  over(`${route} CSS`, css, budget.css)
  if (route === '/') over('HTML of /', html, budget.homeHtml)
  return `| ${route} | ${kB(jsOnLoad)} | ${kB(html)} | ${kB(css)} | ${kB(fonts)} |`
})
over('All island JS', islandsTotal, budget.islandsTotal)

const report = [
  '# Performance budget (gzip, level 9)',
  '',
  `Budgets: JS run on load at most ${kB(budget.jsOnLoad)} on every route (the islands loader and its static imports);`,
  `HTML of / at most ${kB(budget.homeHtml)}; CSS at most ${kB(budget.css)}; all island JS together at most ${kB(budget.islandsTotal)}.`,
  '',
  '| Route | JS on load | HTML | CSS | Fonts (woff2, preloaded) |',
  '|---|---|---|---|---|',
  ...rows,
  '',
  `Island JS, fetched only as islands wake up: ${kB(islandsTotal)} in all.`,
  '',
  '| File | gzip |',
  '|---|---|',
  ...islandSizes.sort((a, b) => b.bytes - a.bytes).map(({ file, bytes }) => `| ${islandsDir}/${file} | ${kB(bytes)} |`),
  '',
  failures.length ? `Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every budget is met.',
  '',
].join('\n')
await mkdir('reports', { recursive: true })
await writeFile('reports/perf-budget.md', report)
console.log(report)
if (assert && failures.length) process.exitCode = 1
