// JSON-LD for search engines: what the home page tells them about the company, and markup content can never break out of.
import type { SiteSettings } from '@/lib/content/site-content'
import { organizationJsonLd, serializeJsonLd } from '@/lib/content/structured-data'

describe('JSON-LD serialisation', () => {
  it('escapes <, > and & so content can never close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & co' })
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & co' })
  })
})

describe('organizationJsonLd', () => {
  it('describes the company as a ProfessionalService from the site settings, with its sales contact and profiles', () => {
    const settings = {
      companyName: 'Northbeam Software',
      seo: { description: 'Software for the north.' },
      email: 'hello@northbeam.example',
      phone: '+358 40 123 4567',
      location: 'Finland',
      openingHours: 'Mo-Fr 09:00-17:00',
      footer: {
        socialLinks: [{ url: 'https://github.com/northbeam' }, { url: 'https://www.linkedin.com/company/northbeam' }],
      },
    } as unknown as SiteSettings
    expect(organizationJsonLd(settings, 'https://northbeam.example/', 'https://northbeam.example/icon.png')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Northbeam Software',
      description: 'Software for the north.',
      url: 'https://northbeam.example/',
      logo: 'https://northbeam.example/icon.png',
      image: 'https://northbeam.example/icon.png',
      email: 'hello@northbeam.example',
      telephone: '+358 40 123 4567',
      areaServed: { '@type': 'Country', name: 'Finland' },
      address: { '@type': 'PostalAddress', addressCountry: 'Finland' },
      openingHours: 'Mo-Fr 09:00-17:00',
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: 'hello@northbeam.example',
        telephone: '+358 40 123 4567',
        areaServed: 'Finland',
        availableLanguage: 'English',
      },
      sameAs: ['https://github.com/northbeam', 'https://www.linkedin.com/company/northbeam'],
    })
  })
})
