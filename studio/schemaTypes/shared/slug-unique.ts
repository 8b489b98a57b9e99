// Slug uniqueness within a document type, written in plain GROQ so the build's groq-js client can run it too.
import type { SlugIsUniqueValidator } from '@sanity/types'

export const isSlugUniqueForType: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  if (!document) return true
  const publishedId = document._id.replace(/^drafts\./, '')
  const query = `!defined(*[_type == $type && slug.current == $slug && !(_id in [$draftId, $publishedId])][0]._id)`
  return getClient({ apiVersion: '2025-01-27' }).fetch<boolean>(query, {
    type: document._type,
    slug,
    draftId: `drafts.${publishedId}`,
    publishedId,
  })
}
