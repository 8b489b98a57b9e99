// Link objects of the header and footer: a label plus where it goes.
import { defineField, defineType } from '@sanity/types'
import { sectionAnchors } from '../../../lib/presets/sections'
import { socialPlatforms } from '../../../lib/presets/social'
import { requiredString } from '../shared/fields'
import { allowedHref } from '../shared/validation'

export const navLink = defineType({
  name: 'navLink',
  title: 'Section link',
  type: 'object',
  fields: [
    requiredString('label', 'Label', 30, 'The link text in the header and mobile menu.'),
    defineField({
      name: 'section',
      title: 'Section',
      description: 'The home page section the link scrolls to.',
      type: 'string',
      options: { list: sectionAnchors.map(({ value, title }) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'section' } },
})

export const footerLink = defineType({
  name: 'footerLink',
  title: 'Link',
  type: 'object',
  fields: [
    requiredString('label', 'Label', 30),
    defineField({
      name: 'href',
      title: 'Address',
      description: 'A path such as /privacy-policy, an anchor such as #about, or a full https:// address.',
      type: 'string',
      validation: (rule) => rule.required().custom(allowedHref),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social profile',
  type: 'object',
  fields: [
    defineField({
      name: 'platform',
      title: 'Network',
      type: 'string',
      options: { list: socialPlatforms.map(({ value, title }) => ({ value, title })) },
      validation: (rule) => rule.required(),
    }),
    requiredString('label', 'Accessible name', 60, 'Read aloud for the icon, e.g. "Northbeam on GitHub".'),
    defineField({
      name: 'url',
      title: 'Profile URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
})

export const stat = defineType({
  name: 'stat',
  title: 'Figure',
  type: 'object',
  fields: [
    requiredString('value', 'Value', 12, 'The figure itself, e.g. "120+".'),
    requiredString('label', 'Label', 40, 'What it counts, e.g. "Projects delivered".'),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
})
