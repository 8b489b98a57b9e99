// The content the pages render, shaped from the validated query result; types come from Sanity typegen.
import type { DocumentRef, EditAttribute } from './edit-scope'
import type { SiteContentQueryResult } from './sanity.types'

type Result = SiteContentQueryResult

/** The document types the site renders: what a dataset pull exports and what a change to refreshes open previews. */
export const siteDocumentTypes = [
  'siteSettings',
  'homePage',
  'service',
  'benefit',
  'portfolioItem',
  'legalPage',
] as const

export type SiteSettings = Result['settings'][number]
export type HomePage = Result['home'][number]
export type Service = Result['services'][number]
export type Benefit = Result['benefits'][number]
export type PortfolioItem = Result['portfolio'][number]
export type LegalPage = Result['legalPages'][number]
export type PortableTextBody = LegalPage['body']

export interface NavigationLink {
  label: string
  href: string
  /** The field the label comes from (preview overlays only; absent in the export). */
  edit?: EditAttribute
}

/** A footer legal link: its label is the page's title, so overlays point at that page. */
export interface LegalLink extends NavigationLink {
  page: DocumentRef
}

export interface SiteContent {
  settings: SiteSettings
  home: HomePage
  services: Service[]
  benefits: Benefit[]
  portfolio: PortfolioItem[]
  legalPages: LegalPage[]
  /** The footer's legal links, resolved from references to the pages' titles and routes. */
  legalLinks: LegalLink[]
}

function only<T>(documents: T[], type: string): T {
  const [document] = documents
  if (documents.length !== 1 || document === undefined)
    throw new Error(`Expected exactly one ${type} document, got ${documents.length}`)
  return document
}

/** Shapes a query result that has passed validation; the checks there guarantee what this assumes. */
export function toSiteContent(result: Result): SiteContent {
  const settings = only(result.settings, 'siteSettings')
  const home = only(result.home, 'homePage')
  const legalPages = result.legalPages as LegalPage[]
  const byId = new Map(legalPages.map((page) => [page._id, page]))
  const legalLinks = settings.footer.legalLinks.flatMap(({ _ref }): LegalLink[] => {
    const page = byId.get(_ref)
    return page
      ? [{ label: page.title, href: `/${page.slug.current}`, page: { _id: page._id, _type: page._type } }]
      : []
  })
  return {
    settings,
    home,
    services: result.services,
    benefits: result.benefits,
    portfolio: result.portfolio,
    legalPages,
    legalLinks,
  }
}

export function countDocuments(content: SiteContent): Record<string, number> {
  return {
    siteSettings: 1,
    homePage: 1,
    service: content.services.length,
    benefit: content.benefits.length,
    portfolioItem: content.portfolio.length,
    legalPage: content.legalPages.length,
  }
}

/** "siteSettings 1, homePage 1, service 6, …": what a build baked, for its log. */
export function formatCounts(content: SiteContent): string {
  return Object.entries(countDocuments(content))
    .map(([type, count]) => `${type} ${count}`)
    .join(', ')
}
