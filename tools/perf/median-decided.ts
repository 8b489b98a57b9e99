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
 * Whether Lighthouse's gate has its verdict on a route after the runs so far. A first run at the target is the verdict:
 * a busy host makes a run slower, never the page faster, so a noisy run can only miss. A first run below it is noise or
 * a regression, and the route goes on to the median of up to `planned` runs, stopping once that median is decided.
 */
export function gateDecided(scores: readonly number[], planned: number, target: number): boolean {
  return (scores.length === 1 && scores[0]! >= target) || medianDecided(scores, planned, target)
}
