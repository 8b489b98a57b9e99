// A build.json that is wrong in one place is refused, and the Site tool and npm run site-status say which field is
// wrong, so whoever fixes the deploy knows where to look.
import { parseBuildRecord } from '@/studio/plugins/site-status/logic/build-record'
import { fetchLiveBuild } from '@/studio/plugins/site-status/logic/live-build'

const good = {
  builtAt: '2026-11-23T11:30:00.000Z',
  commit: 'abc1234',
  source: { kind: 'sanity', projectId: 'p1', dataset: 'production' },
  siteUrl: 'https://www.example.com/',
  documents: { siteSettings: 'r1' },
  changes: [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      _rev: 'r1',
      publishedAt: '2026-11-23T11:29:00.000Z',
      builtAt: '2026-11-23T11:30:00.000Z',
    },
  ],
}
const change = good.changes[0]!

describe('a build.json wrong in one place', () => {
  it.each<[string, unknown, string]>([
    ['an array', [good], 'it is not a JSON object'],
    ['null', null, 'it is not a JSON object'],
    ['a commit that is a number', { ...good, commit: 1234 }, 'commit is neither a string nor null'],
    ['a source that is not an object', { ...good, source: 'sanity' }, 'source is not an object'],
    [
      'a dataset-file source without its file',
      { ...good, source: { kind: 'dataset-file' } },
      'source.file is not a string',
    ],
    [
      'a Sanity source without its dataset',
      { ...good, source: { kind: 'sanity', projectId: 'p1' } },
      'source needs projectId and dataset',
    ],
    [
      'a Sanity source without its project',
      { ...good, source: { kind: 'sanity', dataset: 'production' } },
      'source needs projectId and dataset',
    ],
    ['changes that are not a list', { ...good, changes: {} }, 'changes is not an array'],
    ['a change that is not an object', { ...good, changes: ['siteSettings'] }, 'changes[0] is not an object'],
    [
      'a change whose publish time is a number',
      { ...good, changes: [{ ...change, publishedAt: 1 }] },
      'changes[0].publishedAt is not an ISO time',
    ],
    [
      'a change whose build time is not a time',
      { ...good, changes: [change, { ...change, builtAt: 'yesterday' }] },
      'changes[1].builtAt is not an ISO time',
    ],
  ])('is refused for %s, naming it', (_what, value, problem) => {
    expect(parseBuildRecord(value)).toEqual({ problem })
  })

  it('is read when only the optional parts are missing or null: no commit, no changes, a dataset-file source', () => {
    for (const record of [
      good,
      { ...good, commit: null },
      { ...good, changes: undefined },
      { ...good, source: { kind: 'dataset-file', file: 'content/dataset.ndjson' } },
    ])
      expect(parseBuildRecord(record)).toEqual({ record })
  })
})

describe('the live build of another content source', () => {
  const answering = (body: object) =>
    (async () => new Response(JSON.stringify(body))) as unknown as typeof globalThis.fetch
  const expectedSource = { projectId: 'p1', dataset: 'production' }

  it('is refused when it was built from a dataset file, or from another Sanity project, naming both sources', async () => {
    const fromFile = await fetchLiveBuild('https://www.example.com', {
      fetch: answering({ ...good, source: { kind: 'dataset-file', file: 'content/dataset.ndjson' } }),
      expectedSource,
    })
    expect(fromFile).toMatchObject({
      status: 'invalid',
      reason:
        'https://www.example.com/build.json was built from dataset file content/dataset.ndjson, not from Sanity project p1, dataset production',
    })
    const otherProject = await fetchLiveBuild('https://www.example.com', {
      fetch: answering({ ...good, source: { ...good.source, projectId: 'p2' } }),
      expectedSource,
    })
    expect(otherProject).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining(
        'was built from Sanity project p2, dataset production, not from Sanity project p1',
      ),
    })
  })

  it('is this site’s when project and dataset both match', async () => {
    expect(await fetchLiveBuild('https://www.example.com', { fetch: answering(good), expectedSource })).toMatchObject({
      status: 'live',
    })
  })
})
