// The small-screen menu: a labelled toggle that opens a panel of section links, closed by a link or Escape.
import { fireEvent, render, screen } from '@testing-library/react'
import { MobileMenu } from '@/components/layout/mobile-menu'

const links = [
  { label: 'Home', href: '/#home' },
  { label: 'Services', href: '/#services' },
  { label: 'Contact', href: '/#contact' },
]

function renderMenu() {
  render(<MobileMenu links={links} openLabel="Open menu" closeLabel="Close menu" navLabel="Main" ctaLabel="Get Quote" />)
  return screen.getByRole('button', { name: 'Open menu' })
}

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '')

describe('MobileMenu', () => {
  it('starts closed: the toggle says it opens the menu and no link is shown', () => {
    const toggle = renderMenu()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panelOf(toggle)).not.toBeVisible()
    expect(screen.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument()
  })

  it('points aria-controls at the panel that holds the navigation', () => {
    const toggle = renderMenu()
    const panel = panelOf(toggle)
    expect(panel).not.toBeNull()
    expect(panel).not.toContainElement(toggle)
    expect(panel!.querySelector('nav[aria-label="Main"]')).not.toBeNull()
  })

  it('opens on click: expanded, relabelled to close, links visible', () => {
    const toggle = renderMenu()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close menu')
    expect(panelOf(toggle)).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(links.map((l) => [l.label, l.href]))
    expect(screen.getByRole('button', { name: 'Get Quote' })).toBeVisible()
  })

  it('closes again when the toggle is clicked a second time', () => {
    const toggle = renderMenu()
    fireEvent.click(toggle)
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAccessibleName('Open menu')
    expect(panelOf(toggle)).not.toBeVisible()
  })

  it('closes when a link is chosen', () => {
    const toggle = renderMenu()
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('link', { name: 'Services' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panelOf(toggle)).not.toBeVisible()
  })

  it('closes on Escape and returns focus to the toggle', () => {
    const toggle = renderMenu()
    fireEvent.click(toggle)
    const link = screen.getByRole('link', { name: 'Contact' })
    link.focus()
    expect(link).toHaveFocus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAccessibleName('Open menu')
    expect(toggle).toHaveFocus()
  })

  it('ignores other keys while open', () => {
    const toggle = renderMenu()
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: 'Enter' })
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })
})
