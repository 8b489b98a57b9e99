// The post-build rewrite of one exported page: Next's runtime goes, the loader comes, and anything unexpected stops the build.
import { IslandsPageError, toIslandsPage } from '@/lib/export/islands-page'

const loader = '/_islands/loader-ABC.js'
const menu = `<div data-island="mobile-menu" data-wake-up="idle" data-props="{&quot;links&quot;:[]}" class="contents"><div class="lg:hidden"><button>Menu</button></div></div>`

/** A page shaped like Next 16's static export: runtime chunks, preloads, polyfills, the inline RSC payload. */
function nextPage({ body = menu, head = '' } = {}): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2">
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js">
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>${head}
</head><body>${body}<script type="application/ld+json">{"@type":"Organization"}</script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script id="_R_">self.__next_r="x"</script></body></html>`
}

const rewrite = (html: string) => toIslandsPage(html, 'index.html', loader)

describe('toIslandsPage', () => {
  it('removes every Next script, script preload and the inline RSC payload', () => {
    const { html, removed } = rewrite(nextPage())
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[\w-]+\.js/)
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('__next_r')
    expect(removed).toBe(5)
  })

  it('keeps the stylesheet, the font preload, the island markup and the JSON-LD data', () => {
    const { html } = rewrite(nextPage())
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"')
    expect(html).toContain('as="font"')
    expect(html).toContain('<div data-island="mobile-menu"')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
  })

  it('loads the islands loader as the one module script of the head and reports the islands it found', () => {
    const { html, islands } = rewrite(nextPage({ body: `${menu}<div data-island="contact-form" data-props="{}"><form></form></div>` }))
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([`<script type="module" src="${loader}">`])
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('</head>'))
    expect(islands).toEqual(['mobile-menu', 'contact-form'])
  })

  it('fails, naming the page, when a runtime chunk is still referenced from an element it does not strip', () => {
    const page = nextPage({ body: `${menu}<iframe src="/_next/static/chunks/app.js"></iframe>` })
    expect(() => rewrite(page)).toThrow(IslandsPageError)
    expect(() => rewrite(page)).toThrow('index.html: <iframe src="/_next/static/chunks/app.js"> still loads Next\'s runtime')
  })

  it('fails when an island has no server-rendered markup to hydrate', () => {
    const page = nextPage({ body: `${menu}<div data-island="contact-form" data-props="{}"></div>` })
    expect(() => rewrite(page)).toThrow('index.html: the contact-form island has no server-rendered markup to hydrate')
  })

  it('fails on an island name the islands entry does not know', () => {
    const page = nextPage({ body: `${menu}<div data-island="chat" data-props="{}"><p>x</p></div>` })
    expect(() => rewrite(page)).toThrow('index.html: an element marks an unknown island "chat"')
  })

  it('fails on props that are not JSON', () => {
    const page = nextPage({ body: `${menu}<div data-island="contact-form" data-props="{labels"><form></form></div>` })
    expect(() => rewrite(page)).toThrow('index.html: the contact-form island has no valid data-props JSON')
  })

  it('fails when the menu island that the layout renders on every page is missing', () => {
    expect(() => rewrite(nextPage({ body: '<main>Hello</main>' }))).toThrow('index.html: the mobile-menu island is missing')
  })

  it('refuses a page it has already rewritten, rather than load the islands twice', () => {
    const once = rewrite(nextPage()).html
    expect(() => rewrite(once)).toThrow('index.html is an islands page already')
  })
})
