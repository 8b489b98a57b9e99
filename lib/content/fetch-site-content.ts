// One build's content fetch: run the query once against the configured source, validate, shape.
import { ContentError } from './content-error'
import { siteContentQuery } from './queries'
import type { SiteContentQueryResult } from './sanity.types'
import { toSiteContent, type SiteContent } from './site-content'
import type { ContentSource } from './source-config'
import { querySource } from './sources/query-source'
import type { RetryPolicy } from './sources/sanity-api'
import { validateSiteContent } from './validate-content'

/** Fetches, then validates everything before anything is shaped; throws a ContentError listing every problem. */
export async function fetchSiteContent(source: ContentSource, retryPolicy?: RetryPolicy): Promise<SiteContent> {
  const result = await querySource(source, siteContentQuery, {}, retryPolicy)
  const problems = await validateSiteContent(result)
  if (problems.length) {
    throw new ContentError(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built:`,
      problems,
    )
  }
  return toSiteContent(result as SiteContentQueryResult)
}
