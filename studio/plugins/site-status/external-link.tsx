// A link to another site (the live site, a deploy run) inside a sentence: underlined, so it is told from the text by
// more than its colour (WCAG 1.4.1, axe's link-in-text-block), and opened in a new tab.
import type { ReactNode } from 'react'

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" style={{ textDecoration: 'underline' }}>
      {children}
    </a>
  )
}
