// robots.txt: everything may be crawled; points at the sitemap.
import type { MetadataRoute } from 'next'
import { absoluteUrl, sitePath } from '@/lib/site-url'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: sitePath('/') }, sitemap: absoluteUrl('/sitemap.xml') }
}
