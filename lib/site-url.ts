// The site's public address (SITE_URL): its origin and the path it is served under, for every URL the export writes.
const localSiteUrl = 'http://127.0.0.1:3000'
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])
/** A path segment of a base path: letters, digits and `-._~`, never `.` or `..` alone. */
const cleanSegment = /^(?!\.\.?$)[A-Za-z0-9._~-]+$/

export interface SiteAddress {
  /** `https://owner.github.io`, no trailing slash. */
  origin: string
  /** The path the site is served under: `''` at the root of its origin, else like `/repo` (no trailing slash). */
  basePath: string
}

/**
 * Reads SITE_URL, or says what is wrong with it (naming SITE_URL). It must be absolute, https (http only on localhost),
 * with no query, fragment or credentials, and a path made of clean segments; one trailing slash is dropped.
 */
export function parseSiteUrl(
  raw: string,
): { address: SiteAddress; problem?: undefined } | { address?: undefined; problem: string } {
  const value = raw.trim()
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { problem: `SITE_URL "${value}" is not an absolute URL; use for example https://www.example.com` }
  }
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname)))) {
    return { problem: `SITE_URL "${value}" must use https (http only for localhost or 127.0.0.1)` }
  }
  if (value.includes('?'))
    return { problem: `SITE_URL "${value}" has a query (?…); give only the address the site is served at` }
  if (value.includes('#'))
    return { problem: `SITE_URL "${value}" has a fragment (#…); give only the address the site is served at` }
  if (url.username || url.password)
    return { problem: `SITE_URL "${value}" holds credentials; give only the address the site is served at` }
  // The path as written, before URL parsing resolves `..` and `.` away.
  const writtenPath = value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/\/$/, '')
  const segments = writtenPath === '' ? [] : writtenPath.slice(1).split('/')
  const bad =
    writtenPath !== '' && !writtenPath.startsWith('/')
      ? writtenPath
      : segments.find((segment) => !cleanSegment.test(segment))
  if (bad !== undefined) {
    return {
      problem: `SITE_URL "${value}" has a path that does not start clean at "${bad || '//'}": use segments of letters, digits, "-", "_", "." and "~" (e.g. https://owner.github.io/repo)`,
    }
  }
  return { address: { origin: url.origin, basePath: segments.length ? `/${segments.join('/')}` : '' } }
}

/**
 * What is wrong with SITE_URL for this build, if anything. A build from real Sanity content is a deploy, so it needs
 * the real address; the embedded-dataset build may use the local default.
 */
export function siteUrlProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env.SITE_URL?.trim()
  if (!value) {
    return env.SANITY_PROJECT_ID?.trim()
      ? 'SITE_URL is not set: a build from Sanity (SANITY_PROJECT_ID is set) is a deploy and needs the public address, for example SITE_URL=https://www.example.com'
      : undefined
  }
  return parseSiteUrl(value).problem
}

/** The address of this build; the preview server is always served at the root of its own origin. */
export function siteAddressOf(env: Record<string, string | undefined> = process.env): SiteAddress {
  const parsed = parseSiteUrl(env.SITE_URL?.trim() || localSiteUrl)
  if (!parsed.address) throw new Error(parsed.problem)
  return env.SITE_MODE === 'preview' ? { ...parsed.address, basePath: '' } : parsed.address
}

let thisBuild: SiteAddress | undefined
/** This build's address, read when first needed: importing this module never throws, so a bad SITE_URL is reported, not crashed on. */
function siteAddress(): SiteAddress {
  return (thisBuild ??= siteAddressOf())
}

/** The site's home as a URL: `https://owner.github.io/repo/` (metadataBase, JSON-LD). */
export function siteHomeUrl(): URL {
  const { origin, basePath } = siteAddress()
  return new URL(`${origin}${basePath}/`)
}

/** A path of the site (starting with `/`) as the browser must request it: under the base path. */
export function sitePath(pathname: string): string {
  if (!pathname.startsWith('/')) throw new Error(`sitePath expects a path starting with "/", got "${pathname}"`)
  return `${siteAddress().basePath}${pathname}`
}

/** An href from content: a site-relative path gains the base path; anchors, mailto:, tel: and other origins are kept. */
export function siteHref(href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? sitePath(href) : href
}

/** A path of the site as an absolute URL (canonical, Open Graph, sitemap, JSON-LD). */
export function absoluteUrl(pathname: string): string {
  return `${siteAddress().origin}${sitePath(pathname)}`
}
