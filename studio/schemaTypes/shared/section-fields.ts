// The heading block every home section opens with: a small eyebrow, the heading and an intro paragraph.
import { requiredString, requiredText } from './fields'

export function sectionHeadingFields() {
  return [
    requiredString('eyebrow', 'Eyebrow', 40, 'The small label above the heading.'),
    requiredString('heading', 'Heading', 90),
    requiredText('intro', 'Intro', 280, 'One or two sentences under the heading.'),
  ]
}
