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

/** An island's attribute, or undefined when empty (the export), so the island's serialised props stay as they were. */
export function islandAttribute(attribute: EditAttribute): EditAttribute | undefined {
  return attribute['data-sanity'] ? attribute : undefined
}

/** An island's attributes by what they mark, or undefined when all are empty (the export), for the same reason. */
export function islandAttributes<Key extends string>(
  attributes: Record<Key, EditAttribute>,
): Record<Key, EditAttribute> | undefined {
  return Object.values<EditAttribute>(attributes).some((attribute) => attribute['data-sanity']) ? attributes : undefined
}
