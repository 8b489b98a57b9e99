// The export's click-to-edit attributes: none, so no overlay metadata reaches the public HTML (the preview swaps in lib/preview/edit-attribute.ts).
export interface DocumentRef {
  _id: string
  _type: string
}

/** Spread onto an element that shows a content field; only the preview fills it in. */
export type EditAttribute = { 'data-sanity'?: string }

const none: EditAttribute = Object.freeze({})

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- same signature as the preview's version
export function editAttribute(document: DocumentRef, path: string): EditAttribute {
  return none
}
