// Field builders used by several types, so each rule is written once.
import { defineArrayMember, defineField } from '@sanity/types'
import { iconNames } from '../../../lib/presets/icons'

/** A required plain-text field with a length bound. */
export function requiredString(name: string, title: string, max: number, description?: string) {
  return defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.required().max(max),
  })
}

/** A required multi-line text field with a length bound. */
export function requiredText(name: string, title: string, max: number, description?: string, rows = 3) {
  return defineField({
    name,
    title,
    description,
    type: 'text',
    rows,
    validation: (rule) => rule.required().min(10).max(max),
  })
}

/** A required list of short strings, such as feature tags or technologies. */
export function tagList(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(40) })],
    options: { layout: 'tags' },
    validation: (rule) => rule.required().min(1).max(8).unique(),
  })
}

/** A required lucide icon chosen from the allowed list (the Studio shows each as the icon itself: studio/schema.ts). */
export function iconField(description: string) {
  return defineField({
    name: 'icon',
    title: 'Icon',
    description,
    type: 'string',
    options: { list: iconNames.map((value) => ({ value, title: value })) },
    validation: (rule) => rule.required(),
  })
}

/** The document's place in its drag-and-drop list, which the site lists by; the Studio's list sets it (studio-schema.tsx). */
export function orderRank() {
  return defineField({ name: 'orderRank', title: 'Order rank', type: 'string', hidden: true, readOnly: true })
}
