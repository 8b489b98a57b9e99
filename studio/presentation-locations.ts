// Where each document appears on the site, for the Presentation tool's "Used on" list: every type the site renders.
import { defineLocations, type DocumentLocationResolvers } from 'sanity/presentation'

const home = { title: 'Home', href: '/' }

/** A document shown in one home section: the home page, opened at that section. */
function onHome(section: string, label: string) {
  return defineLocations({
    select: { title: 'title' },
    resolve: (doc) => ({
      locations: [{ title: doc?.title ? `${label}: ${doc.title}` : label, href: `/#${section}` }, home],
    }),
  })
}

export const locations: DocumentLocationResolvers = {
  // Site settings shape the header and footer of every route.
  siteSettings: defineLocations({
    locations: [home, { title: 'Privacy Policy', href: '/privacy-policy' }, { title: 'Terms of Service', href: '/terms-of-service' }],
    message: 'Header and footer of every page',
    tone: 'positive',
  }),
  homePage: defineLocations({ locations: [home], message: 'The home page', tone: 'positive' }),
  // Services also list in every page's footer.
  service: onHome('services', 'Services'),
  benefit: onHome('about', 'Why choose us'),
  portfolioItem: onHome('portfolio', 'Portfolio'),
  legalPage: defineLocations({
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc) => ({
      locations: doc?.slug ? [{ title: doc.title ?? doc.slug, href: `/${doc.slug}` }] : [],
      message: doc?.slug ? undefined : 'Set the slug to see where this page is published',
    }),
  }),
}
