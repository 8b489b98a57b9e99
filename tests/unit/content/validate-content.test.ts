// The build's content checks: each kind of bad content is reported with its document, type, field path and reason.
import type { ContentProblem } from '@/lib/content/content-error'
import { ContentError, formatProblem } from '@/lib/content/content-error'
import { fetchSiteContent } from '@/lib/content/fetch-site-content'
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import { validateSiteContent, type RawSiteContent } from '@/lib/content/validate-content'
import { byId, type Editable, loadDocuments, loadRawContent, toNdjson, writeTempDataset } from './fixtures'

type Expected = Omit<ContentProblem, 'message'> & { message: string }
type Case = [description: string, mutate: (raw: RawSiteContent) => void, expected: Expected[]]

const settingsOf = (raw: RawSiteContent) => raw.settings[0] as Editable
const problem = (documentId: string, documentType: string, path: string, message: string): Expected => ({
  documentId,
  documentType,
  path,
  message,
})

/** A legal page an editor added, a copy of the privacy policy at `slug`, linked from nowhere. */
function newLegalPage(raw: RawSiteContent, slug: string): RawDocument & Editable {
  const copy = structuredClone(byId(raw.legalPages, 'legalPage.privacy-policy'))
  return { ...copy, _id: `legalPage.${slug}`, title: 'Cookie Policy', slug: { _type: 'slug', current: slug } }
}

const cases: Case[] = [
  [
    'a service without a title',
    (raw) => void delete byId(raw.services, 'service.web').title,
    [problem('service.web', 'service', 'title', 'Required')],
  ],
  [
    'a service description longer than 240 characters',
    (raw) => void (byId(raw.services, 'service.cloud').description = 'Cloud '.repeat(50)),
    [problem('service.cloud', 'service', 'description', 'at most 240 characters')],
  ],
  [
    'service features given as a string instead of a list',
    (raw) => void (byId(raw.services, 'service.web').features = 'Web'),
    [problem('service.web', 'service', 'features', 'Expected type "Array", got "String"')],
  ],
  [
    'a benefit icon outside the allowed list',
    (raw) => void (byId(raw.benefits, 'benefit.support').icon = 'banana'),
    [problem('benefit.support', 'benefit', 'icon', 'Value "banana" did not match any allowed values')],
  ],
  [
    'a portfolio gradient that is not a preset',
    (raw) => void (byId(raw.portfolio, 'portfolio.fintech-app').gradient = 'pink-lemonade'),
    [
      problem(
        'portfolio.fintech-app',
        'portfolioItem',
        'gradient',
        'Value "pink-lemonade" did not match any allowed values',
      ),
    ],
  ],
  [
    'a portfolio category the spec does not allow',
    (raw) => void (byId(raw.portfolio, 'portfolio.computer-vision').category = 'Games'),
    [
      problem(
        'portfolio.computer-vision',
        'portfolioItem',
        'category',
        'Value "Games" did not match any allowed values',
      ),
    ],
  ],
  [
    'an image URL over plain http',
    (raw) => void (byId(raw.portfolio, 'portfolio.healthcare-app').imageUrl = 'http://images.unsplash.com/photo-1'),
    [
      problem(
        'portfolio.healthcare-app',
        'portfolioItem',
        'imageUrl',
        'Image URL must use https (got "http://images.unsplash.com/photo-1")',
      ),
    ],
  ],
  [
    'an image URL on another host',
    (raw) => void (byId(raw.portfolio, 'portfolio.healthcare-app').imageUrl = 'https://cdn.example.com/photo.jpg'),
    [
      problem(
        'portfolio.healthcare-app',
        'portfolioItem',
        'imageUrl',
        'must be on images.unsplash.com (got "cdn.example.com")',
      ),
    ],
  ],
  [
    'a javascript: link in a legal page',
    (raw) => {
      const link = byId(raw.legalPages, 'legalPage.privacy-policy').body.find(
        (block: Editable) => block._key === 'pp038',
      ).markDefs[0]
      link.href = 'javascript:alert(document.cookie)'
    },
    [
      problem(
        'legalPage.privacy-policy',
        'legalPage',
        'body[_key=="pp038"].markDefs[_key=="pp035"].href',
        'Links may only be https, http, mailto:, tel:',
      ),
    ],
  ],
  [
    'an invalid contact e-mail',
    (raw) => void (settingsOf(raw).email = 'hello(at)example.com'),
    [problem('siteSettings', 'siteSettings', 'email', 'valid email')],
  ],
  [
    'a phone number with letters',
    (raw) => void (settingsOf(raw).phone = 'call 555-CODE'),
    [problem('siteSettings', 'siteSettings', 'phone', 'Phone number may hold only digits')],
  ],
  [
    'two legal pages with the same slug',
    (raw) => void (byId(raw.legalPages, 'legalPage.terms-of-service').slug.current = 'privacy-policy'),
    [
      problem('legalPage.privacy-policy', 'legalPage', 'slug', 'Slug is already in use'),
      problem('legalPage.terms-of-service', 'legalPage', 'slug', 'Slug is already in use'),
      problem(
        '(no legalPage /terms-of-service)',
        'legalPage',
        'slug.current',
        'no legal page has the slug "terms-of-service"',
      ),
    ],
  ],
  [
    'a legal-page slug that is no address',
    (raw) => {
      byId(raw.legalPages, 'legalPage.terms-of-service').slug.current = 'Terms_of_Service'
    },
    [
      problem(
        'legalPage.terms-of-service',
        'legalPage',
        'slug',
        '"Terms_of_Service" cannot be an address: use lower-case letters, digits and single hyphens',
      ),
      problem(
        '(no legalPage /terms-of-service)',
        'legalPage',
        'slug.current',
        'and the site must always have /terms-of-service',
      ),
    ],
  ],
  [
    'a new legal page at the address of the sitemap',
    (raw) => void raw.legalPages.push(newLegalPage(raw, 'sitemap')),
    [
      problem(
        'legalPage.sitemap',
        'legalPage',
        'slug',
        '"sitemap" is the address of the sitemap for search engines (/sitemap.xml): choose another slug',
      ),
    ],
  ],
  [
    'a new legal page at the address of the not-found page',
    (raw) => void raw.legalPages.push(newLegalPage(raw, '404')),
    [
      problem(
        'legalPage.404',
        'legalPage',
        'slug',
        '"404" is the address of the not-found page (404.html): choose another slug',
      ),
    ],
  ],
  [
    'the terms-of-service page removed',
    (raw) => void (raw.legalPages = raw.legalPages.filter((page) => page._id !== 'legalPage.terms-of-service')),
    [
      problem(
        '(no legalPage /terms-of-service)',
        'legalPage',
        'slug.current',
        'missing: no legal page has the slug "terms-of-service"',
      ),
      problem(
        'siteSettings',
        'siteSettings',
        'footer.legalLinks[_key=="lg2term0"]',
        'no published document has the _id "legalPage.terms-of-service"',
      ),
    ],
  ],
  [
    'no siteSettings document',
    (raw) => void (raw.settings = []),
    [
      problem(
        'siteSettings',
        'siteSettings',
        '(document)',
        'missing: the site needs exactly one siteSettings document',
      ),
    ],
  ],
  [
    'a second homePage document',
    (raw) => void raw.home.push({ ...structuredClone(raw.home[0]!), _id: 'homePage-copy' }),
    [problem('homePage, homePage-copy', 'homePage', '(document)', 'duplicated: found 2, the site needs exactly one')],
  ],
  [
    'a footer legal link to a document that does not exist',
    (raw) => void (settingsOf(raw).footer.legalLinks[0]._ref = 'legalPage.cookie-policy'),
    [
      problem(
        'siteSettings',
        'siteSettings',
        'footer.legalLinks[_key=="lg1priv0"]',
        'no published document has the _id "legalPage.cookie-policy"',
      ),
    ],
  ],
  [
    'no services at all',
    (raw) => void (raw.services = []),
    [problem('(no service)', 'service', '(document)', 'at least one service document is needed')],
  ],
  [
    'a social link over plain http',
    (raw) => void (settingsOf(raw).footer.socialLinks[0].url = 'http://github.com/northbeam-software'),
    [
      problem(
        'siteSettings',
        'siteSettings',
        'footer.socialLinks[_key=="sl1ghub0"].url',
        'Does not match allowed protocols/schemes',
      ),
    ],
  ],
  [
    'a header link to a section the home page does not have',
    (raw) => void (settingsOf(raw).navigation[2].section = 'blog'),
    [
      problem(
        'siteSettings',
        'siteSettings',
        'navigation[_key=="nav3abou"].section',
        'Value "blog" did not match any allowed values',
      ),
    ],
  ],
  [
    'a footer company link with a data: URL',
    (raw) => void (settingsOf(raw).footer.companyLinks[3].href = 'data:text/html,<script>alert(1)</script>'),
    [problem('siteSettings', 'siteSettings', 'footer.companyLinks[_key=="fl4blog0"].href', 'Links may only be https')],
  ],
  [
    'more than four hero figures',
    (raw) => {
      const { stats } = (raw.home[0] as Editable).hero
      for (let i = 0; i < 2; i++) stats.push({ ...stats[0], _key: `extra${i}` })
    },
    [problem('homePage', 'homePage', 'hero.stats', 'at most 4')],
  ],
  [
    'a phone number made of punctuation only',
    (raw) => void (settingsOf(raw).phone = '(---) ---'),
    [problem('siteSettings', 'siteSettings', 'phone', 'Phone number needs 7 to 15 digits (got 0')],
  ],
  [
    'two header links to the same section',
    (raw) => void (settingsOf(raw).navigation[1]!.section = 'home'),
    [problem('siteSettings', 'siteSettings', 'navigation', '"#home" is linked twice')],
  ],
]

describe('validateSiteContent', () => {
  it('finds no problem in the untouched embedded dataset', async () => {
    expect(await validateSiteContent(await loadRawContent())).toEqual([])
  })

  it('finds no problem in a legal page an editor added at a slug of its own, linked from nowhere', async () => {
    const raw = await loadRawContent()
    raw.legalPages.push(newLegalPage(raw, 'cookie-policy'))
    expect(await validateSiteContent(raw)).toEqual([])
  })

  it.each(cases)('reports %s', async (_description, mutate, expected) => {
    const raw = await loadRawContent()
    mutate(raw)
    const problems = await validateSiteContent(raw)
    expect(problems).toHaveLength(expected.length)
    expect(problems).toEqual(
      expect.arrayContaining(
        expected.map(({ message, ...where }) => ({ ...where, message: expect.stringContaining(message) })),
      ),
    )
  })

  it('reports every problem at once, across documents, not just the first', async () => {
    const raw = await loadRawContent()
    const chosen = [
      'a service without a title',
      'an image URL over plain http',
      'an invalid contact e-mail',
      'no services at all',
    ]
    for (const [, mutate] of cases.filter(([description]) => chosen.includes(description))) mutate(raw)
    const problems = await validateSiteContent(raw)
    expect(problems.map((p) => `${p.documentId} ${p.path}`).sort()).toEqual(
      ['(no service) (document)', 'portfolio.healthcare-app imageUrl', 'siteSettings email'].sort(),
    )
  })

  it('reports a query result that is not an object, or lacks a list, without crashing', async () => {
    expect(await validateSiteContent(null)).toEqual([
      {
        documentId: '(query result)',
        documentType: '(all)',
        path: '(result)',
        message: 'the query returned no object',
      },
    ])
    const raw: Partial<RawSiteContent> = await loadRawContent()
    delete raw.benefits
    expect(await validateSiteContent(raw)).toEqual([
      {
        documentId: '(query result)',
        documentType: '(all)',
        path: 'benefits',
        message: 'expected a list of documents',
      },
    ])
  })
})

describe('fetchSiteContent over a dataset file with bad content', () => {
  it('throws a ContentError listing each problem as `type "id" › path: message`', async () => {
    const documents = await loadDocuments()
    byId(documents, 'siteSettings').phone = 'ring us'
    byId(documents, 'portfolio.fintech-app').imageUrl = 'https://example.com/a.jpg'
    const { file, cleanup } = await writeTempDataset(toNdjson(documents))
    try {
      const error: unknown = await fetchSiteContent({ kind: 'dataset-file', file }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ContentError)
      const { message, problems } = error as ContentError
      expect(problems).toHaveLength(2)
      expect(message.split('\n')).toEqual([
        'The content has 2 problems; nothing was built:',
        ...problems.map((p) => `  - ${formatProblem(p)}`),
      ])
      expect(message).toContain(
        '  - siteSettings "siteSettings" › phone: Phone number may hold only digits, spaces, +, (, ), . and - (got "ring us")',
      )
      expect(message).toContain(
        '  - portfolioItem "portfolio.fintech-app" › imageUrl: Image URL must be on images.unsplash.com (got "example.com")',
      )
    } finally {
      await cleanup()
    }
  })

  it('says "1 problem" in the singular', async () => {
    const documents = await loadDocuments()
    byId(documents, 'siteSettings').email = 'nobody'
    const { file, cleanup } = await writeTempDataset(toNdjson(documents))
    try {
      await expect(fetchSiteContent({ kind: 'dataset-file', file })).rejects.toThrow(
        /^The content has 1 problem; nothing was built:\n {2}- siteSettings "siteSettings" › email: /,
      )
    } finally {
      await cleanup()
    }
  })
})
