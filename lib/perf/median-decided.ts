/**
 * Whether the median of `planned` runs is already certain to meet `target` (or certain to miss it) after the runs so
 * far: once more than half of the planned runs are at or above the target, the median is too, whatever the rest
 * score; once more than half are below, it cannot reach it. Lighthouse's gate stops a route's runs there.
 */
export function medianDecided(scores: readonly number[], planned: number, target: number): boolean {
  const majority = Math.floor(planned / 2) + 1
  const meeting = scores.filter((score) => score >= target).length
  return meeting >= majority || scores.length - meeting >= majority
}
