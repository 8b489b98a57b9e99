// The published revision of every document the site renders, from the configured source: what the live build.json is
// compared with (npm run site-status). No validation here: it reads revisions, not content.
import { publishedRevisionsQuery } from './queries'
import type { PublishedRevisionsQueryResult } from './sanity.types'
import { siteDocumentTypes } from './site-content'
import type { ContentSource } from './source-config'
import { queryDocuments, readDatasetFile } from './sources/dataset-file'
import { querySanityApi, type RetryPolicy } from './sources/sanity-api'

export async function fetchPublishedRevisions(source: ContentSource, retryPolicy?: RetryPolicy): Promise<PublishedRevisionsQueryResult> {
  const params = { types: [...siteDocumentTypes] }
  if (source.kind === 'dataset-file') return queryDocuments(await readDatasetFile(source.file), publishedRevisionsQuery, params)
  return querySanityApi(source, publishedRevisionsQuery, retryPolicy, 'published', params)
}
