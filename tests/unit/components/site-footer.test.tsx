// The footer on every route, rendered from the embedded dataset's settings and services.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { render, screen, within } from '@testing-library/react'
import { SiteFooter } from '@/components/layout/site-footer'
import type { Service, SiteSettings } from '@/lib/content/site-content'

const documents = readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _id: string; _type: string })
const settings = documents.find((doc) => doc._type === 'siteSettings') as unknown as SiteSettings
const services = documents.filter((doc) => doc._type === 'service') as unknown as Service[]
const legalLinks = [
  {
    label: 'Terms of Service',
    href: '/terms-of-service',
    page: { _id: 'legalPage.terms-of-service', _type: 'legalPage' },
  },
  { label: 'Privacy Policy', href: '/privacy-policy', page: { _id: 'legalPage.privacy-policy', _type: 'legalPage' } },
]

function renderFooter() {
  render(<SiteFooter content={{ settings, services, legalLinks }} />)
  return screen.getByRole('contentinfo')
}

describe('SiteFooter', () => {
  it('links the contact e-mail and a dialable phone number', () => {
    const footer = renderFooter()
    expect(within(footer).getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    )
    expect(within(footer).getByRole('link', { name: '+1 (212) 555-0142' })).toHaveAttribute('href', 'tel:+12125550142')
  })

  it('lists the legal links in the order it is given', () => {
    const footer = renderFooter()
    const legal = within(footer)
      .getAllByRole('link')
      .filter((link) => legalLinks.some(({ href }) => link.getAttribute('href') === href))
    expect(legal.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ])
  })

  it('names each social icon link and keeps the opener out of reach', () => {
    renderFooter()
    const social = screen.getByRole('navigation', { name: settings.footer.socialLabel })
    const links = within(social).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(settings.footer.socialLinks.map((link) => link.url))
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAccessibleName(settings.footer.socialLinks[index]!.label)
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    }
  })

  it('lists every service under its heading, linking to the services section', () => {
    renderFooter()
    const heading = screen.getByRole('heading', { name: settings.footer.servicesHeading })
    const column = heading.parentElement!
    const links = within(column).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(services.map((service) => service.title))
    expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(new Set(['/#services']))
  })

  it('sends the call to action to the contact section', () => {
    renderFooter()
    expect(screen.getByRole('link', { name: settings.footer.ctaLabel })).toHaveAttribute('href', '/#contact')
  })
})
