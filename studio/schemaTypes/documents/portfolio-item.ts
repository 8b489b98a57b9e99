// A case study card in the home page's portfolio section.
import { defineField, defineType } from '@sanity/types'
import { gradientNames } from '../../../lib/presets/gradients'
import { imageHost, portfolioCategories } from '../../../lib/presets/portfolio'
import { orderRank, requiredString, requiredText, tagList } from '../shared/fields'
import { stockImageUrl } from '../shared/validation'

export const portfolioItem = defineType({
  name: 'portfolioItem',
  title: 'Portfolio item',
  type: 'document',
  fields: [
    requiredString('title', 'Title', 60, 'The project name, e.g. "FinTech Mobile App".'),
    defineField({
      name: 'category',
      title: 'Category',
      description: 'Shown as a badge on the card.',
      type: 'string',
      options: { list: [...portfolioCategories], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    requiredText('description', 'Description', 240, 'What was built and the result, in one or two sentences.'),
    defineField({
      name: 'imageUrl',
      title: 'Image URL',
      description: `A photo on ${imageHost}, without size parameters: the site requests the sizes it needs.`,
      type: 'url',
      validation: (rule) => rule.required().custom(stockImageUrl),
    }),
    requiredString(
      'imageAlt',
      'Image description',
      140,
      'What the photo shows, read aloud to visitors who cannot see it.',
    ),
    tagList('technologies', 'Technologies', 'The main tools of the project, e.g. "React Native".'),
    defineField({
      name: 'gradient',
      title: 'Colour gradient',
      description: 'The card colour shown behind the photo and while it loads.',
      type: 'string',
      options: { list: [...gradientNames] },
      validation: (rule) => rule.required(),
    }),
    orderRank(),
  ],
  preview: {
    select: { title: 'title', subtitle: 'category' },
  },
})
