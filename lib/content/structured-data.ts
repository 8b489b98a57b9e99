// JSON-LD for search engines: the company as a ProfessionalService, built from site settings.
import type { SiteSettings } from './site-content'

export function organizationJsonLd(settings: SiteSettings, url: string, logoUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: settings.companyName,
    description: settings.seo.description,
    url,
    logo: logoUrl,
    image: logoUrl,
    email: settings.email,
    telephone: settings.phone,
    areaServed: { '@type': 'Country', name: settings.location },
    address: { '@type': 'PostalAddress', addressCountry: settings.location },
    openingHours: settings.openingHours,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: settings.email,
      telephone: settings.phone,
      areaServed: settings.location,
      availableLanguage: 'English',
    },
    sameAs: settings.footer.socialLinks.map((link) => link.url),
  }
}

/** Serialises JSON for a <script> element; <, > and & are escaped so content can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
