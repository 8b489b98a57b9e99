// Sanity's document ids as the lake reads them: which are valid, and what a draft or a release version stands for.
import { draftIdOf, isValidDocumentId, publishedIdOf, releaseOf } from '../src/document-ids'

describe('a document id', () => {
  it.each(['service.web', 'drafts.service.web', 'a', 'a_b-c.D9', 'x'.repeat(128)])('%s is valid', (id) =>
    expect(isValidDocumentId(id)).toBe(true),
  )

  it.each([
    ['empty', ''],
    ['longer than 128 characters', 'x'.repeat(129)],
    ['with a space', 'service web'],
    ['with an empty segment', 'service..web'],
    ['ending in a dot', 'service.'],
    ['not text', 7],
  ])('%s is not valid', (_, id) => expect(isValidDocumentId(id)).toBe(false))

  it('of a draft or a release version stands for its published id, and a version names its release', () => {
    expect(publishedIdOf('drafts.service.web')).toBe('service.web')
    expect(publishedIdOf('versions.spring.service.web')).toBe('service.web')
    expect(publishedIdOf('service.web')).toBe('service.web')
    expect(draftIdOf('versions.spring.service.web')).toBe('drafts.service.web')
    expect([releaseOf('versions.spring.service.web'), releaseOf('drafts.service.web')]).toEqual(['spring', undefined])
  })
})
