// Per-route metadata: title, description, canonical URL, Open Graph and Twitter card, all from content.
import type { Metadata } from 'next'
import type { SiteSettings } from '@/lib/content/site-content'
import { absoluteUrl, sitePath } from '@/lib/site-url'

/** The social card rendered by app/og.png/route.tsx, and the touch icon by app/apple-touch-icon.png/route.tsx. */
export const socialImage = { url: '/og.png', width: 1200, height: 630 }
export const touchIconPath = '/apple-touch-icon.png'

/**
 * The icons every page links, from public/ and the touch-icon route, under the base path. Declared here rather than by
 * Next's app/favicon.ico convention, whose link Next leaves out of an export with a basePath.
 */
export function siteIcons(): NonNullable<Metadata['icons']> {
  return {
    icon: [
      { url: sitePath('/icon.svg'), type: 'image/svg+xml' },
      { url: sitePath('/favicon.ico'), sizes: '48x48' },
    ],
    apple: sitePath(touchIconPath),
  }
}

interface PageSeo {
  /** The page's own title; the home page leaves it out and uses the site title. */
  title?: string
  description: string
  path: string
}

export function pageMetadata(settings: SiteSettings, { title, description, path }: PageSeo): Metadata {
  const socialTitle = title ? `${title} | ${settings.companyName}` : settings.seo.title
  // Absolute URLs, built here under the site's base path rather than left to metadataBase's resolution rules.
  const url = absoluteUrl(path)
  const images = [{ ...socialImage, url: absoluteUrl(socialImage.url), alt: socialTitle }]
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: settings.companyName,
      locale: 'en_US',
      url,
      title: socialTitle,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images },
  }
}
