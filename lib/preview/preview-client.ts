// The preview's server-side Sanity client (the token stays on the server): for secrets and change events, not page content.
import 'server-only'
import type { SanityClient } from '@sanity/client'
import { sanityClientFor } from '@/lib/content/sources/sanity-client'
import { previewSource } from './preview-source'

export function createPreviewClient(): SanityClient {
  return sanityClientFor(previewSource())
}
