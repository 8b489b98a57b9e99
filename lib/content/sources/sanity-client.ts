// One way to make a @sanity/client for a configured Sanity source: the project's API, or another host (a local Content
// Lake) reached without the project subdomain; never the CDN, since every reader here needs what was just published.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { siteDocumentTypes } from '../site-content'
import type { ContentSource } from '../source-config'

export type SanitySource = Extract<ContentSource, { kind: 'sanity' }>

export function sanityClientFor(
  source: SanitySource,
  options: Omit<ClientConfig, 'projectId' | 'dataset' | 'apiVersion' | 'apiHost'> = {},
): SanityClient {
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    token: source.token,
    useCdn: false,
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    ...options,
  })
}

/**
 * Sanity's listener on every document the site renders: a `welcome` on every (re)connect — after which changes made
 * while it was down are not replayed, so a reader catches up — then one `mutation` event per changed document.
 */
export function listenToSiteDocuments(client: SanityClient) {
  return client.listen(
    '*[_type in $types]',
    { types: [...siteDocumentTypes] },
    { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' },
  )
}
