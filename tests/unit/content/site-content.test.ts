// Shaping the validated query result into what pages render: singletons, legal links and editor-set order.
import { fetchSiteContent } from '@/lib/content/fetch-site-content'
import type { SiteContentQueryResult } from '@/lib/content/sanity.types'
import { countDocuments, formatCounts, toSiteContent } from '@/lib/content/site-content'
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import { byId, loadDocuments, loadRawContent, toNdjson, writeTempDataset } from './fixtures'

const shape = async (documents?: RawDocument[]) =>
  toSiteContent((await loadRawContent(documents)) as unknown as SiteContentQueryResult)
const ids = (list: { _id: string }[]) => list.map((doc) => doc._id)

function swapOrderRank(documents: RawDocument[], a: string, b: string): void {
  const first = byId(documents, a)
  const second = byId(documents, b)
  ;[first.orderRank, second.orderRank] = [second.orderRank, first.orderRank]
}

describe('toSiteContent', () => {
  it('resolves the footer legal links to page titles, routes and pages, in reference order', async () => {
    expect((await shape()).legalLinks).toEqual([
      {
        label: 'Privacy Policy',
        href: '/privacy-policy',
        page: { _id: 'legalPage.privacy-policy', _type: 'legalPage' },
      },
      {
        label: 'Terms of Service',
        href: '/terms-of-service',
        page: { _id: 'legalPage.terms-of-service', _type: 'legalPage' },
      },
    ])
  })

  it('follows the references’ order, not the pages’ order', async () => {
    const documents = await loadDocuments()
    byId(documents, 'siteSettings').footer.legalLinks.reverse()
    expect((await shape(documents)).legalLinks.map((link) => link.href)).toEqual([
      '/terms-of-service',
      '/privacy-policy',
    ])
  })

  it('uses each legal page’s current title and slug', async () => {
    const documents = await loadDocuments()
    byId(documents, 'legalPage.terms-of-service').title = 'Terms of Use'
    expect((await shape(documents)).legalLinks[1]).toMatchObject({ label: 'Terms of Use', href: '/terms-of-service' })
  })

  it('links a legal page an editor added only once Site settings lists it, where the editor put it', async () => {
    const documents = await loadDocuments()
    const cookies = {
      ...structuredClone(byId(documents, 'legalPage.privacy-policy')),
      _id: 'legalPage.cookie-policy',
      title: 'Cookie Policy',
    }
    documents.push({ ...cookies, slug: { _type: 'slug', current: 'cookie-policy' } })
    const added = await shape(documents)
    expect(added.legalPages.map((page) => page.slug.current)).toEqual([
      'cookie-policy',
      'privacy-policy',
      'terms-of-service',
    ])
    expect(added.legalLinks.map((link) => link.href)).toEqual(['/privacy-policy', '/terms-of-service'])

    byId(documents, 'siteSettings').footer.legalLinks.splice(1, 0, {
      _key: 'cookies',
      _type: 'reference',
      _ref: 'legalPage.cookie-policy',
    })
    expect((await shape(documents)).legalLinks.map(({ label, href }) => [label, href])).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Terms of Service', '/terms-of-service'],
    ])
  })

  it('leaves out a legal link whose page is missing instead of linking nowhere', async () => {
    const raw = await loadRawContent()
    raw.legalPages = raw.legalPages.filter((page) => page._id !== 'legalPage.privacy-policy')
    const content = toSiteContent(raw as unknown as SiteContentQueryResult)
    expect(content.legalLinks).toEqual([
      expect.objectContaining({ label: 'Terms of Service', href: '/terms-of-service' }),
    ])
  })

  it('unwraps the settings and home page singletons', async () => {
    const content = await shape()
    expect(content.settings).toMatchObject({ _id: 'siteSettings', companyName: 'Northbeam Software' })
    expect(content.home._id).toBe('homePage')
  })

  it('refuses a result without exactly one settings document', async () => {
    const raw = await loadRawContent()
    raw.settings = []
    expect(() => toSiteContent(raw as unknown as SiteContentQueryResult)).toThrow(
      'Expected exactly one siteSettings document, got 0',
    )
    raw.settings = [...raw.home]
    raw.home.push(raw.home[0]!)
    expect(() => toSiteContent(raw as unknown as SiteContentQueryResult)).toThrow(
      'Expected exactly one homePage document, got 2',
    )
  })

  it('counts the documents of each type', async () => {
    expect(countDocuments(await shape())).toEqual({
      siteSettings: 1,
      homePage: 1,
      service: 6,
      benefit: 6,
      portfolioItem: 6,
      legalPage: 2,
    })
  })

  it('words the counts for the build log', async () => {
    expect(formatCounts(await shape())).toBe(
      'siteSettings 1, homePage 1, service 6, benefit 6, portfolioItem 6, legalPage 2',
    )
  })
})

describe('the order editors set', () => {
  it('lists services, benefits and projects by orderRank', async () => {
    const content = await shape()
    expect(ids(content.services)).toEqual([
      'service.mobile-app',
      'service.web',
      'service.ai-ml',
      'service.custom-software',
      'service.database',
      'service.cloud',
    ])
    expect(ids(content.benefits)[0]).toBe('benefit.proven-expertise')
    expect(ids(content.portfolio)[0]).toBe('portfolio.fintech-app')
  })

  it('moves services when their orderRank values are swapped', async () => {
    const documents = await loadDocuments()
    swapOrderRank(documents, 'service.mobile-app', 'service.cloud')
    expect(ids((await shape(documents)).services)).toEqual([
      'service.cloud',
      'service.web',
      'service.ai-ml',
      'service.custom-software',
      'service.database',
      'service.mobile-app',
    ])
  })

  it('moves benefits and projects when their orderRank values are swapped', async () => {
    const documents = await loadDocuments()
    swapOrderRank(documents, 'benefit.fast-delivery', 'benefit.support')
    swapOrderRank(documents, 'portfolio.fintech-app', 'portfolio.ecommerce-platform')
    const content = await shape(documents)
    expect(ids(content.benefits)).toEqual([
      'benefit.proven-expertise',
      'benefit.support',
      'benefit.dedicated-team',
      'benefit.innovative-solutions',
      'benefit.quality-assurance',
      'benefit.fast-delivery',
    ])
    expect(ids(content.portfolio).slice(0, 3)).toEqual([
      'portfolio.ecommerce-platform',
      'portfolio.fintech-app',
      'portfolio.analytics-dashboard',
    ])
  })

  it('does not depend on the order of documents in the dataset', async () => {
    const documents = (await loadDocuments()).reverse()
    expect(ids((await shape(documents)).services)[0]).toBe('service.mobile-app')
  })

  it('breaks an orderRank tie by _id', async () => {
    const documents = await loadDocuments()
    byId(documents, 'service.web').orderRank = byId(documents, 'service.ai-ml').orderRank
    expect(ids((await shape(documents)).services).slice(1, 3)).toEqual(['service.ai-ml', 'service.web'])
  })

  it('lists legal pages by slug', async () => {
    const documents = (await loadDocuments()).reverse()
    expect((await shape(documents)).legalPages.map((page) => page.slug.current)).toEqual([
      'privacy-policy',
      'terms-of-service',
    ])
  })
})

describe('drafts and release versions', () => {
  it('are neither shown nor validated', async () => {
    const documents = await loadDocuments()
    const draft = {
      ...structuredClone(byId(documents, 'service.web')),
      _id: 'drafts.service.web',
      title: '',
      icon: 'not-an-icon',
    }
    const { file, cleanup } = await writeTempDataset(toNdjson([...documents, draft]))
    try {
      const content = await fetchSiteContent({ kind: 'dataset-file', file })
      expect(ids(content.services)).not.toContain('drafts.service.web')
      expect(content.services.find((service) => service._id === 'service.web')?.title).toBe(
        byId(documents, 'service.web').title,
      )
    } finally {
      await cleanup()
    }
  })

  it('a release version (versions.<release>.<id>) is not published content: the build shows the published one', async () => {
    const documents = await loadDocuments()
    const version = {
      ...structuredClone(byId(documents, 'service.web')),
      _id: 'versions.spring-launch.service.web',
      title: 'Not yet released',
    }
    const { file, cleanup } = await writeTempDataset(toNdjson([...documents, version]))
    try {
      const content = await fetchSiteContent({ kind: 'dataset-file', file })
      expect(ids(content.services)).not.toContain(version._id)
      expect(content.services.map((service) => service.title)).not.toContain('Not yet released')
    } finally {
      await cleanup()
    }
  })
})
