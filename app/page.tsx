// The home page: the five sections in the spec's order.
import { BenefitsSection } from '@/components/sections/benefits-section'
import { ContactSection } from '@/components/sections/contact-section'
import { HeroSection } from '@/components/sections/hero-section'
import { PortfolioSection } from '@/components/sections/portfolio-section'
import { ServicesSection } from '@/components/sections/services-section'
import { getSiteContent } from '@/lib/content'

export default function HomePage() {
  const { home, settings, services, benefits, portfolio } = getSiteContent()
  return (
    <>
      <HeroSection hero={home.hero} />
      <ServicesSection section={home.servicesSection} services={services} />
      <BenefitsSection section={home.benefitsSection} benefits={benefits} />
      <PortfolioSection section={home.portfolioSection} items={portfolio} />
      <ContactSection section={home.contactSection} settings={settings} />
    </>
  )
}
