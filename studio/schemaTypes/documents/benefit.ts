// A reason to choose the company, in the home page's why-choose-us section.
import { defineType } from '@sanity/types'
import { iconField, orderRank, requiredString, requiredText } from '../shared/fields'

export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'document',
  fields: [
    requiredString('title', 'Title', 50, 'A short claim, e.g. "Fast Delivery".'),
    requiredText('description', 'Description', 200, 'One or two sentences that back the claim up.'),
    iconField('The icon shown beside the benefit.'),
    orderRank(),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
})
