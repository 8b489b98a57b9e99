// sitemap.xml: the home page and every legal page, with its last-updated date from content.
import type { MetadataRoute } from 'next'
import { getSiteContent } from '@/lib/content'
import { absoluteUrl } from '@/lib/site-url'

export const dynamic = 'force-static'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { legalPages } = await getSiteContent()
  return [
    { url: absoluteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    ...legalPages.map((page) => ({
      url: absoluteUrl(`/${page.slug.current}`),
      lastModified: page.lastUpdated,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
    })),
  ]
}
