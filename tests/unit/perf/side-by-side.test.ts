import { jest } from '@jest/globals'
import { alternating, median } from '../../../lib/perf/side-by-side'

describe('median', () => {
  it('is the middle run, whatever order the runs came in, and the upper middle of an even count', () => {
    expect(median([570, 549, 575])).toBe(570)
    expect(median([4, 1, 3, 2])).toBe(3)
  })

  it('refuses to make a figure out of no runs', () => {
    expect(() => median([])).toThrow('median of no values')
  })
})

describe('alternating', () => {
  it('measures one of each candidate per round, so a host that slows down mid-session weighs on both alike', async () => {
    const order: string[] = []
    jest.spyOn(console, 'log').mockImplementation(() => {})
    const samples = await alternating(
      ['before', 'after'],
      3,
      async (ref) => (order.push(ref), ref.length),
      (sample, ref, round) => `${ref} ${round}: ${sample}`,
    )
    expect(order).toEqual(['before', 'after', 'before', 'after', 'before', 'after'])
    expect(samples).toEqual([6, 5, 6, 5, 6, 5])
    expect(console.log).toHaveBeenLastCalledWith('after 3: 5')
  })
})
