// Click-to-edit attributes for one document's fields: the paths they name, and the islands' attributes left out in
// the export so the islands' props stay as they were. The preview's attribute is stood in for by one that shows its path.
import { jest } from '@jest/globals'

jest.unstable_mockModule('@site-mode/edit-attribute', () => ({
  editAttribute: (document: { _id: string }, path: string) => ({ 'data-sanity': `${document._id}:${path}` }),
}))

let scope: typeof import('@/lib/content/edit-scope')
beforeAll(async () => {
  scope = await import('@/lib/content/edit-scope')
})

const home = { _id: 'homePage', _type: 'homePage' }

describe('editScope', () => {
  it('names a field below the scope’s base path', () => {
    expect(scope.editScope(home, 'hero')('stats[_key=="a"].value')).toEqual({
      'data-sanity': 'homePage:hero.stats[_key=="a"].value',
    })
  })

  it('names the field itself when the scope has no base path', () => {
    expect(scope.editScope(home)('title')).toEqual({ 'data-sanity': 'homePage:title' })
  })
})

describe('keyed', () => {
  it('names an item of a keyed array as Sanity’s field paths do, the key quoted', () => {
    expect(scope.keyed('stats', 'a"b')).toBe('stats[_key=="a\\"b"]')
  })
})

describe('islandAttribute and islandAttributes', () => {
  const filled = { 'data-sanity': 'homePage:title' }
  it('keep an attribute that names a field', () => {
    expect(scope.islandAttribute(filled)).toBe(filled)
    const attributes = { title: filled, body: {} }
    expect(scope.islandAttributes(attributes)).toBe(attributes)
  })

  it('are undefined when every attribute is empty, as in the export', () => {
    expect(scope.islandAttribute({})).toBeUndefined()
    expect(scope.islandAttribute({ 'data-sanity': '' })).toBeUndefined()
    expect(scope.islandAttributes({ title: {}, body: { 'data-sanity': '' } })).toBeUndefined()
  })
})
