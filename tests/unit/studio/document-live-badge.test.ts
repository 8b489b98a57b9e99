// The badge on an open document: Live, Waiting for rebuild (red once overdue), Live status unknown, and on the local
// Content Lake what the local site is doing; none for a document never published or before the first check.
import type { BuildRecord } from '@/studio/plugins/site-status/logic/build-record'
import type { LiveBuild } from '@/studio/plugins/site-status/logic/live-build'
import { documentBadge } from '@/studio/plugins/site-status/document-badge'

const checkedAt = Date.parse('2026-11-23T12:00:00Z')
const published = {
  _id: 'service.web',
  _type: 'service',
  _rev: 'r2',
  _createdAt: '2026-11-01T00:00:00Z',
  _updatedAt: '2026-11-23T11:57:00Z',
}
const record: BuildRecord = {
  builtAt: '2026-11-23T11:30:00.000Z',
  commit: null,
  source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
  siteUrl: 'http://127.0.0.1:3000/',
  documents: { 'service.web': 'r1' },
}
const url = 'http://127.0.0.1:3000/build.json'
const live = (documents: Record<string, string>): LiveBuild => ({
  status: 'live',
  record: { ...record, documents },
  url,
})
const options = { local: false, overdueAfterMs: 10 * 60_000 }
const local = { ...options, local: true }

describe('the document badge', () => {
  it('is Live, in green, when the live site shows the published revision', () => {
    expect(documentBadge(published, { live: live({ 'service.web': 'r2' }), checkedAt }, options)).toMatchObject({
      label: 'Live',
      color: 'success',
    })
  })

  it('is Waiting for rebuild, in amber, then in red once the change is overdue, saying how long ago it was published', () => {
    expect(documentBadge(published, { live: live({ 'service.web': 'r1' }), checkedAt }, options)).toEqual({
      label: 'Waiting for rebuild',
      color: 'warning',
      title: 'Published 3 min ago; the live site still shows the version before. See the Site tool.',
    })
    expect(documentBadge(published, { live: live({}), checkedAt: checkedAt + 20 * 60_000 }, options)).toEqual({
      label: 'Waiting for rebuild',
      color: 'danger',
      title: 'Published 23 min ago and still not live: the rebuild seems not to have happened. See the Site tool.',
    })
  })

  it('is Live status unknown, with the reason, when the site cannot be read', () => {
    const unreachable: LiveBuild = { status: 'unreachable', reason: `no answer from ${url} (ECONNREFUSED)`, url }
    expect(documentBadge(published, { live: unreachable, checkedAt }, options)).toEqual({
      label: 'Live status unknown',
      title: `The live site could not be read (no answer from ${url} (ECONNREFUSED)). See the Site tool.`,
    })
  })

  it('on the local Content Lake says whether no local site answers, or its first build is under way, or failed', () => {
    const none: LiveBuild = { status: 'unreachable', reason: 'no answer', url }
    const answering = (state: 'building' | 'failed'): LiveBuild => ({
      status: 'unreachable',
      reason: '503',
      url,
      httpStatus: 503,
      localBuild: state === 'building' ? { state } : { state, error: 'x', failedAt: '2026-11-23T11:59:00Z' },
    })
    expect(documentBadge(published, { live: none, checkedAt }, local)).toMatchObject({
      label: 'No local site',
      title: expect.stringContaining(url),
    })
    expect(documentBadge(published, { live: answering('building'), checkedAt }, local)).toMatchObject({
      label: 'Local site building',
    })
    expect(documentBadge(published, { live: answering('failed'), checkedAt }, local)).toMatchObject({
      label: 'Local site build failed',
      color: 'danger',
    })
    // With a real project the same answers are only a site that cannot be read.
    expect(documentBadge(published, { live: answering('failed'), checkedAt }, options)).toMatchObject({
      label: 'Live status unknown',
    })
  })

  it('is not shown for a document never published, or before the site was first checked', () => {
    expect(documentBadge(null, { live: live({}), checkedAt }, options)).toBeNull()
    expect(documentBadge(published, { live: undefined, checkedAt }, options)).toBeNull()
    expect(documentBadge(published, { live: live({}), checkedAt: undefined }, options)).toBeNull()
  })
})
