// The site's public origin for canonical URLs, Open Graph and the sitemap: SITE_URL, or the local server's.
export const siteUrl = new URL(process.env.SITE_URL?.trim() || 'http://127.0.0.1:3000')

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, siteUrl).toString()
}
