// The content model: every schema type's fields and rules, grouped by role. The build validates content with it, so
// it imports no browser code; the Studio shows it dressed with icons, inputs and previews (../studio-schema.tsx).
import { benefit } from './documents/benefit'
import { legalPage } from './documents/legal-page'
import { portfolioItem } from './documents/portfolio-item'
import { service } from './documents/service'
import { footerLink, navLink, socialLink, stat } from './objects/links'
import { portableText } from './objects/portable-text'
import { homePage } from './singletons/home-page'
import { siteSettings } from './singletons/site-settings'

export const singletonTypes = ['siteSettings', 'homePage'] as const
export const orderedListTypes = ['service', 'benefit', 'portfolioItem'] as const

export const schemaTypes = [
  siteSettings,
  homePage,
  service,
  benefit,
  portfolioItem,
  legalPage,
  portableText,
  navLink,
  footerLink,
  socialLink,
  stat,
]
