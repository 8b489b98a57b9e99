// Published revisions against the live build: which documents the site shows as published, which wait for a rebuild
// (and which have waited too long), and "unknown" for all of them whenever the live build cannot be read.
import type { LiveBuild } from './live-build'

export interface PublishedDocument {
  _id: string
  _type: string
  _rev: string
  /** When it was last published (the published document's `_updatedAt`). */
  _updatedAt: string
}

export type DocumentState = 'live' | 'waiting' | 'unknown'

export interface DocumentStatus {
  _id: string
  _type: string
  _rev: string
  state: DocumentState
  publishedAt: string
  /** Waiting longer than the threshold: the rebuild seems not to have happened. */
  overdue: boolean
}

export interface SiteStatus {
  live: LiveBuild
  documents: DocumentStatus[]
  /** In the live build but no longer published: the site still shows them until it is rebuilt. */
  removed: string[]
  liveCount: number
  overdue: boolean
}

/** A rebuild usually lands within minutes; after this, the Site tool warns. */
export const defaultOverdueAfterMs = 10 * 60_000

export function compareWithLive(
  published: PublishedDocument[],
  live: LiveBuild,
  now = Date.now(),
  overdueAfterMs = defaultOverdueAfterMs,
): SiteStatus {
  const built = live.status === 'live' ? live.record.documents : undefined
  const documents = published.map((document): DocumentStatus => {
    // Never "live" when unsure: an unreadable build makes every document unknown.
    const state: DocumentState = !built ? 'unknown' : built[document._id] === document._rev ? 'live' : 'waiting'
    const waited = now - Date.parse(document._updatedAt)
    return {
      _id: document._id,
      _type: document._type,
      _rev: document._rev,
      state,
      publishedAt: document._updatedAt,
      overdue: state === 'waiting' && waited > overdueAfterMs,
    }
  })
  const publishedIds = new Set(published.map((document) => document._id))
  const removed = built ? Object.keys(built).filter((id) => !publishedIds.has(id)) : []
  return {
    live,
    documents,
    removed,
    liveCount: documents.filter((document) => document.state === 'live').length,
    overdue: documents.some((document) => document.overdue),
  }
}

/** "3 min ago", "just now", "2 h ago": how long ago an ISO time was, for people. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000))
  if (seconds < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.round(hours / 24)} days ago`
}
