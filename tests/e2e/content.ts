// The expected copy, read straight from content/dataset.ndjson (one Sanity document per line), independent of the site's code.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface NavLink {
  label: string
  section: string
}

export interface LabelledLink {
  label: string
  href: string
}

export interface SocialLink {
  platform: string
  label: string
  url: string
}

export interface SiteSettings extends SanityDocument {
  companyName: string
  tagline: string
  email: string
  phone: string
  location: string
  businessHours: string
  navigation: NavLink[]
  headerCtaLabel: string
  footer: {
    servicesHeading: string
    companyHeading: string
    companyLinks: LabelledLink[]
    contactHeading: string
    ctaText: string
    ctaLabel: string
    socialLabel: string
    socialLinks: SocialLink[]
    copyright: string
    legalLinks: { _ref: string }[]
  }
  seo: { title: string; description: string }
  interface: {
    skipLinkLabel: string
    homeLinkLabel: string
    menuOpenLabel: string
    menuCloseLabel: string
    primaryNavLabel: string
    legalUpdatedLabel: string
    notFoundTitle: string
    notFoundMessage: string
    notFoundLinkLabel: string
  }
}

interface SectionCopy {
  eyebrow: string
  heading: string
  intro: string
}

export interface HomePage extends SanityDocument {
  hero: {
    badge: string
    heading: string
    headingHighlight: string
    intro: string
    primaryCtaLabel: string
    secondaryCtaLabel: string
  }
  servicesSection: SectionCopy & { ctaHeading: string; ctaText: string; ctaLabel: string }
  benefitsSection: SectionCopy & { ctaLabel: string }
  portfolioSection: SectionCopy & { ctaLabel: string; liveDemoLabel: string; codeLabel: string }
  contactSection: SectionCopy & {
    nameLabel: string
    emailLabel: string
    companyLabel: string
    messageLabel: string
    submitLabel: string
    noScriptNotice: string
    unavailableNotice: string
  }
}

export interface Service extends SanityDocument {
  title: string
  description: string
  features: string[]
  icon: string
  orderRank: string
}

export interface Benefit extends SanityDocument {
  title: string
  description: string
  icon: string
  orderRank: string
}

export interface PortfolioItem extends SanityDocument {
  title: string
  category: string
  description: string
  imageUrl: string
  imageAlt: string
  technologies: string[]
  orderRank: string
}

export interface PortableTextBlock {
  _type: string
  style?: string
  listItem?: string
  children?: { _type: string; text?: string; marks?: string[] }[]
  markDefs?: { _key: string; _type: string; href?: string }[]
}

export interface LegalPage extends SanityDocument {
  title: string
  slug: { current: string }
  lastUpdated: string
  description: string
  body: PortableTextBlock[]
}

const datasetFile = fileURLToPath(new URL('../../content/dataset.ndjson', import.meta.url))

/** Every published document of the export (drafts.* are never rendered). */
export const documents: SanityDocument[] = readFileSync(datasetFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SanityDocument)
  .filter((document) => !document._id.startsWith('drafts.'))

export function byId<T extends SanityDocument = SanityDocument>(id: string): T {
  const found = documents.find((document) => document._id === id)
  if (!found) throw new Error(`content/dataset.ndjson has no document ${id}`)
  return found as T
}

export function byType<T extends SanityDocument = SanityDocument>(type: string): T[] {
  return documents.filter((document) => document._type === type) as T[]
}

/** Plain string comparison of orderRank (LexoRank), then _id, as the orderable document list orders them. */
function byOrderRank<T extends SanityDocument & { orderRank: string }>(items: T[]): T[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return [...items].sort((a, b) => compare(a.orderRank, b.orderRank) || compare(a._id, b._id))
}

function single<T extends SanityDocument>(type: string): T {
  const found = byType<T>(type)
  if (found.length !== 1 || !found[0]) throw new Error(`Expected one ${type} document, found ${found.length}`)
  return found[0]
}

export const settings = single<SiteSettings>('siteSettings')
export const home = single<HomePage>('homePage')
export const services = byOrderRank(byType<Service>('service'))
export const benefits = byOrderRank(byType<Benefit>('benefit'))
export const portfolio = byOrderRank(byType<PortfolioItem>('portfolioItem'))

/** The legal pages in the order the footer links to them. */
export const legalPages: LegalPage[] = settings.footer.legalLinks.map(({ _ref }) => byId<LegalPage>(_ref))

export function legalRoute(page: LegalPage): string {
  return `/${page.slug.current}`
}

/** The section anchors the header links to, in the order the navigation lists them. */
export const navigation = settings.navigation

/** The heading each home section opens with (the hero's is the page's h1). */
export function sectionHeading(section: string): string {
  switch (section) {
    case 'home':
      return `${home.hero.heading} ${home.hero.headingHighlight}`
    case 'services':
      return home.servicesSection.heading
    case 'about':
      return home.benefitsSection.heading
    case 'portfolio':
      return home.portfolioSection.heading
    case 'contact':
      return home.contactSection.heading
    default:
      throw new Error(`Unknown section ${section}`)
  }
}

export function blockText(block: PortableTextBlock): string {
  return (block.children ?? []).map((child) => child.text ?? '').join('')
}

/** The texts of a legal page's h2 blocks, in order. */
export function legalHeadings(page: LegalPage): string[] {
  return page.body.filter((block) => block._type === 'block' && block.style === 'h2').map(blockText)
}

/** Every link href used in a legal page's body. */
export function legalLinkHrefs(page: LegalPage): string[] {
  return page.body.flatMap((block) =>
    (block.markDefs ?? []).filter((mark) => mark._type === 'link' && mark.href).map((mark) => mark.href as string),
  )
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2025-01-27" → "January 27, 2025". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) throw new Error(`Not an ISO date: ${isoDate}`)
  return `${months[month - 1]} ${day}, ${year}`
}

/** "Last updated January 27, 2025". */
export function legalUpdatedText(page: LegalPage): string {
  return `${settings.interface.legalUpdatedLabel} ${longDate(page.lastUpdated)}`
}

/** A tel: URI for a phone number as written, e.g. "+1 (212) 555-0142" → "tel:+12125550142". */
export function telUri(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
