// What pages import: the site's content, from the build's snapshot in the export or per request in the preview (@site-mode/content).
import 'server-only'
import { loadSiteContent } from '@site-mode/content'
import type { LegalPage, SiteContent } from './site-content'

export type * from './site-content'

export async function getSiteContent(): Promise<SiteContent> {
  return loadSiteContent()
}

/** The legal page at /{slug}, if the content has one. */
export async function findLegalPage(slug: string): Promise<LegalPage | undefined> {
  return (await getSiteContent()).legalPages.find((candidate) => candidate.slug.current === slug)
}

/** The legal page route's static params: every published page in the export; in the preview, none at all. */
export { legalPageParams } from '@site-mode/content'
