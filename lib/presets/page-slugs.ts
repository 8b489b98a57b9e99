// The one rule for the address of a page that comes from content (a legal page's slug): its form, and the site's own
// addresses it may not take. The Studio's slug rule says it to editors; the build refuses the same content with it.

/**
 * The site's own top-level names: the app's routes and the files of the export. A slug may be neither a name nor a
 * name without its extension (`sitemap` would sit beside `sitemap.xml`, and hosts that guess extensions serve either).
 * tests/unit/content/page-slugs.test.ts derives the names from app/, public/ and the build steps and fails on one
 * missing here; the deploy suite does the same with the files of a built export.
 */
export const siteOwnNames: Readonly<Record<string, string>> = {
  index: 'the home page (index.html)',
  '404': 'the not-found page (404.html)',
  '_not-found': 'the not-found page',
  api: "the preview's Draft Mode addresses (/api/…)",
  _next: "the site's stylesheet (/_next/…)",
  _islands: "the site's scripts (/_islands/…)",
  _headers: "the hosts' header rules (/_headers)",
  'build.json': 'the record of what the site was built from (/build.json)',
  'sitemap.xml': 'the sitemap for search engines (/sitemap.xml)',
  'robots.txt': 'the rules for search engines (/robots.txt)',
  'og.png': 'the picture shown when the site is shared (/og.png)',
  'apple-touch-icon.png': 'the home-screen icon (/apple-touch-icon.png)',
  'favicon.ico': 'the browser tab icon (/favicon.ico)',
  'icon.svg': 'the browser tab icon (/icon.svg)',
}

export const slugMaxLength = 64

const slugForm = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What the name takes, when `slug` is one of the site's own names or such a name without its extension. */
export function siteOwnNameOf(slug: string): string | undefined {
  const lower = slug.toLowerCase()
  const name = Object.keys(siteOwnNames).find((own) => own === lower || own.replace(/\.[a-z]+$/, '') === lower)
  return name === undefined ? undefined : siteOwnNames[name]
}

/** Why `slug` cannot be a page's address, in a sentence for the editor; undefined when it can. */
export function pageSlugProblem(slug: string): string | undefined {
  const taken = siteOwnNameOf(slug)
  if (taken) return `"${slug}" is the address of ${taken}: choose another slug`
  if (slug.length > slugMaxLength) return `"${slug}" is longer than ${slugMaxLength} characters: shorten it`
  if (!slugForm.test(slug))
    return `"${slug}" cannot be an address: use lower-case letters, digits and single hyphens between them, e.g. cookie-policy`
  return undefined
}

/** "Cookie Policy (EU)" → "cookie-policy-eu": what the Studio's Generate button fills in, already of the right form. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, slugMaxLength)
    .replace(/^-+|-+$/g, '')
}
