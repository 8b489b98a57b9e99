// Publish-to-live figures from a live build.json: each change measured to its build, or to when the tool saw it live.
import type { BuildChange, BuildRecord } from '@/lib/site-status/build-record'
import { duration, measuredToSentence, median, publishToLive } from '@/lib/site-status/publish-to-live'

const change = (id: string, publishedAt: string, builtAt: string): BuildChange => ({ _id: id, _type: 'service', _rev: `${id}-rev`, publishedAt, builtAt })
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
    expect(changes.map(({ _id, ms, measuredTo }) => [_id, ms, measuredTo])).toEqual([
      ['service.web', 90_000, 'built'],
      ['benefit.a', 60_000, 'built'],
    ])
    expect(medianMs).toBe(75_000)
    expect(recentCount).toBe(2)
  })

  it('prefers the moment the tool saw a revision live, which includes the deploy', () => {
    const seen = Date.parse('2026-11-24T10:11:00Z')
    const { changes } = publishToLive(record([change('service.web', '2026-11-24T10:08:30Z', '2026-11-24T10:10:00.000Z')]), {
      'service.web@service.web-rev': seen,
    })
    expect(changes[0]).toMatchObject({ measuredTo: 'seen-live', liveAt: '2026-11-24T10:11:00.000Z', ms: 150_000 })
  })

  it('takes the median over the ten newest changes only', () => {
    const old = Array.from({ length: 5 }, (_, i) => change(`old.${i}`, '2026-11-01T00:00:00Z', '2026-11-01T05:00:00.000Z'))
    const recent = Array.from({ length: 10 }, (_, i) => change(`new.${i}`, '2026-11-24T10:00:00Z', `2026-11-24T10:0${i}:30.000Z`))
    const { medianMs, recentCount } = publishToLive(record([...recent, ...old]))
    expect(recentCount).toBe(10)
    expect(medianMs).toBe(5 * 60_000)
  })

  it('has no figure for a build that carries no changes (or was made before they were recorded)', () => {
    expect(publishToLive(record())).toEqual({ changes: [], medianMs: undefined, recentCount: 0 })
    expect(median([])).toBeUndefined()
  })

  it('says durations the way people do', () => {
    expect([45_000, 60_000, 112_000, 3_600_000, 7_500_000].map(duration)).toEqual(['45 s', '1 min', '1 min 52 s', '1 h', '2 h 5 min'])
  })

  it('says what the figures are measured to', () => {
    const changes = [change('a', '2026-11-24T10:00:00Z', '2026-11-24T10:01:00.000Z'), change('b', '2026-11-24T10:00:00Z', '2026-11-24T10:01:00.000Z')]
    expect(measuredToSentence(publishToLive(record(changes)).changes)).toBe(
      'Measured from each publish to the build that took it live (build.json’s builtAt); the upload and deploy after the build are not counted.',
    )
    const mixed = publishToLive(record(changes), { 'a@a-rev': Date.parse('2026-11-24T10:02:00Z') })
    expect(measuredToSentence(mixed.changes)).toMatch(/, except 1 measured to when this Studio first saw it live\.$/)
    const seen = publishToLive(record(changes.slice(0, 1)), { 'a@a-rev': Date.parse('2026-11-24T10:02:00Z') })
    expect(measuredToSentence(seen.changes)).toBe('Measured from each publish to when this Studio first saw it live.')
  })
})
