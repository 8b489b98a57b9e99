// What pages import: the site's content, from the build's snapshot in the export or per request in the preview (@site-mode/content).
import 'server-only'
import { loadSiteContent } from '@site-mode/content'
import type { LegalSlug } from '../presets/legal'
import type { LegalPage, SiteContent } from './site-content'

export type * from './site-content'

export async function getSiteContent(): Promise<SiteContent> {
  return loadSiteContent()
}

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const page = (await getSiteContent()).legalPages.find((candidate) => candidate.slug.current === slug)
  if (!page) throw new Error(`The content has no legal page "${slug}"`)
  return page
}
