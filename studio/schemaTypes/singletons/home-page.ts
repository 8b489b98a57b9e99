// The home page: copy of the hero and of each section's heading, buttons and form.
import { Home } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText } from '../shared/fields'
import { sectionHeadingFields } from '../shared/section-fields'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: Home,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'services', title: 'Services' },
    { name: 'benefits', title: 'Why choose us' },
    { name: 'portfolio', title: 'Portfolio' },
    { name: 'contact', title: 'Contact' },
  ],
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      group: 'hero',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('badge', 'Badge', 60, 'The small pill above the heading.'),
        requiredString('heading', 'Heading', 80, 'The page’s main heading.'),
        requiredString('headingHighlight', 'Highlighted ending', 40, 'Words after the heading, shown in the accent colour.'),
        requiredText('intro', 'Intro', 280),
        requiredString('primaryCtaLabel', 'Primary button', 30),
        requiredString('secondaryCtaLabel', 'Secondary button', 30),
        defineField({
          name: 'stats',
          title: 'Figures',
          description: 'Three or four figures shown under the buttons.',
          type: 'array',
          of: [defineArrayMember({ type: 'stat' })],
          validation: (rule) => rule.required().min(1).max(4),
        }),
      ],
    }),
    defineField({
      name: 'servicesSection',
      title: 'Services section',
      type: 'object',
      group: 'services',
      validation: (rule) => rule.required(),
      fields: [
        ...sectionHeadingFields(),
        requiredString('ctaHeading', 'Call-to-action heading', 80),
        requiredText('ctaText', 'Call-to-action text', 200),
        requiredString('ctaLabel', 'Call-to-action button', 30),
      ],
    }),
    defineField({
      name: 'benefitsSection',
      title: 'Why choose us section',
      type: 'object',
      group: 'benefits',
      validation: (rule) => rule.required(),
      fields: [...sectionHeadingFields(), requiredString('ctaLabel', 'Button', 30)],
    }),
    defineField({
      name: 'portfolioSection',
      title: 'Portfolio section',
      type: 'object',
      group: 'portfolio',
      validation: (rule) => rule.required(),
      fields: [
        ...sectionHeadingFields(),
        requiredString('ctaLabel', 'Button under the projects', 30),
        requiredString('liveDemoLabel', 'Live demo button', 20),
        requiredString('codeLabel', 'Code button', 20),
      ],
    }),
    defineField({
      name: 'contactSection',
      title: 'Contact section',
      type: 'object',
      group: 'contact',
      validation: (rule) => rule.required(),
      fields: [
        ...sectionHeadingFields(),
        requiredString('detailsHeading', 'Contact details heading', 60),
        requiredText('detailsText', 'Contact details text', 240),
        requiredString('nameLabel', 'Name label', 40),
        requiredString('namePlaceholder', 'Name placeholder', 60),
        requiredString('emailLabel', 'E-mail label', 40),
        requiredString('emailPlaceholder', 'E-mail placeholder', 60),
        requiredString('companyLabel', 'Company label', 40),
        requiredString('companyPlaceholder', 'Company placeholder', 60),
        requiredString('messageLabel', 'Message label', 40),
        requiredString('messagePlaceholder', 'Message placeholder', 120),
        requiredString('requiredHint', 'Required-field hint', 60, 'Explains the asterisk, e.g. "Fields marked * are required".'),
        requiredString('submitLabel', 'Send button', 30),
        requiredString(
          'noScriptNotice',
          'Notice when JavaScript is off',
          160,
          'Shown above the form when the browser runs no JavaScript (the form cannot send then); the e-mail and phone from site settings follow it.',
        ),
        requiredString(
          'unavailableNotice',
          'Notice when the form cannot load',
          160,
          'Shown below the form when a send is held but the form’s code cannot be loaded; the e-mail and phone from site settings follow it.',
        ),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
