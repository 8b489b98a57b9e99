// A read-only stand-in for @sanity/client over fetched documents, so Studio validators that query run offline.
import type { ValidationClient } from '@sanity/validation'
import { queryDocuments, type RawDocument } from './sources/dataset-file'

export function createDatasetClient(documents: RawDocument[]): ValidationClient {
  const unsupported = () => {
    throw new Error('Only client.fetch is available to validators during the build')
  }
  const client = {
    fetch: (query: string, params?: Record<string, unknown>) => queryDocuments(documents, query, params ?? {}),
    getDataUrl: unsupported,
    observable: { fetch: unsupported, request: unsupported },
    withConfig: () => client,
  }
  return client as unknown as ValidationClient
}
