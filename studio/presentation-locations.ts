// Where each document appears on the site, for the Presentation tool: the "Used on" list of every type the site renders,
// and the document a page of the preview opens with. Legal pages are at their slugs, whatever slugs the content holds.
import { map } from 'rxjs'
import type {
  DocumentLocation,
  DocumentLocationResolver,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation'
import { sectionAnchors, type SectionAnchor } from '../lib/presets/sections'

const home: DocumentLocation = { title: 'Home', href: '/' }

interface Located {
  title?: string
  slug?: string
  pages?: { title?: string; slug: string }[]
}

/**
 * Per type: what to read of the document (a GROQ projection; `pages` lists every legal page), which changes to follow
 * besides its own (a listen filter), and where it shows.
 */
interface Locator {
  projection: string
  alsoFollows?: string
  resolve: (doc: Located | null) => DocumentLocationsState
}

const everyLegalPage = `"pages": *[_type == "legalPage" && defined(slug.current)] | order(slug.current asc) { title, "slug": slug.current }`

const sectionTitle = (section: SectionAnchor) =>
  sectionAnchors.find(({ value }) => value === section)!.title.replace(/ \(#.*\)$/, '')

/** A document shown in one home section: the home page, opened at that section. */
function onHome(section: SectionAnchor): Locator {
  const label = sectionTitle(section)
  return {
    projection: '{ title }',
    resolve: (doc) => ({
      locations: [{ title: doc?.title ? `${label}: ${doc.title}` : label, href: `/#${section}` }, home],
    }),
  }
}

const locators: Record<string, Locator> = {
  // Site settings shape the header and footer of every route: the home page and each legal page.
  siteSettings: {
    projection: `{ ${everyLegalPage} }`,
    alsoFollows: '_type == "legalPage"',
    resolve: (doc) => ({
      locations: [
        home,
        ...(doc?.pages ?? []).map((page) => ({ title: page.title ?? page.slug, href: `/${page.slug}` })),
      ],
      message: 'Header and footer of every page',
      tone: 'positive',
    }),
  },
  homePage: {
    projection: '{ _id }',
    resolve: () => ({ locations: [home], message: 'The home page', tone: 'positive' }),
  },
  // Services also list in every page's footer.
  service: onHome('services'),
  benefit: onHome('about'),
  portfolioItem: onHome('portfolio'),
  legalPage: {
    projection: '{ title, "slug": slug.current }',
    resolve: (doc) => ({
      locations: doc?.slug ? [{ title: doc.title ?? doc.slug, href: `/${doc.slug}` }] : [],
      message: doc?.slug ? undefined : 'Set the slug to see where this page is published',
    }),
  },
}

/** Follows the document (and, for site settings, the legal pages) as the Presentation tool shows it: drafts included. */
export const locations: DocumentLocationResolver = ({ id, type, perspectiveStack }, { documentStore }) => {
  const locator = locators[type]
  if (!locator) return null
  const own = '_id in [$id, $draftId]'
  const query = {
    fetch: `*[_id == $id][0]${locator.projection}`,
    listen: `*[${locator.alsoFollows ? `${own} || ${locator.alsoFollows}` : own}]`,
  }
  return documentStore
    .listenQuery(query, { id, draftId: `drafts.${id}` }, { perspective: perspectiveStack })
    .pipe(map((doc: Located | null) => locator.resolve(doc)))
}

/** The document a page opens with when an editor browses the preview: the home page, or the legal page at that slug. */
export const mainDocuments: DocumentResolver[] = [
  { route: '/', type: 'homePage' },
  { route: '/:slug', filter: '_type == "legalPage" && slug.current == $slug' },
]
