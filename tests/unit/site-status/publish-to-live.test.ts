// Publish-to-live figures from a live build.json: each change measured to the build that carried it.
import type { BuildChange, BuildRecord } from '@/studio/plugins/site-status/logic/build-record'
import { duration, publishToLive } from '@/studio/plugins/site-status/logic/publish-to-live'

const change = (id: string, publishedAt: string, builtAt: string): BuildChange => ({
  _id: id,
  _type: 'service',
  _rev: `${id}-rev`,
  publishedAt,
  builtAt,
})
const record = (changes?: BuildChange[]): BuildRecord => ({
  builtAt: '2026-11-24T10:10:00.000Z',
  commit: null,
  source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
  siteUrl: 'https://www.example.com/',
  documents: {},
  changes,
})

describe('publish to live', () => {
  it('measures each change from its publish to the build that carried it, newest first', () => {
    const { changes, medianMs, recentCount } = publishToLive(
      record([
        change('service.web', '2026-11-24T10:08:30Z', '2026-11-24T10:10:00.000Z'),
        change('benefit.a', '2026-11-24T09:00:00Z', '2026-11-24T09:01:00.000Z'),
      ]),
    )
    expect(changes.map(({ _id, ms }) => [_id, ms])).toEqual([
      ['service.web', 90_000],
      ['benefit.a', 60_000],
    ])
    expect(medianMs).toBe(75_000)
    expect(recentCount).toBe(2)
  })

  it('takes the median over the ten newest changes only', () => {
    const old = Array.from({ length: 5 }, (_, i) =>
      change(`old.${i}`, '2026-11-01T00:00:00Z', '2026-11-01T05:00:00.000Z'),
    )
    const recent = Array.from({ length: 10 }, (_, i) =>
      change(`new.${i}`, '2026-11-24T10:00:00Z', `2026-11-24T10:0${i}:30.000Z`),
    )
    const { medianMs, recentCount } = publishToLive(record([...recent, ...old]))
    expect(recentCount).toBe(10)
    expect(medianMs).toBe(5 * 60_000)
  })

  it('has no figure for a build that carries no changes (or was made before they were recorded)', () => {
    expect(publishToLive(record())).toEqual({ changes: [], medianMs: undefined, recentCount: 0 })
  })

  it('says durations the way people do', () => {
    expect([45_000, 60_000, 112_000, 3_600_000, 7_500_000].map(duration)).toEqual([
      '45 s',
      '1 min',
      '1 min 52 s',
      '1 h',
      '2 h 5 min',
    ])
  })
})
