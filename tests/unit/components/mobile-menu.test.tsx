// The small-screen menu: a native popover does the opening and closing; React mirrors its state and, once awake, closes
// it on a chosen link. The popover itself (open on tap, Escape, focus return) is the browser's and closing it before
// React wakes the islands loader's: tests/e2e/mobile-menu.spec.ts and islands.spec.ts cover them in Chromium.
import { jest } from '@jest/globals'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MobileMenu } from '@/components/layout/mobile-menu'

const links = [
  { label: 'Home', href: '/#home' },
  { label: 'Services', href: '/#services' },
  { label: 'Contact', href: '/#contact' },
]

function renderMenu() {
  render(
    <MobileMenu links={links} openLabel="Open menu" closeLabel="Close menu" navLabel="Main" ctaLabel="Get Quote" />,
  )
  const toggle = screen.getByRole('button', { name: 'Open menu' })
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error('aria-controls names no element')
  return { toggle, panel }
}

/** What the browser fires when the popover opens or closes. */
function popoverToggled(panel: HTMLElement, newState: 'open' | 'closed') {
  const event = Object.assign(new Event('toggle'), { oldState: newState === 'open' ? 'closed' : 'open', newState })
  act(() => {
    panel.dispatchEvent(event)
  })
}

describe('MobileMenu', () => {
  it('wires the button to the panel as a popover, so the browser opens it with no script', () => {
    const { toggle, panel } = renderMenu()
    expect(toggle).toHaveAttribute('popovertarget', panel.id)
    expect(toggle).toHaveAttribute('type', 'button')
    expect(panel).toHaveAttribute('popover', 'auto')
    expect(panel).not.toContainElement(toggle)
    expect(panel.querySelector('nav[aria-label="Main"]')).not.toBeNull()
  })

  it('uses a fixed panel id, so the island hydrates the markup Next rendered without an id mismatch', () => {
    const { panel } = renderMenu()
    expect(panel.id).toBe('mobile-menu-panel')
  })

  it('holds every section link and Get Quote in the panel', () => {
    const { panel } = renderMenu()
    const rendered = [...panel.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])
    expect(rendered).toEqual(links.map((link) => [link.label, link.href]))
    expect(screen.getByRole('button', { name: 'Get Quote', hidden: true })).toBeInTheDocument()
  })

  it('once awake says it is collapsed, and follows the popover: expanded and relabelled to close when it opens', () => {
    const { toggle, panel } = renderMenu()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    popoverToggled(panel, 'open')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close menu')
    popoverToggled(panel, 'closed')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAccessibleName('Open menu')
  })

  it('closes the popover when a link is chosen (under next dev and the preview, no loader would)', () => {
    const { panel } = renderMenu()
    const hidePopover = jest.fn()
    panel.hidePopover = hidePopover
    popoverToggled(panel, 'open')
    fireEvent.click(screen.getByRole('link', { name: 'Services', hidden: true }))
    expect(hidePopover).toHaveBeenCalledTimes(1)
  })

  it('carries the overlay attributes it is given, and none without them, as in the export', () => {
    const overlay = (path: string) => ({ 'data-sanity': `id=siteSettings;type=siteSettings;path=${path}` })
    const marked = links.map((link, index) => ({ ...link, edit: overlay(`navigation:${index}.label`) }))
    const edit = {
      openLabel: overlay('open'),
      closeLabel: overlay('close'),
      navLabel: overlay('nav'),
      ctaLabel: overlay('cta'),
    }
    const { unmount } = render(
      <MobileMenu
        links={marked}
        openLabel="Open menu"
        closeLabel="Close menu"
        navLabel="Main"
        ctaLabel="Get Quote"
        edit={edit}
      />,
    )
    expect(screen.getByRole('link', { name: 'Contact', hidden: true })).toHaveAttribute(
      'data-sanity',
      overlay('navigation:2.label')['data-sanity'],
    )
    expect(screen.getByRole('button', { name: 'Get Quote', hidden: true })).toHaveAttribute(
      'data-sanity',
      edit.ctaLabel['data-sanity'],
    )
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'data-sanity',
      edit.openLabel['data-sanity'],
    )
    unmount()
    renderMenu()
    expect(document.querySelectorAll('[data-sanity]')).toHaveLength(0)
  })
})
