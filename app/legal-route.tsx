// Builds the page and metadata of a legal route from its legalPage document.
import type { Metadata } from 'next'
import { LegalDocument } from '@/components/legal/legal-document'
import { getLegalPage, getSiteContent } from '@/lib/content'
import { editScope } from '@/lib/content/edit-scope'
import type { LegalSlug } from '@/lib/presets/legal'
import { pageMetadata } from '@/lib/seo/page-metadata'

export async function legalMetadata(slug: LegalSlug): Promise<Metadata> {
  const page = await getLegalPage(slug)
  return pageMetadata((await getSiteContent()).settings, { title: page.title, description: page.description, path: `/${slug}` })
}

export async function LegalRoute({ slug }: { slug: LegalSlug }) {
  const { settings } = await getSiteContent()
  const updatedLabelEdit = editScope(settings)('interface.legalUpdatedLabel')
  return <LegalDocument page={await getLegalPage(slug)} updatedLabel={settings.interface.legalUpdatedLabel} updatedLabelEdit={updatedLabelEdit} />
}
