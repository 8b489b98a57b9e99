// Published revisions against the live build.json: live, waiting (and overdue), unknown when the build cannot be read.
import type { BuildRecord } from '@/studio/plugins/site-status/logic/build-record'
import { compareWithLive, timeAgo, type PublishedDocument } from '@/studio/plugins/site-status/logic/compare'
import type { LiveBuild } from '@/studio/plugins/site-status/logic/live-build'

const now = Date.parse('2026-11-23T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()

const record: BuildRecord = {
  builtAt: minutesAgo(30),
  commit: 'abc123',
  source: { kind: 'sanity', projectId: 'p1', dataset: 'production' },
  siteUrl: 'https://www.example.com/',
  documents: { siteSettings: 'r1', 'service.web': 'r2', 'service.old': 'r9' },
}
const live: LiveBuild = { status: 'live', record, url: 'https://www.example.com/build.json' }
const published: PublishedDocument[] = [
  { _id: 'siteSettings', _type: 'siteSettings', _rev: 'r1', _updatedAt: minutesAgo(40) },
  { _id: 'service.web', _type: 'service', _rev: 'r3', _updatedAt: minutesAgo(3) },
  { _id: 'service.new', _type: 'service', _rev: 'r4', _updatedAt: minutesAgo(25) },
]

describe('compareWithLive', () => {
  it('calls a document live only when the live build holds its published revision', () => {
    const status = compareWithLive(published, live, now)
    expect(status.documents.map(({ _id, state }) => [_id, state])).toEqual([
      ['siteSettings', 'live'],
      ['service.web', 'waiting'],
      ['service.new', 'waiting'],
    ])
    expect(status.liveCount).toBe(1)
  })

  it('marks a document overdue once it has waited longer than the threshold (10 min by default)', () => {
    const status = compareWithLive(published, live, now)
    expect(status.documents.find((document) => document._id === 'service.web')?.overdue).toBe(false)
    expect(status.documents.find((document) => document._id === 'service.new')?.overdue).toBe(true)
    expect(status.overdue).toBe(true)
    expect(compareWithLive(published, live, now, 30 * 60_000).overdue).toBe(false)
  })

  it('lists what the live site still shows but is no longer published', () => {
    expect(compareWithLive(published, live, now).removed).toEqual(['service.old'])
  })

  it.each<LiveBuild>([
    { status: 'unreachable', reason: 'no answer', url: 'https://www.example.com/build.json' },
    { status: 'invalid', reason: 'not JSON', url: 'https://www.example.com/build.json' },
  ])('never says live when the live build cannot be read ($status): every document is unknown', (unreadable) => {
    const status = compareWithLive(published, unreadable, now)
    expect(status.documents.map(({ state }) => state)).toEqual(['unknown', 'unknown', 'unknown'])
    expect(status.liveCount).toBe(0)
    expect(status.overdue).toBe(false)
    expect(status.removed).toEqual([])
  })
})

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [3, '3 min ago'],
    [90, '2 h ago'],
    [60 * 72, '3 days ago'],
  ])('%i minutes ago reads "%s"', (minutes, text) => {
    expect(timeAgo(minutesAgo(minutes), now)).toBe(text)
  })
})
