// `npm run perf`: the budgets of the export. Measured in Chromium as a phone that touches nothing (stock photos blocked):
// JS downloaded and all bytes of each route; and by file (gzip level 9): HTML of /, CSS, all island JS once everything
// has woken. `-- --assert` fails when over; `-- --report` writes reports/perf-budget.md.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFiles, routesOf } from '../tools/export/html-files'
import { islandsDir } from '../tools/export/islands-bundle'
import { outDirOf } from '../tools/export/out-dir'
import { phoneDownloads } from '../tools/perf/phone-downloads'
import { bindPort } from 'local-content-lake/bind-port'
import { createStaticServer } from '../tools/servers/static-server'
import { chromiumLaunchOptions } from '../tests/e2e/browser'

const budget = { phoneJs: 2_000, routeTotal: 50 * 1024, homeHtml: 12_000, css: 12_000, islandsTotal: 75_000 }
// OUT_DIR measures another export (an older build, for a before-and-after) against the same budgets.
const outDir = outDirOf()

const gzip = async (file: string) => gzipSync(await readFile(file), { level: 9 }).length
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const kiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

const pages = (await htmlFiles(outDir)).map((file) => ({ file, route: routesOf(outDir, file)[0]! }))
const { server } = createStaticServer(outDir)
const baseUrl = `http://127.0.0.1:${await bindPort(server, 0, '127.0.0.1')}`
const phone = await phoneDownloads(
  baseUrl,
  pages.map(({ route }) => route),
  chromiumLaunchOptions('measuring'),
).finally(() => server.close())

const home = pages.find(({ route }) => route === '/')
const homeHtml = home ? await gzip(home.file) : 0
const pageHtml = await Promise.all(pages.map(({ file }) => readFile(file, 'utf8')))
const stylesheets = new Set(
  pageHtml.flatMap((html) =>
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(([, href]) => href!),
  ),
)
const css = sum(await Promise.all([...stylesheets].map((href) => gzip(path.join(outDir, href)))))
const islandFiles = (await readdir(path.join(outDir, islandsDir)).catch(() => [])).filter((file) =>
  file.endsWith('.js'),
)
const islandSizes = await Promise.all(
  islandFiles.map(async (file) => ({ file, bytes: await gzip(path.join(outDir, islandsDir, file)) })),
)
const islandsTotal = sum(islandSizes.map(({ bytes }) => bytes))

const failures: string[] = []
const over = (what: string, bytes: number, limit: number, unit = kB) =>
  bytes > limit && failures.push(`${what}: ${unit(bytes)} (budget ${unit(limit)})`)
for (const { route, js, total } of phone) {
  over(`${route} JS downloaded on a phone with no interaction`, js, budget.phoneJs)
  over(`${route} bytes downloaded on a phone`, total, budget.routeTotal, kiB)
}
over('HTML of /', homeHtml, budget.homeHtml)
over('CSS', css, budget.css)
over('All island JS', islandsTotal, budget.islandsTotal)

const kinds = ['document', 'stylesheet', 'script', 'font', 'image', 'other']
const kindOf = (byKind: Record<string, number>, kind: string) =>
  kind === 'other'
    ? sum(
        Object.entries(byKind)
          .filter(([name]) => !kinds.includes(name))
          .map(([, bytes]) => bytes),
      )
    : (byKind[kind] ?? 0)
const report = [
  '# Performance budget',
  '',
  `A phone (Chromium as a Pixel 7, stock photos blocked) loads each route and touches nothing for 6 s; bytes on the wire as served`,
  `(Brotli where the browser asks for it), headers included. Budgets: JS downloaded at most ${kB(budget.phoneJs)} (compressed bodies);`,
  `all bytes of a route at most ${kiB(budget.routeTotal)}.`,
  '',
  `| Route | JS | All bytes | ${kinds.join(' | ')} |`,
  `|---|---|---|${kinds.map(() => '---').join('|')}|`,
  ...phone.map(
    ({ route, js, total, byKind }) =>
      `| ${route} | ${kB(js)} | ${kiB(total)} | ${kinds.map((kind) => kiB(kindOf(byKind, kind))).join(' | ')} |`,
  ),
  '',
  `By file (gzip level 9): HTML of / ${kB(homeHtml)} (budget ${kB(budget.homeHtml)}); CSS ${kB(css)} (budget ${kB(budget.css)});`,
  `island JS, fetched only as islands wake up, ${kB(islandsTotal)} in all (budget ${kB(budget.islandsTotal)}).`,
  '',
  '| File | gzip |',
  '|---|---|',
  ...islandSizes.sort((a, b) => b.bytes - a.bytes).map(({ file, bytes }) => `| ${islandsDir}/${file} | ${kB(bytes)} |`),
  '',
  failures.length ? `Over budget:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every budget is met.',
  '',
].join('\n')
console.log(report)
if (process.argv.includes('--report')) {
  await mkdir('reports', { recursive: true })
  await writeFile('reports/perf-budget.md', report)
}
if (process.argv.includes('--assert') && failures.length) process.exitCode = 1
