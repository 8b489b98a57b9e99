// The island wrapper: what the loader and the islands step read from the page, around the island's own markup.
import { render } from '@testing-library/react'
import { version } from 'react'
import { Island } from '@/components/islands/island'
import { MobileMenu } from '@/components/layout/mobile-menu'

const props = {
  links: [{ label: 'Home', href: '/#home' }],
  openLabel: 'Open menu',
  closeLabel: 'Close menu',
  navLabel: 'Main',
  ctaLabel: 'Get Quote',
}

describe('Island', () => {
  it('wraps the component’s markup with its name, wake-up, props and the version of the React that rendered it', () => {
    const { container } = render(<Island name="mobile-menu" component={MobileMenu} props={props} wakeUp="first-use" />)
    const wrapper = container.querySelector<HTMLElement>('[data-island]')!
    expect(wrapper.dataset).toMatchObject({ island: 'mobile-menu', wakeUp: 'first-use', reactVersion: version })
    expect(JSON.parse(wrapper.dataset.props!)).toEqual(props)
    expect(wrapper.querySelector('button[popovertarget]')).not.toBeNull()
    expect(container.querySelector('[data-island-unavailable]')).toBeNull()
  })

  it('puts the message for when its code cannot be loaded right after it, hidden and announced as an alert once shown', () => {
    const { container } = render(
      <Island
        name="mobile-menu"
        component={MobileMenu}
        props={props}
        wakeUp="first-use"
        unavailable={<p>Write to us instead.</p>}
      />,
    )
    const notice = container.querySelector<HTMLElement>('[data-island]')!.nextElementSibling as HTMLElement
    expect(notice.dataset.islandUnavailable).toBe('mobile-menu')
    expect(notice).toHaveAttribute('role', 'alert')
    expect(notice).not.toBeVisible()
    expect(notice).toHaveTextContent('Write to us instead.')
  })
})
