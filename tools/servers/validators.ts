// Strong validators for a served file and the conditional-request check that turns a match into 304 Not Modified.
import type { Stats } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'

export interface Validators {
  etag: string
  modifiedAt: number
}

/** Thrown from sirv's setHeaders, its last hook before it streams the file, to answer 304 instead. */
export class NotModified extends Error {
  constructor() {
    super('Not Modified')
  }
}

/**
 * nginx's strong ETag (mtime and size): each precompressed sibling has its own size, so its own tag. modifiedAt is
 * to the second, as the Last-Modified sirv sends (stats.mtime.toUTCString()), so If-Modified-Since compares alike.
 */
export function validatorsOf(stats: Stats): Validators {
  const modifiedAt = Math.floor(stats.mtimeMs / 1000) * 1000
  return {
    etag: `"${Math.floor(stats.mtimeMs).toString(16)}-${stats.size.toString(16)}"`,
    modifiedAt,
  }
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '')

/** RFC 9110 §13.2.2: If-None-Match (weak comparison) wins; If-Modified-Since counts only without it. */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === validators.etag)
  }
  const since = Date.parse(headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && validators.modifiedAt <= since
}
