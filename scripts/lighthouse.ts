// `npm run lighthouse`: Lighthouse (mobile, simulated throttling, stock photos blocked) on the three routes of the served
// export, 3 runs each, medians reported. Writes reports/lighthouse.md; --assert fails unless Accessibility, Best
// Practices and SEO score 100 in every run. `-- --baseline DIR` also measures another export, run for run side by side.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createStaticServer } from '../lib/server/static-server'
import { chromiumLaunchOptions } from '../tests/e2e/browser'
import { outDirOf } from '../lib/export/out-dir'

const routes = ['/', '/privacy-policy', '/terms-of-service']
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const assert = process.argv.includes('--assert')
const baselineArg = process.argv.indexOf('--baseline')
const baselineDir = baselineArg > 0 ? process.argv[baselineArg + 1] : undefined
const required = ['accessibility', 'best-practices', 'seo'] as const

interface Run {
  performance: number
  lcp: number
  tbt: number
  fcp: number
  cls: number
  scores: Record<(typeof required)[number], number>
}

const exports = [{ name: 'this build', dir: outDirOf(), port }]
if (baselineDir) exports.push({ name: `baseline (${baselineDir})`, dir: path.resolve(baselineDir), port: port + 1 })
const servers = exports.map(({ dir }) => createStaticServer(dir).server)
await Promise.all(servers.map((server, index) => new Promise<void>((resolve) => server.listen(exports[index]!.port, '127.0.0.1', resolve))))

// The same Chromium and flags as the Playwright suite (tests/e2e/browser.ts), headless for Lighthouse.
const { executablePath, args = [] } = chromiumLaunchOptions()
const chrome = await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] })

async function measure(url: string): Promise<Run> {
  // A run occasionally fails to record its trace (NO_NAVSTART, NO_FCP); such a run measured nothing, so it is repeated.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...required],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      // The stock host is out of reach here anyway; blocking it makes every run alike.
      blockedUrlPatterns: ['*images.unsplash.com*'],
      // The full-page screenshot resizes the viewport and would pull in the lazy, below-the-fold portfolio photos.
      disableFullPageScreenshot: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError && attempt < 3) {
      console.warn(`${url}: ${runtimeError.code}, measuring again`)
      continue
    }
    if (runtimeError) throw new Error(`${url}: Lighthouse could not measure: ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    for (const id of required) {
      if (score(id) === 100) continue
      const failed = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
      )
      console.warn(`${url} ${id} ${score(id)}: ${failed.map((a) => a.id).join(', ')}`)
    }
    return {
      performance: score('performance'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      scores: { accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    }
  }
}

const results = new Map<string, Run[]>()
try {
  for (const route of routes) {
    for (let run = 0; run < runs; run++) {
      // Alternating the exports run by run, so both see the same machine load.
      for (const { name, port: exportPort } of exports) {
        const key = `${name} ${route}`
        results.set(key, [...(results.get(key) ?? []), await measure(`http://127.0.0.1:${exportPort}${route}`)])
      }
    }
  }
} finally {
  chrome.kill()
  servers.forEach((server) => server.close())
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const failures: string[] = []
const rows = exports.flatMap(({ name }) =>
  routes.map((route) => {
    const measured = results.get(`${name} ${route}`) ?? []
    const of = (pick: (run: Run) => number) => measured.map(pick)
    if (name === exports[0]!.name) {
      for (const id of required)
        if (of((run) => run.scores[id]).some((score) => score < 100)) failures.push(`${route} ${id}: ${of((run) => run.scores[id]).join(', ')}`)
    }
    const scores = required.map((id) => Math.min(...of((run) => run.scores[id])))
    return `| ${name} | ${route} | ${median(of((r) => r.performance))} (${of((r) => r.performance).join(', ')}) | ${seconds(median(of((r) => r.lcp)))} | ${Math.round(median(of((r) => r.tbt)))} ms | ${seconds(median(of((r) => r.fcp)))} | ${median(of((r) => r.cls)).toFixed(3)} | ${scores.join(' / ')} |`
  }),
)

const report = [
  '# Lighthouse (mobile, simulated throttling)',
  '',
  `On the served export, stock photos blocked, ${runs} runs per route, medians; measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Export | Route | Performance (runs) | LCP | TBT | FCP | CLS | Accessibility / Best Practices / SEO (lowest) |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
await mkdir('reports', { recursive: true })
await writeFile('reports/lighthouse.md', report)
console.log(report)
if (assert && failures.length) {
  console.error(`Lighthouse below 100:\n  ${failures.join('\n  ')}`)
  process.exitCode = 1
}
