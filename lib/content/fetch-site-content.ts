// One build's content fetch: run the query once against the configured source, validate, shape.
import { ContentError } from './content-error'
import { siteContentQuery } from './queries'
import type { SiteContentQueryResult } from './sanity.types'
import { toSiteContent, type SiteContent } from './site-content'
import type { ContentSource } from './source-config'
import { queryDocuments, readDatasetFile } from './sources/dataset-file'
import { querySanityApi, type RetryPolicy } from './sources/sanity-api'
import { validateSiteContent } from './validate-content'

export async function runSiteContentQuery(source: ContentSource, retryPolicy?: RetryPolicy): Promise<unknown> {
  if (source.kind === 'dataset-file') return queryDocuments(await readDatasetFile(source.file), siteContentQuery)
  return querySanityApi(source, siteContentQuery, retryPolicy)
}

/** Fetches, then validates everything before anything is shaped; throws a ContentError listing every problem. */
export async function fetchSiteContent(source: ContentSource, retryPolicy?: RetryPolicy): Promise<SiteContent> {
  const result = await runSiteContentQuery(source, retryPolicy)
  const problems = await validateSiteContent(result)
  if (problems.length) {
    throw new ContentError(`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:`, problems)
  }
  return toSiteContent(result as SiteContentQueryResult)
}
