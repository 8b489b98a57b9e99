// The site's public origin for canonical URLs, Open Graph and the sitemap: SITE_URL, or the local server's.
const localSiteUrl = 'http://127.0.0.1:3000'

export const siteUrl = new URL(process.env.SITE_URL?.trim() || localSiteUrl)

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, siteUrl).toString()
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * What is wrong with SITE_URL for this build, if anything. A build from real Sanity content is a deploy, so it needs
 * the real address: an absolute https URL (http only on localhost). The embedded-dataset build may use the local default.
 */
export function siteUrlProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env.SITE_URL?.trim()
  if (!value) {
    return env.SANITY_PROJECT_ID?.trim()
      ? 'SITE_URL is not set: a build from Sanity (SANITY_PROJECT_ID is set) is a deploy and needs the public address, for example SITE_URL=https://www.example.com'
      : undefined
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `SITE_URL "${value}" is not an absolute URL; use for example https://www.example.com`
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname))) return undefined
  return `SITE_URL "${value}" must use https (http only for localhost or 127.0.0.1)`
}
