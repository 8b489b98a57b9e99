// The published revision of every document the site renders, from the configured source: what the live build.json is
// compared with (npm run site-status). No validation here: it reads revisions, not content.
import { publishedRevisionsQuery } from './queries'
import type { PublishedRevisionsQueryResult } from './sanity.types'
import { siteDocumentTypes } from './site-content'
import type { ContentSource } from './source-config'
import { querySource } from './sources/query-source'

export function fetchPublishedRevisions(source: ContentSource): Promise<PublishedRevisionsQueryResult> {
  return querySource(source, publishedRevisionsQuery, { types: [...siteDocumentTypes] })
}
