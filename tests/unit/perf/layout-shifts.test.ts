import { shiftedElements } from '../../../tools/perf/layout-shifts'

describe('shiftedElements', () => {
  it('names each element that moved by its selector, with its shift score', () => {
    const audit = {
      details: {
        items: [
          {
            node: { selector: 'body > main > section#home > div.relative', snippet: '<div class="relative">' },
            score: 0.0081,
          },
          { node: { snippet: '<p class="lead">' }, score: 0.0004 },
        ],
      },
    }
    expect(shiftedElements(audit)).toBe('body > main > section#home > div.relative (0.0081); <p class="lead"> (0.0004)')
  })

  it('says so when Lighthouse names no element', () => {
    expect(shiftedElements({ details: { items: [] } })).toBe('no element named')
    expect(shiftedElements(undefined)).toBe('no element named')
  })
})
