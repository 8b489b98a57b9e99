// A legal page (privacy policy, terms of service, any other an editor adds) served at /{slug}.
import { defineField, defineType } from '@sanity/types'
import { pageSlugProblem, slugify, slugMaxLength } from '../../../lib/presets/page-slugs'
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
      description:
        'The page address: the page is published at /slug, e.g. /cookie-policy. Generate makes one from the title.',
      type: 'slug',
      options: { source: 'title', maxLength: slugMaxLength, slugify, isUnique: isSlugUniqueForType },
      validation: (rule) =>
        rule
          .required()
          .custom((slug: { current?: string } | undefined) =>
            slug?.current === undefined ? true : (pageSlugProblem(slug.current) ?? true),
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
