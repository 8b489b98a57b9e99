// A legal page (privacy policy, terms of service) served at /{slug}.
import { defineField, defineType } from '@sanity/types'
import { legalSlugs } from '../../../lib/presets/legal'
import { requiredString, requiredText } from '../shared/fields'
import { isSlugUniqueForType } from '../shared/slug-unique'

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    requiredString('title', 'Title', 80, 'The page heading and browser tab title.'),
    defineField({
      name: 'slug',
      title: 'URL slug',
      description: `The page address. The site serves ${legalSlugs.map((s) => `/${s}`).join(' and ')}.`,
      type: 'slug',
      options: { source: 'title', maxLength: 64, isUnique: isSlugUniqueForType },
      validation: (rule) =>
        rule
          .required()
          .custom((slug: { current?: string } | undefined) =>
            slug?.current === undefined || (legalSlugs as readonly string[]).includes(slug.current)
              ? true
              : `The site serves only ${legalSlugs.map((s) => `/${s}`).join(' and ')}; "${slug.current}" would be a page nobody can open`,
          ),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      description: 'Shown under the title. Change it whenever the terms change.',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    requiredText('description', 'Search description', 160, 'The summary search engines show; 50–160 characters.', 2),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'portableText',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', lastUpdated: 'lastUpdated' },
    prepare: ({ title, slug, lastUpdated }) => ({ title, subtitle: `/${slug ?? ''} · updated ${lastUpdated ?? '—'}` }),
  },
})
