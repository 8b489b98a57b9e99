// `npm run lighthouse`: Lighthouse (mobile, simulated throttling calibrated to the host, stock photos blocked) on every
// route of the served export and of its plain copy (every script and the web font removed, built here), 3 runs each,
// alternating, medians, with each route's LCP as a ratio of the plain page's, served with the export's own _headers as
// a host applies them. `-- --baseline [NAME=]DIR` (repeatable) measures other exports in the same rounds; `-- --report`
// writes reports/lighthouse.md.
// `-- --assert` fails unless Accessibility, Best Practices and SEO score 100 in every run, every route's median CLS is 0
// (a run that shifts names what moved), and its median Performance is 100 or, on a host slow enough to take points
// from the plain page too, within one point of the plain page's median in the same rounds (decision 0039).
// With --site-only (npm test's gate) a route's first run at 100 with no shift is its verdict; after a run below 100
// (each round then measures the plain page beside it) or with a shift, up to 5 rounds, stopping once both medians are
// decided.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import { lighthouseRun, requiredCategories, type LighthouseRun } from '../tools/perf/lighthouse-run'
import { gatePassed, performanceMiss } from '../tools/perf/median-decided'
import { writePlainCopy } from '../tools/perf/plain-copy'
import { median } from '../tools/perf/median'
import { bindPort, exitIfPortTaken } from 'local-content-lake/bind-port'
import { createStaticServer } from '../tools/servers/static-server'
import { chromiumLaunchOptions } from '../tests/e2e/browser'
import { pageRoutes } from '../tools/export/html-files'
import { outDirOf } from '../tools/export/out-dir'

// Every page of the export, so a legal page an editor added is measured as the seed's are.
const routes = await pageRoutes(outDirOf())
const assert = process.argv.includes('--assert')
// The gate plans 5 runs a route: on a shared 2-core host the same page scored 96–100 within minutes (the host's own CPU
// benchmark swung from 1500 to 2600), and the median of 3 still fell to 99 in one CI run in several. A first run at 100
// is the verdict (noise only takes points away); after one below, the route's rounds stop once their median is decided
// at 100, or go on to all 5 for the plain page beside them to referee (tools/perf/median-decided.ts).
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? (assert ? 5 : 3))
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const baselines = process.argv.flatMap((arg, index) =>
  arg === '--baseline' && process.argv[index + 1] ? [process.argv[index + 1]!] : [],
)

const siteOnly = process.argv.includes('--site-only')
// Only the gate on this build alone stops early: a comparison keeps every export's runs alike.
const stopWhenDecided = assert && siteOnly
if (siteOnly && process.argv.includes('--report'))
  throw new Error('--report needs the plain page to compare with: drop --site-only')
const plainDir = path.join(await mkdtemp(path.join(tmpdir(), 'plain-page-')), 'out')
// With --site-only the plain page is at hand as the referee of a route that misses 100, and measured only then.
await writePlainCopy(outDirOf(), plainDir)
const thisBuild = 'this build'
const plain = 'plain page'
const exports = [
  { name: thisBuild, dir: outDirOf() },
  { name: plain, dir: plainDir },
  ...baselines.map((baseline) => {
    const [name, dir] = baseline.includes('=') ? baseline.split(/=(.*)/s) : [`baseline (${baseline})`, baseline]
    return { name: name!, dir: path.resolve(dir!) }
  }),
].map((entry, index) => ({ ...entry, port: port + index }))
const servers = exports.map(({ dir }) => createStaticServer(dir).server)
await Promise.all(
  servers.map((server, index) => bindPort(server, exports[index]!.port, '127.0.0.1', 'LIGHTHOUSE_PORT')),
).catch(exitIfPortTaken)

// The same Chromium and flags as the Playwright suite (tests/e2e/browser.ts), headless for Lighthouse.
const { executablePath, args = [] } = chromiumLaunchOptions('measuring')
const chrome = await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] })

const results = new Map<string, LighthouseRun[]>()
/** One figure of each run of an export's route, in the order they ran. */
const runsOf = (name: string, route: string, pick: (run: LighthouseRun) => number) =>
  (results.get(`${name} ${route}`) ?? []).map(pick)
const performanceOf = (name: string, route: string) => runsOf(name, route, (run) => run.performance)
try {
  for (const route of routes) {
    for (let run = 0; run < runs; run++) {
      // Alternating the exports run by run, so all see the same machine load; the gate on this build alone brings in
      // the plain page from the round of the route's first miss, so the two are measured in the same rounds.
      for (const { name, port: exportPort } of exports) {
        const missed = performanceOf(thisBuild, route).some((score) => score < 100)
        if (siteOnly && name === plain && !missed) continue
        const key = `${name} ${route}`
        results.set(key, [
          ...(results.get(key) ?? []),
          await lighthouseRun(`http://127.0.0.1:${exportPort}${route}`, chrome.port),
        ])
      }
      // A run without a shift counts as 100, one with a shift as 0: the same rule decides both medians.
      const steady = runsOf(thisBuild, route, (result) => (result.cls > 0 ? 0 : 100))
      if (stopWhenDecided && gatePassed(performanceOf(thisBuild, route), runs, 100) && gatePassed(steady, runs, 100))
        break
    }
  }
} finally {
  chrome.kill()
  servers.forEach((server) => server.close())
  await rm(path.dirname(plainDir), { recursive: true, force: true })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kiB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`
const failures: string[] = []
const rows = exports.flatMap(({ name }) =>
  routes.flatMap((route) => {
    if (!results.has(`${name} ${route}`)) return []
    const of = (pick: (run: LighthouseRun) => number) => runsOf(name, route, pick)
    const lcp = median(of((run) => run.lcp))
    const plainRuns = runsOf(plain, route, (run) => run.lcp)
    const plainLcp = plainRuns.length ? median(plainRuns) : Number.NaN
    if (name === thisBuild) {
      for (const id of requiredCategories)
        if (of((run) => run.scores[id]).some((score) => score < 100))
          failures.push(`${route} ${id}: ${of((run) => run.scores[id]).join(', ')}`)
      // One run of / in four shifted in one gate run, and none in 127 since (decision 0039): a page that shifts does so
      // in most of its runs.
      if (median(of((run) => run.cls)) > 0) failures.push(`${route} CLS (median): ${of((run) => run.cls).join(', ')}`)
      // One slow run on a busy machine is noise; the median of the runs is the route's score, and the plain page's
      // median in the same rounds tells a slow host from a slow site.
      const miss = performanceMiss(performanceOf(thisBuild, route), performanceOf(plain, route), 100)
      if (miss) failures.push(`${route} ${miss}`)
    }
    const scores = requiredCategories.map((id) => Math.min(...of((run) => run.scores[id])))
    const performance = of((run) => run.performance)
    const host = `${Math.round(median(of((run) => run.benchmarkIndex)))} / ${median(of((run) => run.cpuSlowdown))}×`
    return `| ${name} | ${route} | ${median(performance)} (${performance.join(', ')}) | ${seconds(lcp)} | ${Number.isNaN(plainLcp) ? '—' : `×${(lcp / plainLcp).toFixed(2)}`} | ${seconds(median(of((run) => run.fcp)))} | ${Math.round(median(of((run) => run.tbt)))} ms | ${median(of((run) => run.cls)).toFixed(3)} | ${kiB(median(of((run) => run.bytes)))} | ${scores.join(' / ')} | ${host} |`
  }),
)

const report = [
  '# Lighthouse (mobile, simulated throttling)',
  '',
  `On the served export${siteOnly ? '' : ' and its plain copy (every script and the web font removed)'}, stock photos blocked, ${stopWhenDecided ? `one run per route; after a run below 100 or with a layout shift, up to ${runs} rounds, the plain page beside a run below 100 (stopped once the medians were decided)` : `${runs} runs per route`}`,
  `alternating between the exports, medians; measured ${new Date().toISOString().slice(0, 10)}. LCP vs plain: the route's median LCP over the plain page's.`,
  `Host: the CPU benchmark Lighthouse measured and the CPU slowdown the scores were computed with (Lighthouse's 4×, less on a slower host: tools/perf/cpu-slowdown.ts).`,
  '',
  '| Export | Route | Performance (runs) | LCP | LCP vs plain | FCP | TBT | CLS | Bytes | Accessibility / Best Practices / SEO (lowest) | Host |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
console.log(report)
if (process.argv.includes('--report')) {
  await mkdir('reports', { recursive: true })
  await writeFile('reports/lighthouse.md', report)
}
if (assert && failures.length) {
  console.error(`Lighthouse below 100 or layout shifting:\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
}
