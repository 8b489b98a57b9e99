// One Lighthouse run of one URL as the site's measurements take it: mobile, simulated throttling, stock photos blocked.
import lighthouse from 'lighthouse'

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
}

/** Measures `url` in the Chromium listening on `chromePort`; a run that recorded no trace is repeated (up to 3 tries). */
export async function lighthouseRun(url: string, chromePort: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
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
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    // A run occasionally fails to record its trace (NO_NAVSTART, NO_FCP); such a run measured nothing.
    if (runtimeError && attempt < 3) {
      console.warn(`${url}: ${runtimeError.code}, measuring again`)
      continue
    }
    if (runtimeError) throw new Error(`${url}: Lighthouse could not measure: ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    for (const id of requiredCategories) {
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
      bytes: value('total-byte-weight'),
      scores: { accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    }
  }
}
