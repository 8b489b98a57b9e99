import { gateDecided, medianDecided } from '../../../tools/perf/median-decided'
import { median } from '../../../tools/perf/median'

describe('medianDecided', () => {
  it('decides a 5-run median after 3 runs that all meet the target, or all miss it', () => {
    expect(medianDecided([100, 100, 100], 5, 100)).toBe(true)
    expect(medianDecided([99, 98, 97], 5, 100)).toBe(true)
  })

  it('goes on while the remaining runs could still change the median', () => {
    expect(medianDecided([100, 100], 5, 100)).toBe(false)
    expect(medianDecided([100, 99, 100], 5, 100)).toBe(false)
    expect(medianDecided([100, 99, 100, 99], 5, 100)).toBe(false)
    expect(medianDecided([100, 99, 100, 99, 100], 5, 100)).toBe(true)
  })

  it('never stops on a verdict that the full set of runs would reverse', () => {
    // Every sequence of 5 scores from {99, 100}: wherever it stops, the median of all 5 says the same.
    for (let bits = 0; bits < 32; bits++) {
      const scores = Array.from({ length: 5 }, (_, index) => ((bits >> index) & 1 ? 100 : 99))
      const stop = scores.findIndex((_, index) => medianDecided(scores.slice(0, index + 1), 5, 100))
      const meetingAtStop = scores.slice(0, stop + 1).filter((score) => score >= 100).length
      expect({ scores, stop, passes: meetingAtStop >= 3 }).toEqual({ scores, stop, passes: median(scores) >= 100 })
    }
  })
})

describe('gateDecided', () => {
  it('passes a route on a first run at the target, with no second run', () => {
    expect(gateDecided([100], 5, 100)).toBe(true)
  })

  it('after a first run below the target, goes on until the median of all the runs is decided', () => {
    expect(gateDecided([99], 5, 100)).toBe(false)
    expect(gateDecided([99, 100], 5, 100)).toBe(false)
    expect(gateDecided([99, 100, 100], 5, 100)).toBe(false)
    expect(gateDecided([99, 100, 100, 100], 5, 100)).toBe(true)
    expect(gateDecided([99, 98, 100, 97], 5, 100)).toBe(true)
  })
})
