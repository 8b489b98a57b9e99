// Click-to-edit attributes for the fields of one document (or one object inside it); empty in the export.
import { editAttribute, type DocumentRef, type EditAttribute } from '@site-mode/edit-attribute'

export type { DocumentRef, EditAttribute }

/** Attributes for a field path below `base`, e.g. `editScope(home, 'hero')('stats[_key=="a"].value')`. */
export type EditScope = (path: string) => EditAttribute

export function editScope(document: DocumentRef, base?: string): EditScope {
  return (path) => editAttribute(document, base ? `${base}.${path}` : path)
}

/** The path of an item in a keyed array, as Sanity's field paths name it. */
export function keyed(field: string, key: string): string {
  return `${field}[_key==${JSON.stringify(key)}]`
}
