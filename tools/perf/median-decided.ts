import { median } from './median'

/**
 * Whether the median of `planned` runs is already certain to meet `target` (or certain to miss it) after the runs so
 * far: once more than half of the planned runs are at or above the target, the median is too, whatever the rest
 * score; once more than half are below, it cannot reach it.
 */
export function medianDecided(scores: readonly number[], planned: number, target: number): boolean {
  const majority = Math.floor(planned / 2) + 1
  const meeting = scores.filter((score) => score >= target).length
  return meeting >= majority || scores.length - meeting >= majority
}

/**
 * Whether Lighthouse's gate has passed a route after the runs so far, and may stop measuring it. A first run at the
 * target passes: a busy host makes a run slower, never the page faster, so a noisy run can only miss. After a first run
 * below it, the route passes once the median of `planned` runs is decided at the target. A median decided below it
 * goes on to all the rounds: the plain page measured beside it is then the referee ({@link performanceMiss}).
 */
export function gatePassed(scores: readonly number[], planned: number, target: number): boolean {
  if (scores.length === 1) return scores[0]! >= target
  return medianDecided(scores, planned, target) && median(scores) >= target
}

/** How many points the site's median may sit below the plain page's, measured in the same rounds (decision 0039). */
export const plainPageTolerance = 1

/**
 * The gate's verdict on one route's Performance. A median of `target` passes. Below it, the plain page measured in the
 * same rounds (the same content with no script and no web font) is the referee: points a slow host takes from a page
 * that runs nothing are the host's, so the site passes while its median is within `plainPageTolerance` of the plain
 * page's. A site further below than that is paying for its own code, and fails. `null` passes; otherwise the reason.
 */
export function performanceMiss(site: readonly number[], plain: readonly number[], target: number): string | null {
  const siteMedian = median(site)
  if (siteMedian >= target) return null
  const scores = `performance (median ${siteMedian}): ${site.join(', ')}`
  if (plain.length === 0) return `${scores}, and no plain page measured beside it`
  const plainMedian = median(plain)
  if (siteMedian >= plainMedian - plainPageTolerance) return null
  return `${scores}; the plain page in the same rounds (median ${plainMedian}): ${plain.join(', ')}, more than ${plainPageTolerance} above it`
}
