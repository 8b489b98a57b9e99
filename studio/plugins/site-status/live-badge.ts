// The document badge as the Studio asks for it: a hook per open document, reading the shared store
// (document-badge.ts says what it shows).
import type { DocumentBadgeComponent, DocumentBadgeDescription, DocumentBadgeProps } from 'sanity'
import { documentBadge } from './document-badge'
import type { SiteStatusOptions } from './site-status-options'
import { useSiteStatus } from './use-site-status'

export function liveBadge(options: SiteStatusOptions): DocumentBadgeComponent {
  function SiteLiveBadge({ published }: DocumentBadgeProps): DocumentBadgeDescription | null {
    return documentBadge(published, useSiteStatus(options).snapshot, options)
  }
  return SiteLiveBadge
}
