// Lighthouse's simulated throttling multiplies the CPU time it observed on this host by 4, a factor meant to turn a host
// of the high-end desktop class (benchmark index 1500–2000) into its reference mid-tier phone. On a slower host the same
// page would be scored as if on a slower phone, so Lighthouse advises a smaller multiplier there ("Calibrating the CPU
// slowdown" in https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md; PageSpeed Insights runs with
// 1.2 on its own hosts). The gate follows that advice one way only: a faster host keeps the default, so calibration
// never makes the page look faster than Lighthouse's default does.

/** Lighthouse's default CPU slowdown. */
export const defaultCpuSlowdown = 4
/** The lowest benchmark index of the host class the default is meant for. */
export const referenceBenchmarkIndex = 1500

/** The multiplier that scores a page on Lighthouse's reference phone from a host with this benchmark index. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex >= referenceBenchmarkIndex) return defaultCpuSlowdown
  return Math.max(1, Math.round(((defaultCpuSlowdown * benchmarkIndex) / referenceBenchmarkIndex) * 100) / 100)
}
