// Perspectives decide what a query sees: every document (raw), published ones only, or drafts laid over them.
import { documentsInPerspective, parsePerspective } from '../src/perspective'
import { LakeError } from '../src/lake-error'
import type { RawDocument } from '../src/dataset-format'
import { closeLakes, draft, draftOnly, published, startLake } from './lake-fixture'

const version: RawDocument = { _id: 'versions.rSpring.service.web', _type: 'service', title: 'Web (spring)' }

afterEach(closeLakes)

describe('documentsInPerspective', () => {
  it('returns drafts and published documents side by side in the raw perspective', () => {
    expect(documentsInPerspective([published, draft], 'raw').map((doc) => doc._id)).toEqual([
      'service.web',
      'drafts.service.web',
    ])
  })

  it('leaves drafts and release versions out of the published perspective', () => {
    expect(documentsInPerspective([published, draft, draftOnly, version], 'published')).toEqual([published])
  })

  it('lets a draft replace its published document under the published id in the drafts perspective', () => {
    expect(documentsInPerspective([published, draft, draftOnly], ['drafts'])).toEqual([
      { ...draft, _id: 'service.web', _originalId: 'drafts.service.web' },
      { ...draftOnly, _id: 'service.new', _originalId: 'drafts.service.new' },
    ])
  })

  it('shows a published document with no draft in the drafts perspective, saying where it came from', () => {
    const other: RawDocument = { ...published, _id: 'service.other', title: 'Other' }
    // In either order, the draft wins over its published document.
    for (const documents of [
      [draft, published, other],
      [published, draft, other],
    ]) {
      expect(documentsInPerspective(documents, ['drafts'])).toEqual([
        { ...draft, _id: 'service.web', _originalId: 'drafts.service.web' },
        { ...other, _originalId: 'service.other' },
      ])
    }
  })

  it('leaves out drafts and other releases when the stack names only a release', () => {
    expect(documentsInPerspective([published, draft, draftOnly, version], ['rSpring'])).toEqual([
      { ...version, _id: 'service.web', _originalId: 'versions.rSpring.service.web' },
    ])
    expect(documentsInPerspective([published, draft, draftOnly, version], ['rAutumn'])).toEqual([
      { ...published, _originalId: 'service.web' },
    ])
  })

  it('lays a release over drafts when the stack names the release first', () => {
    expect(documentsInPerspective([published, draft, version], ['rSpring', 'drafts']).map((doc) => doc.title)).toEqual([
      'Web (spring)',
    ])
    expect(documentsInPerspective([published, draft, version], ['drafts']).map((doc) => doc.title)).toEqual([
      'Web (draft)',
    ])
  })
})

describe('parsePerspective', () => {
  it('defaults to published from API version 2025-02-19 and to raw before it, as the real API does', () => {
    for (const none of [null, undefined, '']) {
      expect(parsePerspective(none, '2025-02-19')).toBe('published')
      expect(parsePerspective(none, 'X')).toBe('published')
      expect(parsePerspective(none, '2021-06-07')).toBe('raw')
      expect(parsePerspective(none, '1')).toBe('raw')
    }
  })

  it('reads raw and published as themselves, whatever the version', () => {
    expect(parsePerspective('published', '2021-06-07')).toBe('published')
    expect(parsePerspective('raw', '2025-02-19')).toBe('raw')
  })

  it('reads previewDrafts as the drafts stack and a comma-separated list as a stack over published', () => {
    expect(parsePerspective('previewDrafts', '2025-02-19')).toEqual(['drafts'])
    expect(parsePerspective('rSpring,drafts,published', '2025-02-19')).toEqual(['rSpring', 'drafts'])
    expect(parsePerspective(' rSpring, drafts ', '2025-02-19')).toEqual(['rSpring', 'drafts'])
  })

  it('refuses raw inside a stack, which cannot be laid over anything', () => {
    expect(() => parsePerspective('drafts,raw', '2025-02-19')).toThrow(
      'Invalid perspective "drafts,raw": raw is every document, so it is asked for alone, not in a list',
    )
  })

  it('refuses a perspective that is no name with a 400 naming it', () => {
    const error = (() => {
      try {
        parsePerspective('drafts;DROP', '2025-02-19')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(LakeError)
    expect(error).toMatchObject({
      status: 400,
      body: { error: { type: 'httpBadRequest', description: expect.stringContaining('"drafts;DROP"') } },
    })
  })
})

describe('queries over HTTP', () => {
  it('honour the perspective a client asks for', async () => {
    const { client } = await startLake()
    const query = '*[_type == "service"] | order(_id asc).title'
    await expect(client.fetch(query, {}, { perspective: 'published' })).resolves.toEqual(['Web'])
    await expect(client.fetch(query, {}, { perspective: 'drafts' })).resolves.toEqual(['New', 'Web (draft)'])
    await expect(client.fetch(query, {}, { perspective: 'raw' })).resolves.toEqual(['New', 'Web (draft)', 'Web'])
  })

  it('take long queries by POST with their params in the body', async () => {
    const { client } = await startLake()
    const padding = ' '.repeat(12_000)
    await expect(
      client.fetch(`*[_id == $id][0].title${padding}`, { id: 'service.web' }, { perspective: 'published' }),
    ).resolves.toBe('Web')
  })
})
