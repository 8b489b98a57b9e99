import { jest } from '@jest/globals'
import { alternating } from '../../../tools/perf/side-by-side'

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
