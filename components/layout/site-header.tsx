// The fixed header on every route: logo, section links, Get Quote and the mobile menu.
import { InertButton } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Logo } from '@/components/ui/logo'
import { editScope, islandAttribute, islandAttributes, keyed } from '@/lib/content/edit-scope'
import type { NavigationLink, SiteSettings } from '@/lib/content/site-content'
import { Island } from '@/components/islands/island'
import { sitePath } from '@/lib/site-url'
import { MobileMenu } from './mobile-menu'

/** Section links always point at the home page, so they work from the legal pages too. */
export function sectionLinks(settings: SiteSettings): NavigationLink[] {
  return settings.navigation.map(({ _key, label, section }) => ({
    label,
    href: sitePath(`/#${section}`),
    // Preview overlays only; undefined in the export, so the menu island's props serialise as before.
    edit: islandAttribute(editScope(settings)(`${keyed('navigation', _key)}.label`)),
  }))
}

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const links = sectionLinks(settings)
  const { interface: ui } = settings
  const edit = editScope(settings)
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      <Container className="relative flex h-16 items-center justify-between gap-6">
        <a
          href={sitePath('/')}
          aria-label={ui.homeLinkLabel}
          className="rounded-md"
          {...edit('interface.homeLinkLabel')}
        >
          <Logo companyName={settings.companyName} edit={edit('companyName')} />
        </a>
        <nav aria-label={ui.primaryNavLabel} className="hidden lg:block" {...edit('interface.primaryNavLabel')}>
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-full px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
                  {...link.edit}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <InertButton edit={edit('headerCtaLabel')}>{settings.headerCtaLabel}</InertButton>
        </div>
        <Island
          name="mobile-menu"
          component={MobileMenu}
          wakeUp="first-use"
          props={{
            links,
            openLabel: ui.menuOpenLabel,
            closeLabel: ui.menuCloseLabel,
            navLabel: ui.primaryNavLabel,
            ctaLabel: settings.headerCtaLabel,
            edit: islandAttributes({
              openLabel: edit('interface.menuOpenLabel'),
              closeLabel: edit('interface.menuCloseLabel'),
              navLabel: edit('interface.primaryNavLabel'),
              ctaLabel: edit('headerCtaLabel'),
            }),
          }}
        />
      </Container>
    </header>
  )
}
