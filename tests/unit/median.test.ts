// The one median (tools/perf/median.ts): the Site tool's publish-to-live time and every figure a measuring script reports.
import { median } from '@/tools/perf/median'

describe('median', () => {
  it('is the middle value, whatever order the values came in', () => {
    expect(median([90_000, 30_000, 60_000])).toBe(60_000)
    expect(median([570, 549, 575])).toBe(570)
  })

  it('of an even count, is the mean of the two middle values', () => {
    expect(median([40_000, 10_000, 30_000, 20_000])).toBe(25_000)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('refuses to make a figure out of no values', () => {
    expect(() => median([])).toThrow('median of no values')
  })
})
