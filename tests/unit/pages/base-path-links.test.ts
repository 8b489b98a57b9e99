// A site built for an address with a path (a GitHub Pages project site): every route, as React renders it for the export,
// links, loads and names only addresses under that path. The deploy suite checks the built site; this fails in seconds.
import { jest } from '@jest/globals'
import type { Metadata } from 'next'
import { createElement, type ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { toSiteContent, type SiteContent } from '@/lib/content/site-content'
import type { SiteContentQueryResult } from '@/lib/content/sanity.types'
import { loadRawContent } from '../content/fixtures'

const siteUrl = 'https://owner.github.io/northbeam'
const basePath = '/northbeam'
const { origin } = new URL(siteUrl)

let content: SiteContent
jest.unstable_mockModule('@site-mode/content', () => ({
  loadSiteContent: async () => content,
  legalPageParams: async () => content.legalPages.map((page) => ({ slug: page.slug.current })),
}))

interface Route {
  path: string
  page: () => ReactNode | Promise<ReactNode>
  metadata: () => Promise<Metadata>
}

let routes: Route[]
let layout: { RootLayout: (props: { children: ReactNode }) => Promise<ReactNode>; metadata: () => Promise<Metadata> }
let metadataRoutes: { sitemap: () => Promise<unknown>; robots: () => unknown }
const savedSiteUrl = process.env.SITE_URL

beforeAll(async () => {
  // Before any module asks: lib/site-url reads SITE_URL once, on first use.
  process.env.SITE_URL = siteUrl
  content = toSiteContent((await loadRawContent()) as unknown as SiteContentQueryResult)
  const root = await import('@/app/layout')
  const home = await import('@/app/page')
  const legal = await import('@/app/[slug]/page')
  const notFound = await import('@/app/not-found')
  layout = { RootLayout: root.default, metadata: root.generateMetadata }
  // Each legal page as the export renders it: one route per static param.
  const legalRoutes = (await legal.generateStaticParams!()).map(({ slug }) => {
    const props = { params: Promise.resolve({ slug }) }
    return { path: `/${slug}`, page: () => legal.default(props), metadata: () => legal.generateMetadata(props) }
  })
  routes = [
    { path: '/', page: home.default, metadata: home.generateMetadata },
    ...legalRoutes,
    { path: '/404', page: notFound.default, metadata: notFound.generateMetadata },
  ]
  metadataRoutes = { sitemap: (await import('@/app/sitemap')).default, robots: (await import('@/app/robots')).default }
})

afterAll(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = savedSiteUrl
})

/** The route's whole page (root layout included) as the export's HTML. */
async function renderRoute({ page }: Route): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(layout.RootLayout, null, createElement(page)))
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}

/** Every URL the HTML asks the browser to follow or load: attributes, and the strings of its JSON-LD. */
function urlsOfHtml(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|action|formaction|poster)="([^"]*)"/g)].map(([, value]) => value!)
  const sourceSets = [...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap(([, value]) =>
    value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  )
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, json]) =>
    urlsOfValue(JSON.parse(json!)),
  )
  return [...attributes, ...sourceSets].map((value) => value.replace(/&amp;/g, '&')).concat(jsonLd)
}

/** Every string in a value (metadata, a metadata route's result) that is a URL or a path. */
function urlsOfValue(value: unknown): string[] {
  if (value instanceof URL) return [value.href]
  if (typeof value === 'string') return /^(\/|https?:)/.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(urlsOfValue)
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsOfValue)
  return []
}

/** The URLs of the site's own origin that leave the base path, resolved from the page at `route`. */
function outsideBasePath(urls: string[], route: string): string[] {
  return urls.filter((value) => {
    if (/^(mailto|tel|data):/.test(value)) return false
    const url = new URL(value, `${siteUrl}${route}`)
    return url.origin === origin && !url.pathname.startsWith(`${basePath}/`)
  })
}

describe(`a site built for ${siteUrl}`, () => {
  it('renders every route with links and assets under the base path only', async () => {
    const linked = new Set<string>()
    for (const route of routes) {
      const urls = urlsOfHtml(await renderRoute(route))
      expect({ route: route.path, outside: outsideBasePath(urls, route.path) }).toEqual({
        route: route.path,
        outside: [],
      })
      for (const url of urls) linked.add(new URL(url, `${siteUrl}${route.path}`).href)
    }
    // The links every page has, so the check above looked at real ones.
    expect([...linked]).toEqual(
      expect.arrayContaining([
        `${siteUrl}/`,
        `${siteUrl}/privacy-policy`,
        `${siteUrl}/terms-of-service`,
        `${siteUrl}/#services`,
        `${siteUrl}/#contact`,
      ]),
    )
  })

  it('gives every route metadata (icons, canonical, Open Graph) under the base path only', async () => {
    for (const route of routes) {
      const urls = urlsOfValue([await layout.metadata(), await route.metadata()])
      expect({ route: route.path, outside: outsideBasePath(urls, route.path) }).toEqual({
        route: route.path,
        outside: [],
      })
      expect(urls).toEqual(
        expect.arrayContaining([`${basePath}/icon.svg`, `${basePath}/favicon.ico`, `${basePath}/apple-touch-icon.png`]),
      )
    }
  })

  it('lists and allows only addresses under the base path in the sitemap and robots.txt', async () => {
    const urls = urlsOfValue([await metadataRoutes.sitemap(), metadataRoutes.robots()])
    expect(outsideBasePath(urls, '/')).toEqual([])
    expect(urls).toEqual(
      expect.arrayContaining([`${siteUrl}/`, `${siteUrl}/privacy-policy`, `${basePath}/`, `${siteUrl}/sitemap.xml`]),
    )
  })
})
