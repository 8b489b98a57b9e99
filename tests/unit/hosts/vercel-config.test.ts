// vercel.json, read by Vercel's own routing library: valid, and each path gets the headers the rules give it.
import { readFileSync } from 'node:fs'
import { getTransformedRoutes, type Route, type RouteWithSrc } from '@vercel/routing-utils'
import { headersForPath } from '@/tools/headers/headers'
import { siteHeaderRules } from '@/tools/headers/site-headers'

const config = JSON.parse(readFileSync('vercel.json', 'utf8'))

/** The headers Vercel's compiled routes add to a request for `pathname` (every matching `continue` route, in order). */
function vercelHeadersFor(pathname: string): Record<string, string> {
  const { routes, error } = getTransformedRoutes({
    cleanUrls: config.cleanUrls,
    trailingSlash: config.trailingSlash,
    headers: config.headers,
  })
  if (error || !routes) throw new Error(`@vercel/routing-utils rejects vercel.json: ${error?.message}`)
  const headers: Record<string, string> = {}
  const withSrc = (route: Route): route is RouteWithSrc => 'src' in route
  for (const route of routes.filter(withSrc))
    if (route.continue && route.headers && new RegExp(route.src).test(pathname)) Object.assign(headers, route.headers)
  return headers
}

describe('vercel.json', () => {
  it('is valid for Vercel: its routing library compiles the headers, clean URLs and trailing-slash rules without error', () => {
    const { error } = getTransformedRoutes({
      cleanUrls: config.cleanUrls,
      trailingSlash: config.trailingSlash,
      headers: config.headers,
    })
    expect(error).toBeNull()
  })

  it('builds the public export as plain files, not as a Next.js app (the preview is its own project)', () => {
    expect(config).toMatchObject({
      framework: null,
      buildCommand: 'npm run build',
      outputDirectory: 'out',
      cleanUrls: true,
      trailingSlash: false,
    })
  })

  it.each([
    '/',
    '/privacy-policy',
    '/terms-of-service',
    '/no-such-page',
    '/_islands/loader-abc.js',
    '/_next/static/css/site.css',
    '/build.json',
  ])('gives %s the headers the site rules give it', (pathname) => {
    expect(vercelHeadersFor(pathname)).toEqual(headersForPath(siteHeaderRules(), pathname))
  })
})
