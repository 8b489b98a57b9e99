// The post-build rewrite of one exported page: Next's scripts go by allowlist, the loader comes, and anything unknown stops the build.
import { IslandsPageError, toIslandsPage } from '@/tools/export/islands-page'

const loader = '/_islands/loader-ABC.js'
const react = '19.3.0-canary-278794d7-20261002'
const island = (name: string, inner: string, version = react) =>
  `<div data-island="${name}" data-wake-up="first-use" data-props="{&quot;links&quot;:[]}" data-react-version="${version}" class="contents">${inner}</div>`
const menu = island('mobile-menu', '<div class="lg:hidden"><button>Menu</button></div>')

/** A page shaped like Next 16's static export with Turbopack: chunk scripts, preloads, polyfills, bootstrap, RSC payload. */
function nextPage({ body = menu, head = '' } = {}): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2">
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next">
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0j1we3cwg31qe.js">
<script src="/_next/static/chunks/1cuyxw6v18rxx.js" async=""></script>
<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>${head}
</head><body>${body}<script type="application/ld+json">{"@type":"Organization"}</script>
<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0j1we3cwg31qe.js"],"runtimeModuleIds":[94553]});</script>
<script src="/_next/static/chunks/0j1we3cwg31qe.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script></body></html>`
}

const rewrite = (html: string) => toIslandsPage(html, 'index.html', loader, react)

describe('toIslandsPage', () => {
  it('removes every Next chunk script, script preload, the Turbopack bootstrap and the inline RSC payload', () => {
    const { html, removed } = rewrite(nextPage())
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[\w-]+\.js/)
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('TURBOPACK')
    expect(removed).toBe(7)
  })

  it('keeps the stylesheet, the font preload, the island markup and the JSON-LD data, and drops the React version stamp', () => {
    const { html } = rewrite(nextPage())
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"')
    expect(html).toContain('as="font"')
    expect(html).toContain('<div data-island="mobile-menu"')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(html).not.toContain('data-react-version')
  })

  it('loads the islands loader, at low priority, as the one module script of the head and reports the islands it found', () => {
    const { html, islands } = rewrite(nextPage({ body: `${menu}${island('contact-form', '<form></form>')}` }))
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      `<script type="module" src="${loader}" fetchpriority="low">`,
    ])
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('</head>'))
    expect(islands).toEqual(['mobile-menu', 'contact-form'])
  })

  describe('refuses, naming the page and the markup, anything it cannot classify', () => {
    it('an inline script of an unknown form, such as a Suspense reveal', () => {
      const page = nextPage({ body: `${menu}<script>$RC("B:0","S:0")</script>` })
      expect(() => rewrite(page)).toThrow(IslandsPageError)
      expect(() => rewrite(page)).toThrow(
        'index.html: a script the islands step does not know: <script>$RC("B:0","S:0")',
      )
    })

    it('an RSC payload push with code after it', () => {
      const page = nextPage({ body: `${menu}<script>self.__next_f.push([1,"x"]);document.title="hi"</script>` })
      expect(() => rewrite(page)).toThrow(
        'a script the islands step does not know: <script>self.__next_f.push([1,"x"]);document.title="hi"',
      )
    })

    it('a bootstrap whose pushed value is not data', () => {
      const page = nextPage({
        body: `${menu}<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({a: fetch("/x")});</script>`,
      })
      expect(() => rewrite(page)).toThrow('a script the islands step does not know')
    })

    it('a script loaded from outside Next’s chunks', () => {
      expect(() => rewrite(nextPage({ head: '<script src="/analytics.js" async></script>' }))).toThrow(
        'index.html: a script the islands step does not know: <script src="/analytics.js" async>',
      )
    })

    it('a module script, even from Next’s folder', () => {
      expect(() =>
        rewrite(nextPage({ head: '<script type="module" src="/_next/static/chunks/a.js"></script>' })),
      ).toThrow('a script the islands step does not know')
    })

    it('a Next chunk script with inline code in it', () => {
      expect(() => rewrite(nextPage({ head: '<script src="/_next/static/chunks/a.js">alert(1)</script>' }))).toThrow(
        'a script the islands step does not know',
      )
    })

    it('JSON-LD that is not JSON', () => {
      expect(() => rewrite(nextPage({ body: `${menu}<script type="application/ld+json">{oops</script>` }))).toThrow(
        'a script the islands step does not know',
      )
    })

    it('a script preload of something other than Next’s chunks', () => {
      expect(() => rewrite(nextPage({ head: '<link rel="modulepreload" href="/vendor/app.js">' }))).toThrow(
        'index.html: a script preload the islands step does not know: <link rel="modulepreload" href="/vendor/app.js">',
      )
    })

    it('content parked hidden for a Suspense reveal (hidden id="S:…")', () => {
      expect(() => rewrite(nextPage({ body: `${menu}<div hidden id="S:0"><p>Late content</p></div>` }))).toThrow(
        'index.html: Suspense content parked hidden (hidden id="S:…") needs a script to be shown: <div hidden id="S:0">',
      )
    })

    it('a Suspense boundary placeholder (<template id="B:…">)', () => {
      expect(() => rewrite(nextPage({ body: `${menu}<template id="B:1"></template><p>Loading…</p>` }))).toThrow(
        'index.html: a Suspense boundary placeholder (<template id="B:…">) needs a script to be shown',
      )
    })

    it('a runtime chunk still referenced from an element it does not strip', () => {
      const page = nextPage({ body: `${menu}<iframe src="/_next/static/chunks/app.js"></iframe>` })
      expect(() => rewrite(page)).toThrow(
        'index.html: <iframe src="/_next/static/chunks/app.js"> still loads Next\'s runtime',
      )
    })
  })

  describe('checks every island', () => {
    it('fails when an island has no server-rendered markup to hydrate', () => {
      const page = nextPage({ body: `${menu}${island('contact-form', '')}` })
      expect(() => rewrite(page)).toThrow(
        'index.html: the contact-form island has no server-rendered markup to hydrate',
      )
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
      expect(() => rewrite(nextPage({ body: '<main>Hello</main>' }))).toThrow(
        'index.html: the mobile-menu island is missing',
      )
    })

    it('fails, naming both versions, when an island was rendered by another React than the bundle hydrates with', () => {
      const page = nextPage({ body: `${menu}${island('contact-form', '<form></form>', '19.3.1')}` })
      expect(() => rewrite(page)).toThrow(
        `index.html: the contact-form island was rendered by React 19.3.1, but the islands bundle hydrates it with React ${react}`,
      )
    })

    it('fails when an island does not say which React rendered it', () => {
      const page = nextPage({ body: `${menu}<div data-island="contact-form" data-props="{}"><form></form></div>` })
      expect(() => rewrite(page)).toThrow(
        'the contact-form island was rendered by React (unknown: no data-react-version)',
      )
    })
  })

  it('refuses a page it has already rewritten, rather than load the islands twice, under a base path too', () => {
    const once = rewrite(nextPage()).html
    expect(() => rewrite(once)).toThrow('index.html is an islands page already')
    const underBasePath = toIslandsPage(nextPage(), 'index.html', '/repo/_islands/loader-ABC.js', react).html
    expect(() => toIslandsPage(underBasePath, 'index.html', '/repo/_islands/loader-ABC.js', react)).toThrow(
      'index.html is an islands page already',
    )
  })
})
