// Builds the page and metadata of a legal route from its legalPage document.
import type { Metadata } from 'next'
import { LegalDocument } from '@/components/legal/legal-document'
import { getLegalPage, getSiteContent } from '@/lib/content'
import type { LegalSlug } from '@/lib/presets/legal'
import { pageMetadata } from '@/lib/seo/page-metadata'

export function legalMetadata(slug: LegalSlug): Metadata {
  const page = getLegalPage(slug)
  return pageMetadata(getSiteContent().settings, { title: page.title, description: page.description, path: `/${slug}` })
}

export function LegalRoute({ slug }: { slug: LegalSlug }) {
  const { settings } = getSiteContent()
  return <LegalDocument page={getLegalPage(slug)} updatedLabel={settings.interface.legalUpdatedLabel} />
}
