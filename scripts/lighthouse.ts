// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the three routes of the served export.
// Writes reports/lighthouse.md; with --assert, fails unless Accessibility, Best Practices and SEO score 100.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createStaticServer } from '../lib/server/static-server'
import { chromiumLaunchOptions } from '../tests/e2e/browser'

const routes = ['/', '/privacy-policy', '/terms-of-service']
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const assert = process.argv.includes('--assert')
const required = ['accessibility', 'best-practices', 'seo'] as const

const { server } = createStaticServer(path.resolve('out'))
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

// The same Chromium and flags as the Playwright suite (tests/e2e/browser.ts), headless for Lighthouse.
const { executablePath, args = [] } = chromiumLaunchOptions()
const chrome = await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...args] })

const rows: string[] = []
const failures: string[] = []
try {
  for (const route of routes) {
    // A run occasionally fails to record its trace (NO_NAVSTART, NO_FCP); such a run measured nothing, so it is repeated.
    let result: Awaited<ReturnType<typeof lighthouse>>
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        // The full-page screenshot resizes the viewport and would pull in the lazy, below-the-fold portfolio photos.
        disableFullPageScreenshot: true,
      })
      if (!result?.lhr.runtimeError || attempt === 3) break
      console.warn(`${route}: ${result.lhr.runtimeError.code}, measuring again`)
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
    const { categories, audits, runtimeError, runWarnings } = result.lhr
    if (runtimeError) failures.push(`${route}: Lighthouse could not measure: ${runtimeError.message}`)
    if (runWarnings.length) console.warn(`${route}: ${runWarnings.join('; ')}`)
    const consoleErrors = (audits['errors-in-console']?.details as { items?: { description?: string; source?: string }[] } | undefined)?.items ?? []
    for (const item of consoleErrors) console.warn(`${route}: console error (${item.source}): ${item.description}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a'
    rows.push(
      `| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
    )
    for (const id of required) {
      if (score(id) === 100) continue
      const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
      failures.push(`${route} ${id} ${score(id)}: ${failed.map((a) => a.id).join(', ')}`)
    }
  }
} finally {
  chrome.kill()
  server.close()
}

const report = [
  '# Lighthouse (mobile, simulated throttling)',
  '',
  `On the served export, measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| Route | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
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
