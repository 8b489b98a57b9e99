// Where the build's content checks point: field paths through keyed and unkeyed list items, the id a broken
// reference names wherever it sits, and what is reported when a field the site routes by is missing.
import { validateSiteContent } from '@/lib/content/validate-content'
import { type Editable, loadRawContent } from './fixtures'

const settingsOf = async () => {
  const raw = await loadRawContent()
  return { raw, settings: raw.settings[0] as Editable }
}
const brokenLink = (path: string) => ({
  documentId: 'siteSettings',
  documentType: 'siteSettings',
  path,
  message: 'Referenced document must be published: no published document has the _id "legalPage.cookie-policy"',
})

describe('validateSiteContent paths', () => {
  it('names list items without a key by their index, and the id a broken reference among them names', async () => {
    const { raw, settings } = await settingsOf()
    for (const link of settings.footer.legalLinks) delete link._key
    settings.footer.legalLinks[1]._ref = 'legalPage.cookie-policy'
    expect(await validateSiteContent(raw)).toContainEqual(brokenLink('footer.legalLinks[1]'))
  })

  it('finds a broken reference in a list that also holds an empty item', async () => {
    const { raw, settings } = await settingsOf()
    settings.footer.legalLinks[1]._ref = 'legalPage.cookie-policy'
    settings.footer.legalLinks.unshift(null)
    expect(await validateSiteContent(raw)).toEqual([brokenLink('footer.legalLinks[_key=="lg2term0"]')])
  })

  it('names no id for a reference that has none', async () => {
    const { raw, settings } = await settingsOf()
    delete settings.footer.legalLinks[1]._ref
    expect(await validateSiteContent(raw)).toEqual([
      {
        documentId: 'siteSettings',
        documentType: 'siteSettings',
        path: 'footer.legalLinks[_key=="lg2term0"]',
        message: 'Must be a reference to a document',
      },
    ])
  })

  it('names no missing document for a reference that breaks another rule', async () => {
    const { raw, settings } = await settingsOf()
    settings.footer.legalLinks.push({ ...settings.footer.legalLinks[0], _key: 'again' })
    const duplicate = (key: string) => ({
      documentId: 'siteSettings',
      documentType: 'siteSettings',
      path: `footer.legalLinks[_key=="${key}"]`,
      message: "Can't be a duplicate",
    })
    expect(await validateSiteContent(raw)).toEqual([duplicate('lg1priv0'), duplicate('again')])
  })

  it('reports a legal page without a slug as a page the site misses, and the slug as required', async () => {
    const raw = await loadRawContent()
    delete (raw.legalPages.find((page) => page._id === 'legalPage.terms-of-service') as Editable).slug
    expect(await validateSiteContent(raw)).toEqual([
      {
        documentId: '(no legalPage /terms-of-service)',
        documentType: 'legalPage',
        path: 'slug.current',
        message:
          'missing: no legal page has the slug "terms-of-service", and the site must always have /terms-of-service',
      },
      { documentId: 'legalPage.terms-of-service', documentType: 'legalPage', path: 'slug', message: 'Required' },
      {
        documentId: 'legalPage.terms-of-service',
        documentType: 'legalPage',
        path: 'slug.current',
        message: 'Required',
      },
    ])
  })

  it('names a problem with the whole document as (document)', async () => {
    const raw = await loadRawContent()
    raw.services.push({ _id: 'service.mystery', _type: 'mystery' })
    expect(await validateSiteContent(raw)).toEqual([
      {
        documentId: 'service.mystery',
        documentType: 'mystery',
        path: '(document)',
        message: "Could not find schema type for type 'mystery', skipping validation",
      },
    ])
  })

  it.each([
    ['a string', 'settings'],
    ['undefined', undefined],
  ])('reports a query result that is %s as no object', async (_kind, raw) => {
    expect(await validateSiteContent(raw)).toEqual([
      {
        documentId: '(query result)',
        documentType: '(all)',
        path: '(result)',
        message: 'the query returned no object',
      },
    ])
  })
})
