// A service card in the home page's services section.
import { defineType } from '@sanity/types'
import { iconField, orderRank, requiredString, requiredText, tagList } from '../shared/fields'

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    requiredString(
      'title',
      'Title',
      60,
      'The service name on its card and in the footer, e.g. "Mobile App Development".',
    ),
    requiredText('description', 'Description', 240, 'One or two sentences on what the client gets.'),
    tagList('features', 'Feature tags', 'Short tags shown under the description, e.g. "iOS & Android".'),
    iconField('The icon shown at the top of the card.'),
    orderRank(),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
})
