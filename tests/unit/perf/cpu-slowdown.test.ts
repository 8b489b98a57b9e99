import { cpuSlowdownFor, defaultCpuSlowdown } from '@/tools/perf/cpu-slowdown'

describe('the Lighthouse gate’s CPU slowdown', () => {
  it('is Lighthouse’s default on a host at least as fast as the one the default is meant for', () => {
    expect(cpuSlowdownFor(1500)).toBe(defaultCpuSlowdown)
    expect(cpuSlowdownFor(3300)).toBe(defaultCpuSlowdown)
  })

  it('shrinks with a slower host, so the simulated phone stays the same (half the speed, half the slowdown)', () => {
    expect(cpuSlowdownFor(750)).toBe(2)
    expect(cpuSlowdownFor(1200)).toBe(3.2)
  })

  it('never slows below the host itself, and keeps the default when the benchmark is missing', () => {
    expect(cpuSlowdownFor(200)).toBe(1)
    expect(cpuSlowdownFor(Number.NaN)).toBe(defaultCpuSlowdown)
  })
})
