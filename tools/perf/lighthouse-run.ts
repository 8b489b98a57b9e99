// One Lighthouse run of one URL as the site's measurements take it: mobile, simulated throttling calibrated to the host
// (tools/perf/cpu-slowdown.ts), stock photos blocked.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse, { type Flags } from 'lighthouse'
import { cpuSlowdownFor, defaultCpuSlowdown } from './cpu-slowdown'
import { shiftedElements } from './layout-shifts'

export const requiredCategories = ['accessibility', 'best-practices', 'seo'] as const
export type RequiredCategory = (typeof requiredCategories)[number]

export interface LighthouseRun {
  performance: number
  lcp: number
  tbt: number
  fcp: number
  cls: number
  /** Bytes transferred while loading, headers included (Lighthouse's total byte weight). */
  bytes: number
  scores: Record<RequiredCategory, number>
  /** The host's CPU benchmark during the run (Lighthouse's benchmarkIndex) and the CPU slowdown the scores were computed with. */
  benchmarkIndex: number
  cpuSlowdown: number
}

/**
 * Gathers once and audits; on a host slower than Lighthouse's reference, audits the same artifacts again with the
 * calibrated slowdown. Simulated throttling slows nothing while gathering (it simulates afterwards), so the gathered page
 * load is the same whatever the multiplier, and only the saved settings need the new one.
 */
async function measure(url: string, flags: Flags) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-run-'))
  try {
    const first = await lighthouse(url, { ...flags, gatherMode: dir, auditMode: dir })
    if (!first) throw new Error(`Lighthouse returned nothing for ${url}`)
    const benchmarkIndex = first.lhr.environment.benchmarkIndex
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex)
    if (cpuSlowdown === defaultCpuSlowdown || first.lhr.runtimeError)
      return { result: first, benchmarkIndex, cpuSlowdown }
    const throttling = { ...first.lhr.configSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown }
    const saved = path.join(dir, 'artifacts.json')
    const artifacts = JSON.parse(await readFile(saved, 'utf8')) as { settings: { throttling: typeof throttling } }
    artifacts.settings.throttling = throttling
    await writeFile(saved, JSON.stringify(artifacts))
    const calibrated = await lighthouse(url, { ...flags, auditMode: dir, throttling })
    if (!calibrated) throw new Error(`Lighthouse returned nothing for ${url} (calibrated audit)`)
    return { result: calibrated, benchmarkIndex, cpuSlowdown }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Measures `url` in the Chromium listening on `chromePort`; a run that recorded no trace is repeated (up to 3 tries). */
export async function lighthouseRun(url: string, chromePort: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const { result, benchmarkIndex, cpuSlowdown } = await measure(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...requiredCategories],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      // The stock host is out of reach here anyway; blocking it makes every run alike.
      blockedUrlPatterns: ['*images.unsplash.com*'],
      // The full-page screenshot resizes the viewport and would pull in the lazy, below-the-fold portfolio photos.
      disableFullPageScreenshot: true,
    })
    const { categories, audits, runtimeError } = result.lhr
    // A run occasionally fails to record its trace (NO_NAVSTART, NO_FCP); such a run measured nothing.
    if (runtimeError && attempt < 3) {
      console.warn(`${url}: ${runtimeError.code}, measuring again`)
      continue
    }
    if (runtimeError) throw new Error(`${url}: Lighthouse could not measure: ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    // A shift is rare here (one run in dozens): the run that sees one names what moved, for the next person to look.
    if (value('cumulative-layout-shift') > 0)
      console.warn(`${url} CLS ${value('cumulative-layout-shift')}: ${shiftedElements(audits['layout-shifts'])}`)
    for (const id of requiredCategories) {
      if (score(id) === 100) continue
      const failed = Object.values(audits).filter(
        (a) =>
          a.score !== null && a.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
      )
      console.warn(`${url} ${id} ${score(id)}: ${failed.map((a) => a.id).join(', ')}`)
    }
    return {
      performance: score('performance'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      scores: { accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      benchmarkIndex,
      cpuSlowdown,
    }
  }
}
