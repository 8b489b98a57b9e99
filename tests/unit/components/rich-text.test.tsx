// Legal-page rich text: headings, lists and emphasis render as HTML; links are re-checked against the link policy.
import { render, screen } from '@testing-library/react'
import { RichText } from '@/components/ui/rich-text'
import type { PortableTextBody } from '@/lib/content/site-content'

let key = 0
const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: `s${key++}`, text, marks })

function block(
  children: ReturnType<typeof span>[],
  extra: Partial<PortableTextBody[number]> = {},
): PortableTextBody[number] {
  return { _type: 'block', _key: `b${key++}`, style: 'normal', markDefs: [], children, ...extra }
}

/** A paragraph whose middle span links to `href`. */
function linkParagraph(href: string, text: string): PortableTextBody[number] {
  return block([span('See '), span(text, ['lnk']), span(' for details.')], {
    markDefs: [{ _type: 'link', _key: 'lnk', href }],
  })
}

describe('RichText', () => {
  it('renders headings, paragraphs with emphasis, and both kinds of list', () => {
    const { container } = render(
      <RichText
        value={[
          block([span('Who we are')], { style: 'h2' }),
          block([span('Our team')], { style: 'h3' }),
          block([span('Contact form.', ['strong']), span(' Stays in your '), span('browser', ['em']), span('.')]),
          block([span('First bullet')], { listItem: 'bullet', level: 1 }),
          block([span('Second bullet')], { listItem: 'bullet', level: 1 }),
          block([span('Step one')], { listItem: 'number', level: 1 }),
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Our team' })).toBeInTheDocument()
    expect(container.querySelector('p strong')).toHaveTextContent('Contact form.')
    expect(container.querySelector('p em')).toHaveTextContent('browser')
    expect(container.querySelector('p')).toHaveTextContent('Contact form. Stays in your browser.')
    const [bullets, numbers] = screen.getAllByRole('list')
    expect(bullets!.tagName).toBe('UL')
    expect([...bullets!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['First bullet', 'Second bullet'])
    expect(numbers!.tagName).toBe('OL')
    expect(numbers).toHaveTextContent('Step one')
  })

  it.each(['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'data:text/html,<b>hi</b>', '//evil.example/x'])(
    'renders a %s link as plain text, with no anchor',
    (href) => {
      const { container } = render(<RichText value={[linkParagraph(href, 'this page')]} />)
      expect(container.querySelector('a')).toBeNull()
      expect(screen.queryByRole('link')).not.toBeInTheDocument()
      expect(container.querySelector('p')).toHaveTextContent('See this page for details.')
    },
  )

  it('opens external https links with rel="noopener noreferrer"', () => {
    render(<RichText value={[linkParagraph('https://unsplash.com/privacy', 'unsplash.com/privacy')]} />)
    const link = screen.getByRole('link', { name: 'unsplash.com/privacy' })
    expect(link).toHaveAttribute('href', 'https://unsplash.com/privacy')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('treats http links as external too', () => {
    render(<RichText value={[linkParagraph('http://example.com/', 'example')]} />)
    expect(screen.getByRole('link', { name: 'example' })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it.each([
    ['mailto:hello@example.com', 'hello@example.com'],
    ['tel:+12125550142', '+1 (212) 555-0142'],
    ['/terms-of-service', 'our terms'],
    ['#contact', 'the contact form'],
  ])('links %s without a rel attribute', (href, text) => {
    render(<RichText value={[linkParagraph(href, text)]} />)
    const link = screen.getByRole('link', { name: text })
    expect(link).toHaveAttribute('href', href)
    expect(link).not.toHaveAttribute('rel')
  })
})
