// One GROQ query against the configured content source: the dataset file through groq-js, or Sanity's API (published).
import type { ContentSource } from '../source-config'
import { queryDocuments, readDatasetFile } from './dataset-file'
import { querySanityApi, type RetryPolicy } from './sanity-api'

export async function querySource<T>(source: ContentSource, query: string, params: Record<string, unknown> = {}, retryPolicy?: RetryPolicy): Promise<T> {
  if (source.kind === 'dataset-file') return queryDocuments<T>(await readDatasetFile(source.file), query, params)
  return querySanityApi<T>(source, query, retryPolicy, 'published', params)
}
