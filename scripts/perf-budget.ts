// `npm run perf`: per-route transfer sizes of the export (gzip) against a bare Next.js page built in the same run
// with the same installed Next. Writes reports/perf-budget.md; with --assert, fails when over budget.
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { htmlFiles, routesOf } from '../lib/export/html-files'

const require = createRequire(import.meta.url)
const budget = { jsAboveBareBytes: 3000, cssBytes: 12000 }
const assert = process.argv.includes('--assert')
const bareDir = path.resolve('.perf/bare')

interface RouteSize {
  route: string
  js: number
  css: number
  html: number
  fonts: number
}

const gzip = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length

async function measure(outDir: string): Promise<RouteSize[]> {
  const sizes: RouteSize[] = []
  for (const file of await htmlFiles(outDir)) {
    const route = routesOf(outDir, file)[0]!
    if (route === '/_not-found') continue
    const html = await readFile(file, 'utf8')
    const assets = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map(([, src]) => path.join(outDir, src!)))]
    const sum = async (files: string[], size: (f: string) => Promise<number>) => (await Promise.all(files.map(size))).reduce((a, b) => a + b, 0)
    sizes.push({
      route,
      // noModule polyfills are only fetched by browsers without ES modules, so they are not first-load JS.
      js: await sum(assets(/<script(?![^>]*noModule)[^>]+src="([^"]+)"/g), gzip),
      css: await sum(assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g), gzip),
      html: gzipSync(html, { level: 9 }).length,
      fonts: await sum(assets(/<link[^>]+href="([^"]+\.woff2)"/g), async (f) => (await readFile(f)).length),
    })
  }
  return sizes
}

async function buildBarePage(): Promise<RouteSize> {
  await rm(bareDir, { recursive: true, force: true })
  await mkdir(path.join(bareDir, 'app'), { recursive: true })
  await writeFile(path.join(bareDir, 'next.config.mjs'), `export default { output: 'export', turbopack: { root: ${JSON.stringify(process.cwd())} } }\n`)
  await writeFile(path.join(bareDir, 'app/layout.jsx'), 'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html> }\n')
  await writeFile(path.join(bareDir, 'app/page.jsx'), 'export default function Page() { return <h1>Hello</h1> }\n')
  execFileSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build', bareDir], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  const [home] = (await measure(path.join(bareDir, 'out'))).filter((size) => size.route === '/')
  if (!home) throw new Error('The bare Next.js build produced no index.html')
  return home
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const bare = await buildBarePage()
const routes = await measure(path.resolve('out'))
const failures: string[] = []
const rows = routes.map(({ route, js, css, html, fonts }) => {
  const extra = js - bare.js
  if (extra > budget.jsAboveBareBytes) failures.push(`${route}: ${kB(extra)} of JS above the bare page (budget ${kB(budget.jsAboveBareBytes)})`)
  if (css > budget.cssBytes) failures.push(`${route}: ${kB(css)} of CSS (budget ${kB(budget.cssBytes)})`)
  return `| ${route} | ${kB(js)} | ${extra >= 0 ? '+' : ''}${kB(extra)} | ${kB(css)} | ${kB(html)} | ${kB(fonts)} |`
})
const nextVersion = JSON.parse(await readFile('node_modules/next/package.json', 'utf8')).version
const report = [
  '# Performance budget (gzip, level 9)',
  '',
  `Bare Next.js ${nextVersion} page built in the same run: JS ${kB(bare.js)}, CSS ${kB(bare.css)}, HTML ${kB(bare.html)}.`,
  `Budget: at most ${kB(budget.jsAboveBareBytes)} of first-load JS above the bare page on every route; CSS at most ${kB(budget.cssBytes)}.`,
  '',
  '| Route | First-load JS | Above bare | CSS | HTML | Fonts (woff2) |',
  '|---|---|---|---|---|---|',
  `| bare Next.js page | ${kB(bare.js)} | — | ${kB(bare.css)} | ${kB(bare.html)} | ${kB(bare.fonts)} |`,
  ...rows,
  '',
  failures.length ? `Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every route is within budget.',
  '',
].join('\n')
await mkdir('reports', { recursive: true })
await writeFile('reports/perf-budget.md', report)
console.log(report)
if (assert && failures.length) process.exitCode = 1
