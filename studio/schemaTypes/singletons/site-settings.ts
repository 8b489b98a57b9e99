// Site-wide settings: company details, header, footer, search metadata and interface wording.
import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { requiredString, requiredText } from '../shared/fields'
import { phoneNumber } from '../shared/validation'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'header', title: 'Header' },
    { name: 'footer', title: 'Footer' },
    { name: 'seo', title: 'Search & sharing' },
    { name: 'interface', title: 'Interface wording' },
  ],
  fields: [
    {
      ...requiredString('companyName', 'Company name', 40, 'Shown beside the logo, in the footer and in page titles.'),
      group: 'company',
    },
    { ...requiredText('tagline', 'Tagline', 200, 'One sentence under the logo in the footer.'), group: 'company' },
    defineField({
      name: 'email',
      title: 'Contact e-mail',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'phone',
      title: 'Contact phone',
      description: 'As visitors should read it, e.g. +1 (212) 555-0142.',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().custom(phoneNumber),
    }),
    { ...requiredString('location', 'Location', 60), group: 'company' },
    { ...requiredString('businessHours', 'Business hours', 60, 'e.g. Mon - Fri, 9AM - 6PM EST'), group: 'company' },
    defineField({
      name: 'openingHours',
      title: 'Business hours for search engines',
      description: 'The same hours in schema.org form, e.g. "Mo-Fr 09:00-18:00".',
      type: 'string',
      group: 'company',
      validation: (rule) =>
        rule
          .required()
          .regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, {
            name: 'schema.org opening hours',
          }),
    }),
    defineField({
      name: 'navigation',
      title: 'Header links',
      type: 'array',
      group: 'header',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(6)
          .custom((links: { section?: string }[] | undefined) => {
            const sections = (links ?? []).map((link) => link.section)
            const repeated = sections.find((section, index) => section && sections.indexOf(section) !== index)
            return repeated ? `Each section may be linked once; "#${repeated}" is linked twice` : true
          }),
    }),
    { ...requiredString('headerCtaLabel', 'Header button', 30), group: 'header' },
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      group: 'footer',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('servicesHeading', 'Services column heading', 30),
        requiredString('companyHeading', 'Company column heading', 30),
        defineField({
          name: 'companyLinks',
          title: 'Company links',
          type: 'array',
          of: [defineArrayMember({ type: 'footerLink' })],
          validation: (rule) => rule.required().min(1).max(8),
        }),
        requiredString('contactHeading', 'Contact column heading', 30),
        requiredString('ctaText', 'Call-to-action text', 80),
        requiredString('ctaLabel', 'Call-to-action button', 30, 'Links to the contact section.'),
        requiredString('socialLabel', 'Social links name', 40, 'Read aloud for the row of social icons.'),
        defineField({
          name: 'socialLinks',
          title: 'Social profiles',
          type: 'array',
          of: [defineArrayMember({ type: 'socialLink' })],
          validation: (rule) => rule.required().min(1).max(6),
        }),
        requiredString('copyright', 'Copyright line', 100),
        defineField({
          name: 'legalLinks',
          title: 'Legal pages',
          description: 'Linked at the bottom of every page, in this order.',
          type: 'array',
          of: [defineArrayMember({ type: 'reference', to: [{ type: 'legalPage' }] })],
          validation: (rule) => rule.required().min(1).unique(),
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'Search & sharing',
      type: 'object',
      group: 'seo',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('title', 'Home page title', 70, 'The browser tab and search result title of the home page.'),
        requiredText(
          'description',
          'Home page description',
          160,
          'The summary search engines show; 50–160 characters.',
          2,
        ),
      ],
    }),
    defineField({
      name: 'interface',
      title: 'Interface wording',
      description: 'Words visitors meet around the content, including those read aloud by screen readers.',
      type: 'object',
      group: 'interface',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('skipLinkLabel', 'Skip link', 40, 'The first link on every page, for keyboard users.'),
        requiredString(
          'homeLinkLabel',
          'Logo link name',
          60,
          'Read aloud for the logo, e.g. "Northbeam Software home".',
        ),
        requiredString('menuOpenLabel', 'Open-menu button', 30),
        requiredString('menuCloseLabel', 'Close-menu button', 30),
        requiredString('primaryNavLabel', 'Header navigation name', 40),
        requiredString('legalUpdatedLabel', 'Last-updated label', 30, 'Shown before the date on legal pages.'),
        requiredString('notFoundTitle', 'Not-found page title', 60),
        requiredText('notFoundMessage', 'Not-found page message', 200),
        requiredString('notFoundLinkLabel', 'Not-found page link', 40),
      ],
    }),
  ],
  preview: { select: { title: 'companyName' }, prepare: ({ title }) => ({ title: 'Site settings', subtitle: title }) },
})
