// What pages import: the baked content of this build, read once per build worker from the snapshot.
import 'server-only'
import type { LegalSlug } from '../presets/legal'
import type { LegalPage, SiteContent } from './site-content'
import { readSnapshot } from './snapshot'

export type * from './site-content'

let cached: SiteContent | undefined

export function getSiteContent(): SiteContent {
  cached ??= readSnapshot()
  return cached
}

export function getLegalPage(slug: LegalSlug): LegalPage {
  const page = getSiteContent().legalPages.find((candidate) => candidate.slug.current === slug)
  if (!page) throw new Error(`The content snapshot has no legal page "${slug}"`)
  return page
}
