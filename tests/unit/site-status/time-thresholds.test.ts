// Where the Site tool's words change with time: "just now" becomes minutes at 45 s, minutes become hours at 60 min and
// hours become days at 48 h; a waiting change is overdue only once the threshold has passed.
import type { BuildRecord } from '@/studio/plugins/site-status/logic/build-record'
import { compareWithLive, timeAgo } from '@/studio/plugins/site-status/logic/compare'

const now = Date.parse('2026-11-23T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const seconds = 1_000
const minutes = 60 * seconds
const hours = 60 * minutes

describe('timeAgo at each boundary', () => {
  it.each([
    [44 * seconds, 'just now'],
    [45 * seconds, '1 min ago'],
    [59 * minutes, '59 min ago'],
    [60 * minutes, '1 h ago'],
    [47 * hours, '47 h ago'],
    [48 * hours, '2 days ago'],
  ])('%d ms ago reads "%s"', (ms, words) => {
    expect(timeAgo(ago(ms), now)).toBe(words)
  })
})

describe('overdue', () => {
  const record: BuildRecord = {
    builtAt: ago(hours),
    commit: null,
    source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
    siteUrl: 'http://127.0.0.1:3000/',
    documents: {},
  }
  const waitingFor = (ms: number) =>
    compareWithLive(
      [{ _id: 'service.web', _type: 'service', _rev: 'r2', _updatedAt: ago(ms) }],
      { status: 'live', record, url: '' },
      now,
      10 * minutes,
    ).overdue

  it('starts only after the threshold has passed, not when it is reached', () => {
    expect(waitingFor(10 * minutes)).toBe(false)
    expect(waitingFor(10 * minutes + 1)).toBe(true)
  })
})
