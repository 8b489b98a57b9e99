// The footer on every route: services and company columns, contact details, call to action, social and legal links.
import { Clock, Mail, MapPin, Phone } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import { SocialIcon } from '@/components/ui/social-icon'
import { editScope, keyed, type EditAttribute } from '@/lib/content/edit-scope'
import type { NavigationLink, SiteContent } from '@/lib/content/site-content'
import { telHref } from '@/lib/presets/links'
import { siteHref, sitePath } from '@/lib/site-url'

const linkClass = 'rounded text-sm text-slate-300 transition-colors hover:text-white'

function FooterColumn({ heading, children, edit }: { heading: string; children: ReactNode; edit?: EditAttribute }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase" {...edit}>
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </div>
  )
}

function LinkList({ links, className = 'space-y-3' }: { links: NavigationLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <a href={siteHref(link.href)} className={linkClass} {...link.edit}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

export function SiteFooter({ content }: { content: Pick<SiteContent, 'settings' | 'services' | 'legalLinks'> }) {
  const { settings, services, legalLinks } = content
  const { footer } = settings
  const edit = editScope(settings)
  const companyLinks = footer.companyLinks.map((link) => ({
    ...link,
    edit: edit(`${keyed('footer.companyLinks', link._key)}.label`),
  }))
  // A legal link's label is its page's title.
  const pageLinks = legalLinks.map((link) => ({ ...link, edit: editScope(link.page)('title') }))
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="py-16">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Logo companyName={settings.companyName} inverse edit={edit('companyName')} />
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400" {...edit('tagline')}>
              {settings.tagline}
            </p>
            <p className="mt-6 text-sm font-medium text-white" {...edit('footer.ctaText')}>
              {footer.ctaText}
            </p>
            <ButtonLink href="/#contact" variant="inverse" className="mt-3" edit={edit('footer.ctaLabel')}>
              {footer.ctaLabel}
            </ButtonLink>
          </div>
          <div className="grid gap-10 sm:grid-cols-3 lg:col-span-8">
            <FooterColumn heading={footer.servicesHeading} edit={edit('footer.servicesHeading')}>
              <ul className="space-y-3">
                {services.map((service) => (
                  <li key={service._id}>
                    <a href={sitePath('/#services')} className={linkClass} {...editScope(service)('title')}>
                      {service.title}
                    </a>
                  </li>
                ))}
              </ul>
            </FooterColumn>
            <FooterColumn heading={footer.companyHeading} edit={edit('footer.companyHeading')}>
              <LinkList links={companyLinks} />
            </FooterColumn>
            <FooterColumn heading={footer.contactHeading} edit={edit('footer.contactHeading')}>
              <ul className="space-y-3 text-sm">
                <li className="flex gap-3">
                  <Icon node={Mail} className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <a href={`mailto:${settings.email}`} className={linkClass} {...edit('email')}>
                    {settings.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Icon node={Phone} className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <a href={telHref(settings.phone)} className={linkClass} {...edit('phone')}>
                    {settings.phone}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Icon node={MapPin} className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span {...edit('location')}>{settings.location}</span>
                </li>
                <li className="flex gap-3">
                  <Icon node={Clock} className="mt-0.5 size-4 shrink-0 text-brand-400" />
                  <span {...edit('businessHours')}>{settings.businessHours}</span>
                </li>
              </ul>
            </FooterColumn>
          </div>
        </div>
        <div className="mt-14 flex flex-col gap-6 border-t border-slate-800 pt-8 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-slate-400" {...edit('footer.copyright')}>
            {footer.copyright}
          </p>
          <nav aria-label={footer.socialLabel} {...edit('footer.socialLabel')}>
            <ul className="flex gap-2">
              {footer.socialLinks.map((link) => (
                <li key={link._key}>
                  <a
                    href={link.url}
                    aria-label={link.label}
                    rel="noopener noreferrer"
                    // Icon-only: the whole item (platform, label, address) is what an editor changes here.
                    {...edit(keyed('footer.socialLinks', link._key))}
                    className="inline-flex size-10 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-slate-800 hover:text-white"
                  >
                    <SocialIcon platform={link.platform} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LinkList links={pageLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
        </div>
      </Container>
    </footer>
  )
}
