// The home page: the five sections in the spec's order.
import { BenefitsSection } from '@/components/sections/benefits-section'
import { ContactSection } from '@/components/sections/contact-section'
import { HeroSection } from '@/components/sections/hero-section'
import { PortfolioSection } from '@/components/sections/portfolio-section'
import { ServicesSection } from '@/components/sections/services-section'
import type { Metadata } from 'next'
import { getSiteContent } from '@/lib/content'
import { organizationJsonLd, serializeJsonLd } from '@/lib/content/structured-data'
import { pageMetadata, touchIconPath } from '@/lib/seo/page-metadata'
import { absoluteUrl } from '@/lib/site-url'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteContent()
  return pageMetadata(settings, { description: settings.seo.description, path: '/' })
}

export default async function HomePage() {
  const { home, settings, services, benefits, portfolio } = await getSiteContent()
  const jsonLd = organizationJsonLd(settings, absoluteUrl('/'), absoluteUrl(touchIconPath))
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <HeroSection hero={home.hero} doc={home} />
      <ServicesSection section={home.servicesSection} services={services} doc={home} />
      <BenefitsSection section={home.benefitsSection} benefits={benefits} doc={home} />
      <PortfolioSection section={home.portfolioSection} items={portfolio} doc={home} />
      <ContactSection section={home.contactSection} settings={settings} doc={home} />
    </>
  )
}
