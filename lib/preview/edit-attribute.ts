// The preview's click-to-edit attributes: in Draft Mode, `data-sanity` naming the document id, type and field path.
import 'server-only'
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import type * as ExportSide from '@/lib/site-mode/edit-attribute'
import { overlayState } from './overlay-state'

export type { DocumentRef, EditAttribute } from '@/lib/site-mode/edit-attribute'

export const editAttribute: typeof ExportSide.editAttribute = (document, path) => {
  if (!overlayState().enabled) return {}
  return { 'data-sanity': createDataAttribute({ id: document._id, type: document._type, path }).toString() }
}
