// The home page's section anchors, in page order; header links may only point at these.
export const sectionAnchors = [
  { value: 'home', title: 'Hero (#home)' },
  { value: 'services', title: 'Services (#services)' },
  { value: 'about', title: 'Why choose us (#about)' },
  { value: 'portfolio', title: 'Portfolio (#portfolio)' },
  { value: 'contact', title: 'Contact (#contact)' },
] as const

export type SectionAnchor = (typeof sectionAnchors)[number]['value']
