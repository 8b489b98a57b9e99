// A page's slug from content: the one rule (lib/presets/page-slugs.ts) refuses the site's own addresses, found here in
// app/, public/ and what the build steps write, and anything that is not an address, each with a sentence.
import { readdirSync } from 'node:fs'
import { islandsDir } from '@/tools/export/islands-bundle'
import { pageSlugProblem, siteOwnNames, slugify } from '@/lib/presets/page-slugs'
import { buildRecordFile } from '@/studio/plugins/site-status/logic/build-record'

/** What each of Next's top-level file conventions in app/ puts into the export (nothing, for the shell's own files). */
const appFileNames: Record<string, string[]> = {
  'page.tsx': ['index'],
  'not-found.tsx': ['404', '_not-found'],
  'sitemap.ts': ['sitemap.xml'],
  'robots.ts': ['robots.txt'],
  'layout.tsx': [],
  'globals.css': [],
}

/** The top-level names the export and the preview answer for, read from the source tree. */
function namesTheSiteUses(): string[] {
  const app = readdirSync('app', { withFileTypes: true }).flatMap((entry) => {
    // A dynamic segment ([slug]) is where content's pages go; a route group adds no name.
    if (entry.isDirectory()) return /^[[(]/.test(entry.name) ? [] : [entry.name]
    const names = appFileNames[entry.name]
    if (!names)
      throw new Error(
        `app/${entry.name}: which top-level address does it make? Add it to appFileNames and to lib/presets/page-slugs.ts`,
      )
    return names
  })
  const publicFiles = readdirSync('public')
  // What the post-build steps write beside the pages, and Next's own folder of static files.
  const buildFiles = [islandsDir, buildRecordFile, '_headers', '_next']
  return [...app, ...publicFiles, ...buildFiles]
}

describe('a page slug', () => {
  const used = namesTheSiteUses()

  it('may be none of the names the site itself uses at the top level, nor one of them without its extension', () => {
    expect(used).toEqual(
      expect.arrayContaining(['api', 'og.png', 'sitemap.xml', 'favicon.ico', '404', 'index', '_islands', 'build.json']),
    )
    for (const name of used) {
      expect({ name, problem: pageSlugProblem(name) }).toEqual({
        name,
        problem: expect.stringMatching(/ is the address of .+: choose another slug$/),
      })
      const stem = name.replace(/\.[a-z]+$/, '')
      expect({ stem, problem: pageSlugProblem(stem) }).toEqual({
        stem,
        problem: expect.stringMatching(/ is the address of /),
      })
    }
  })

  it('lists no name the site does not use, so no editor is refused for nothing', () => {
    expect(Object.keys(siteOwnNames).filter((name) => !used.includes(name))).toEqual([])
  })

  it.each([
    ['sitemap', '"sitemap" is the address of the sitemap for search engines (/sitemap.xml): choose another slug'],
    ['404', '"404" is the address of the not-found page (404.html): choose another slug'],
    ['api', `"api" is the address of the preview's Draft Mode addresses (/api/…): choose another slug`],
    ['Favicon', '"Favicon" is the address of the browser tab icon (/favicon.ico): choose another slug'],
  ])('refuses %p, saying whose address it is', (slug, sentence) => {
    expect(pageSlugProblem(slug)).toBe(sentence)
  })

  it.each([
    'Cookie Policy',
    'cookie_policy',
    'cookie--policy',
    '-cookie-policy',
    'cookie-policy-',
    'cookie/policy',
    'cookie.html',
    'Cookie-Policy',
  ])('refuses %p, which is no address, saying what one looks like', (slug) => {
    expect(pageSlugProblem(slug)).toBe(
      `"${slug}" cannot be an address: use lower-case letters, digits and single hyphens between them, e.g. cookie-policy`,
    )
  })

  it('refuses one longer than 64 characters', () => {
    expect(pageSlugProblem('a'.repeat(65))).toBe(`"${'a'.repeat(65)}" is longer than 64 characters: shorten it`)
    expect(pageSlugProblem('a'.repeat(64))).toBeUndefined()
  })

  it.each(['cookie-policy', 'privacy-policy', 'imprint', 'terms-2026', 'indexing-policy', 'api-terms'])(
    'accepts %p',
    (slug) => {
      expect(pageSlugProblem(slug)).toBeUndefined()
    },
  )

  it.each([
    ['Cookie Policy', 'cookie-policy'],
    ['Cookie policy (EU)', 'cookie-policy-eu'],
    ['Impressum für Österreich', 'impressum-fur-osterreich'],
    ['  Terms & Conditions!  ', 'terms-conditions'],
  ])('is generated from the title %p as %p, an address the rule accepts', (title, slug) => {
    expect(slugify(title)).toBe(slug)
    expect(pageSlugProblem(slugify(title))).toBeUndefined()
  })
})
