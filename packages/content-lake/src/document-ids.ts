// Sanity's id conventions: a draft is `drafts.<id>`, a release version `versions.<release>.<id>`, anything else is published.
const draftsPrefix = 'drafts.'
const versionsPrefix = 'versions.'

export const isDraftId = (id: string): boolean => id.startsWith(draftsPrefix)
export const isVersionId = (id: string): boolean => id.startsWith(versionsPrefix)
export const isPublishedId = (id: string): boolean => !isDraftId(id) && !isVersionId(id)

/** The id a draft or version stands in for. */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(draftsPrefix.length)
  if (isVersionId(id)) return id.split('.').slice(2).join('.')
  return id
}

export const draftIdOf = (id: string): string => `${draftsPrefix}${publishedIdOf(id)}`

/** The release a version belongs to, or undefined for drafts and published documents. */
export const releaseOf = (id: string): string | undefined => (isVersionId(id) ? id.split('.')[1] : undefined)

/** As the real API: letters, digits, `_`, `-` and `.` separating path segments, at most 128 characters. */
export const isValidDocumentId = (id: unknown): id is string =>
  typeof id === 'string' && id.length > 0 && id.length <= 128 && /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(id)
