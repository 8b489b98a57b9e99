// build.json as a build writes it (revisions, and the recent changes carried on from the previous live build) and the
// base path an export was built for, as npm run serve and the link check read it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { SiteContent } from '@/lib/content/site-content'
import type { ContentSource } from '@/lib/content/source-config'
import { buildRecordOf, exportBasePath, previousBuildRecord } from '@/tools/export/build-record'
import type { BuildRecord } from '@/studio/plugins/site-status/logic/build-record'

const record = {
  builtAt: '2026-11-23T10:00:00.000Z',
  commit: null,
  source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
  documents: {},
}
let outDir: string
beforeEach(() => (outDir = mkdtempSync(path.join(tmpdir(), 'export-'))))
afterEach(() => rmSync(outDir, { recursive: true, force: true }))

it('reads the path of the address the export was built for', () => {
  writeFileSync(
    path.join(outDir, 'build.json'),
    JSON.stringify({ ...record, siteUrl: 'https://owner.github.io/northbeam/' }),
  )
  expect(exportBasePath(outDir)).toBe('/northbeam')
  writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ ...record, siteUrl: 'https://www.example.com/' }))
  expect(exportBasePath(outDir)).toBe('')
})

it('serves from the root an export without build.json', () => {
  expect(exportBasePath(outDir)).toBe('')
})

it('names the file and what is wrong with a build.json that is not a build record', () => {
  writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ ...record, siteUrl: 42 }))
  expect(() => exportBasePath(outDir)).toThrow(
    `${path.join(outDir, 'build.json')} is not a build record: siteUrl is not a string`,
  )
})

describe('the record a build writes', () => {
  const doc = (_id: string, _rev: string, _updatedAt: string) => ({ _id, _type: _id.split('.')[0], _rev, _updatedAt })
  // Only the baked documents' system fields matter to the record.
  const content = (webRev = 'w2', webPublished = '2026-11-24T10:05:00Z') =>
    ({
      settings: doc('siteSettings', 's1', '2026-11-01T09:00:00Z'),
      home: doc('homePage', 'h1', '2026-11-01T09:00:00Z'),
      services: [doc('service.web', webRev, webPublished), doc('service.cloud', 'c2', '2026-11-24T10:04:00Z')],
      benefits: [],
      portfolio: [],
      legalPages: [],
    }) as unknown as SiteContent
  const source: ContentSource = { kind: 'dataset-file', file: path.join(process.cwd(), 'content/dataset.ndjson') }
  const now = new Date('2026-11-24T10:06:00.000Z')
  const previous: BuildRecord = {
    builtAt: '2026-11-24T09:00:00.000Z',
    commit: null,
    source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
    siteUrl: 'http://127.0.0.1:3000/',
    documents: { siteSettings: 's1', homePage: 'h1', 'service.web': 'w1', 'service.cloud': 'c1' },
    changes: [
      {
        _id: 'service.web',
        _type: 'service',
        _rev: 'w1',
        publishedAt: '2026-11-24T08:58:00Z',
        builtAt: '2026-11-24T09:00:00.000Z',
      },
    ],
  }

  it('lists every baked document with its revision', () => {
    const record = buildRecordOf(content(), source, 'http://127.0.0.1:3000/', { now, env: { GITHUB_SHA: 'abc1234' } })
    expect(record).toMatchObject({
      builtAt: '2026-11-24T10:06:00.000Z',
      commit: 'abc1234',
      source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
    })
    expect(record.documents).toEqual({ siteSettings: 's1', homePage: 'h1', 'service.web': 'w2', 'service.cloud': 'c2' })
  })

  it('records the revisions the previous build did not have as changes, newest publish first, then carries the previous ones on', () => {
    const record = buildRecordOf(content(), source, 'http://127.0.0.1:3000/', { now, previous })
    expect(record.changes).toEqual([
      {
        _id: 'service.web',
        _type: 'service',
        _rev: 'w2',
        publishedAt: '2026-11-24T10:05:00Z',
        builtAt: '2026-11-24T10:06:00.000Z',
      },
      {
        _id: 'service.cloud',
        _type: 'service',
        _rev: 'c2',
        publishedAt: '2026-11-24T10:04:00Z',
        builtAt: '2026-11-24T10:06:00.000Z',
      },
      previous.changes![0],
    ])
  })

  it('keeps the twenty newest changes', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...previous.changes![0]!, _rev: `old${i}` }))
    const record = buildRecordOf(content(), source, 'http://127.0.0.1:3000/', {
      now,
      previous: { ...previous, changes: many },
    })
    expect(record.changes).toHaveLength(20)
    expect(record.changes?.slice(0, 3).map(({ _rev }) => _rev)).toEqual(['w2', 'c2', 'old0'])
  })

  it('starts the history empty without a previous build, or when the previous one was built from other content', () => {
    expect(buildRecordOf(content(), source, 'http://127.0.0.1:3000/', { now }).changes).toEqual([])
    const other = { ...previous, source: { kind: 'sanity' as const, projectId: 'abc', dataset: 'production' } }
    expect(buildRecordOf(content(), source, 'http://127.0.0.1:3000/', { now, previous: other }).changes).toEqual([])
  })

  it('names a document without a valid publish time', () => {
    expect(() => buildRecordOf(content('w2', 'yesterday'), source, 'http://127.0.0.1:3000/', { now })).toThrow(
      'Document "service.web" has no valid _updatedAt: the build record needs when each revision was published',
    )
  })

  it('reads the previous record from a build.json file, and says why when there is none to carry on', async () => {
    const file = path.join(outDir, 'build.json')
    expect(await previousBuildRecord(undefined)).toEqual({
      note: expect.stringContaining('no previous build named (PREVIOUS_BUILD)'),
    })
    expect(await previousBuildRecord(file)).toEqual({ note: `no ${file}: the change history starts with this build` })
    writeFileSync(file, JSON.stringify({ ...previous, changes: [{ _id: 'x' }] }))
    expect((await previousBuildRecord(file)).note).toBe(
      `${file} is not a build record (changes[0]._type is not a string): the change history starts with this build`,
    )
    writeFileSync(file, JSON.stringify(previous))
    expect(await previousBuildRecord(file)).toEqual({ record: previous, note: `changes carried on from ${file}` })
  })

  it('says why a live site gave no previous record', async () => {
    expect((await previousBuildRecord('http://127.0.0.1:9')).note).toMatch(
      /^no answer from http:\/\/127\.0\.0\.1:9\/build\.json .*: the change history starts with this build$/,
    )
  })
})
