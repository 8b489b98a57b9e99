// The rich text of legal pages: headings, paragraphs, lists, emphasis and links limited to safe schemes.
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { allowedHref } from '../shared/validation'

export const portableText = defineType({
  name: 'portableText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Address',
                description: 'https://…, mailto:…, tel:…, a path such as /terms-of-service, or #contact.',
                type: 'string',
                validation: (rule) => rule.required().custom(allowedHref),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
