// The publish-to-live median is the middle duration, whatever order the changes were recorded in.
import { median } from '@/lib/site-status/publish-to-live'

describe('the median', () => {
  it('is the middle value of durations in any order', () => {
    expect(median([90_000, 30_000, 60_000])).toBe(60_000)
    expect(median([40_000, 10_000, 30_000, 20_000])).toBe(25_000)
  })
})
