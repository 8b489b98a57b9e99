// One GROQ query against the configured content source: the dataset file through groq-js, or Sanity's API; both as the
// published perspective, so no draft or release version reaches a build.
import { isPublishedId } from 'local-content-lake'
import type { ContentSource } from '../source-config'
import { queryDocuments, readDatasetFile } from './dataset-file'
import { querySanityApi, type RetryPolicy } from './sanity-api'

export async function querySource<T>(
  source: ContentSource,
  query: string,
  params: Record<string, unknown> = {},
  retryPolicy?: RetryPolicy,
): Promise<T> {
  if (source.kind === 'dataset-file') {
    const published = (await readDatasetFile(source.file)).filter((doc) => isPublishedId(doc._id))
    return queryDocuments<T>(published, query, params)
  }
  return querySanityApi<T>(source, query, retryPolicy, 'published', params)
}
