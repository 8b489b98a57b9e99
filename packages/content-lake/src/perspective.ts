// Perspectives: which documents a query sees — all of them (raw), only published ones, or drafts and releases laid over them.
import type { RawDocument } from './dataset-format'
import { badRequest } from './lake-error'
import { isDraftId, isPublishedId, publishedIdOf, releaseOf } from './document-ids'

/** `raw`, `published`, or a stack of layers (`drafts` or release names), the first one winning, over published. */
export type Perspective = 'raw' | 'published' | readonly string[]

/** API versions from 2025-02-19 on query the published perspective by default, older ones the raw one. */
function defaultPerspective(apiVersion: string): Perspective {
  return apiVersion === 'X' || apiVersion >= '2025-02-19' ? 'published' : 'raw'
}

/** Reads the `perspective` parameter (`drafts`, `previewDrafts`, or a comma-separated stack such as `rSpring,drafts`). */
export function parsePerspective(value: string | null | undefined, apiVersion: string): Perspective {
  if (value === null || value === undefined || value === '') return defaultPerspective(apiVersion)
  if (value === 'raw' || value === 'published') return value
  if (value === 'previewDrafts') return ['drafts']
  const layers = value.split(',').map((layer) => layer.trim())
  const invalid = layers.find((layer) => !/^[A-Za-z0-9_-]+$/.test(layer) || layer === 'raw')
  if (invalid === 'raw')
    throw badRequest(`Invalid perspective "${value}": raw is every document, so it is asked for alone, not in a list`)
  if (invalid !== undefined)
    throw badRequest(
      `Invalid perspective "${value}": "${invalid}" is not "raw", "published", "drafts" or a release name`,
    )
  return layers.filter((layer) => layer !== 'published')
}

function layerOf(id: string): string {
  return isDraftId(id) ? 'drafts' : (releaseOf(id) ?? 'published')
}

/** The documents a query sees in a perspective; a draft or version answers to its published id, `_originalId` saying where it came from. */
export function documentsInPerspective(documents: Iterable<RawDocument>, perspective: Perspective): RawDocument[] {
  const all = [...documents]
  if (perspective === 'raw') return all
  if (perspective === 'published') return all.filter((doc) => isPublishedId(doc._id))
  const rank = (id: string) => {
    const layer = layerOf(id)
    const index = perspective.indexOf(layer)
    return index >= 0 ? index : layer === 'published' ? perspective.length : -1
  }
  const chosen = new Map<string, RawDocument>()
  for (const doc of all) {
    if (rank(doc._id) < 0) continue
    const id = publishedIdOf(doc._id)
    const current = chosen.get(id)
    if (!current || rank(doc._id) < rank(current._id)) chosen.set(id, doc)
  }
  return [...chosen.values()].map((doc) => ({ ...doc, _id: publishedIdOf(doc._id), _originalId: doc._id }))
}
