// The preview's pure pieces: which variables it needs, and how broken drafts fall back to their published versions.
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import type { RawSiteContent } from '@/lib/content/validate-content'
import { withPublishedInPlaceOf } from '@/lib/preview/published-fallback'
import { missingPreviewVariable } from '@/lib/preview/preview-variables'

const doc = (id: string, title: string): RawDocument => ({ _id: id, _type: 'service', title })
const content = (services: RawDocument[]): RawSiteContent => ({
  settings: [],
  home: [],
  services,
  benefits: [],
  portfolio: [],
  legalPages: [],
})

describe('missingPreviewVariable', () => {
  it('names SANITY_PROJECT_ID first, then the read token, and nothing once both are set', () => {
    expect(missingPreviewVariable({})).toBe('SANITY_PROJECT_ID')
    expect(missingPreviewVariable({ SANITY_PROJECT_ID: 'abc', SANITY_API_READ_TOKEN: '  ' })).toBe(
      'SANITY_API_READ_TOKEN',
    )
    expect(missingPreviewVariable({ SANITY_PROJECT_ID: 'abc', SANITY_API_READ_TOKEN: 'sk' })).toBeUndefined()
  })
})

describe('withPublishedInPlaceOf', () => {
  const published = content([doc('a', 'A'), doc('b', 'B')])
  const drafts = content([doc('a', 'A draft'), doc('b', 'B draft'), doc('c', 'never published')])

  it('swaps only the listed drafts for their published versions, in place', () => {
    expect(withPublishedInPlaceOf(drafts, published, new Set(['b'])).services.map((d) => d.title)).toEqual([
      'A draft',
      'B',
      'never published',
    ])
  })

  it('drops a broken draft that was never published', () => {
    expect(withPublishedInPlaceOf(drafts, published, new Set(['c'])).services.map((d) => d._id)).toEqual(['a', 'b'])
  })
})
