// A reason to choose the company, in the home page's why-choose-us section.
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { Award } from 'lucide-react'
import { defineType } from 'sanity'
import { iconMedia } from '../../components/icon-media'
import { iconField, requiredString, requiredText } from '../shared/fields'

export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'document',
  icon: Award,
  orderings: [orderRankOrdering],
  fields: [
    requiredString('title', 'Title', 50, 'A short claim, e.g. "Fast Delivery".'),
    requiredText('description', 'Description', 200, 'One or two sentences that back the claim up.'),
    iconField('The icon shown beside the benefit.'),
    orderRankField({ type: 'benefit' }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', icon: 'icon' },
    prepare: ({ title, subtitle, icon }) => ({
      title,
      subtitle,
      media: iconMedia(icon, Award),
    }),
  },
})
