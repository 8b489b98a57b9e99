// The preview's server-side Sanity client (the token stays on the server): for secrets and change events, not page content.
import 'server-only'
import { createClient, type SanityClient } from '@sanity/client'
import { previewSource } from './preview-source'

export function createPreviewClient(): SanityClient {
  const source = previewSource()
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    token: source.token,
    useCdn: false,
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
  })
}
