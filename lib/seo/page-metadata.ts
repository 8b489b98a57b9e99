// Per-route metadata: title, description, canonical URL, Open Graph and Twitter card, all from content.
import type { Metadata } from 'next'
import type { SiteSettings } from '@/lib/content/site-content'

/** The social card rendered by app/og.png/route.tsx, and the touch icon by app/apple-touch-icon.png/route.tsx. */
export const socialImage = { url: '/og.png', width: 1200, height: 630 }
export const touchIconPath = '/apple-touch-icon.png'

interface PageSeo {
  /** The page's own title; the home page leaves it out and uses the site title. */
  title?: string
  description: string
  path: string
}

export function pageMetadata(settings: SiteSettings, { title, description, path }: PageSeo): Metadata {
  const socialTitle = title ? `${title} | ${settings.companyName}` : settings.seo.title
  const images = [{ ...socialImage, alt: socialTitle }]
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: settings.companyName, locale: 'en_US', url: path, title: socialTitle, description, images },
    twitter: { card: 'summary_large_image', title: socialTitle, description, images },
  }
}
