// /{slug}: every published legal page at its slug. The export renders one file per page in the content; under next dev
// and in the preview (where a draft may add a page) any slug is asked for, and one no legal page has is the 404 page.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LegalDocument } from '@/components/legal/legal-document'
import { findLegalPage, getSiteContent, legalPageParams } from '@/lib/content'
import { editScope } from '@/lib/content/edit-scope'
import { pageMetadata } from '@/lib/seo/page-metadata'

interface LegalPageProps {
  params: Promise<{ slug: string }>
}

export const generateStaticParams = legalPageParams

async function legalPageOf({ params }: LegalPageProps) {
  const page = await findLegalPage((await params).slug)
  return page ?? notFound()
}

export async function generateMetadata(props: LegalPageProps): Promise<Metadata> {
  const page = await legalPageOf(props)
  return pageMetadata((await getSiteContent()).settings, {
    title: page.title,
    description: page.description,
    path: `/${page.slug.current}`,
  })
}

export default async function LegalPageRoute(props: LegalPageProps) {
  const page = await legalPageOf(props)
  const { settings } = await getSiteContent()
  const updatedLabelEdit = editScope(settings)('interface.legalUpdatedLabel')
  return (
    <LegalDocument
      page={page}
      updatedLabel={settings.interface.legalUpdatedLabel}
      updatedLabelEdit={updatedLabelEdit}
    />
  )
}
