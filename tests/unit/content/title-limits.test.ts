// The build holds every title and heading to the length the Studio allows, and names the document, field and rule.
import type { ObjectField, SchemaType } from '@sanity/types'
import { formatProblem } from '@/lib/content/content-error'
import { compileContentSchema } from '@/lib/content/content-schema'
import { siteDocumentTypes } from '@/lib/content/site-content'
import { validateSiteContent, type RawSiteContent } from '@/lib/content/validate-content'
import { type Editable, loadRawContent } from './fixtures'

interface TitleLimit {
  documentType: string
  /** The field's path in the document, as the build names it. */
  field: string
  /** A document of the embedded dataset that has the field. */
  documentId: string
  /** The longest the Studio accepts, in characters. */
  max: number
}

// Written out rather than read from the schema, so a limit lost in the schema or in the build fails here.
const titleLimits: TitleLimit[] = [
  { documentType: 'service', field: 'title', documentId: 'service.web', max: 60 },
  { documentType: 'benefit', field: 'title', documentId: 'benefit.support', max: 50 },
  { documentType: 'portfolioItem', field: 'title', documentId: 'portfolio.fintech-app', max: 60 },
  { documentType: 'legalPage', field: 'title', documentId: 'legalPage.privacy-policy', max: 80 },
  { documentType: 'siteSettings', field: 'seo.title', documentId: 'siteSettings', max: 70 },
  { documentType: 'siteSettings', field: 'interface.notFoundTitle', documentId: 'siteSettings', max: 60 },
  { documentType: 'siteSettings', field: 'footer.servicesHeading', documentId: 'siteSettings', max: 30 },
  { documentType: 'siteSettings', field: 'footer.companyHeading', documentId: 'siteSettings', max: 30 },
  { documentType: 'siteSettings', field: 'footer.contactHeading', documentId: 'siteSettings', max: 30 },
  { documentType: 'homePage', field: 'hero.heading', documentId: 'homePage', max: 80 },
  { documentType: 'homePage', field: 'hero.headingHighlight', documentId: 'homePage', max: 40 },
  { documentType: 'homePage', field: 'servicesSection.heading', documentId: 'homePage', max: 90 },
  { documentType: 'homePage', field: 'servicesSection.ctaHeading', documentId: 'homePage', max: 80 },
  { documentType: 'homePage', field: 'benefitsSection.heading', documentId: 'homePage', max: 90 },
  { documentType: 'homePage', field: 'portfolioSection.heading', documentId: 'homePage', max: 90 },
  { documentType: 'homePage', field: 'contactSection.heading', documentId: 'homePage', max: 90 },
  { documentType: 'homePage', field: 'contactSection.detailsHeading', documentId: 'homePage', max: 60 },
]

const titleLike = /title|heading/i

/** Every text field of the site's documents whose name says it is a title or heading, as `type field.path`. */
function titleFieldsOfSchema(): string[] {
  const schema = compileContentSchema()
  const found: string[] = []
  const walk = (documentType: string, fields: ObjectField[], prefix: string) => {
    for (const { name, type } of fields) {
      const path = `${prefix}${name}`
      const members: SchemaType[] = type.jsonType === 'array' ? type.of : [type]
      for (const member of members) {
        if (member.jsonType === 'object' && 'fields' in member)
          walk(documentType, member.fields, type.jsonType === 'array' ? `${path}[].` : `${path}.`)
        else if (member.jsonType === 'string' && titleLike.test(name)) found.push(`${documentType} ${path}`)
      }
    }
  }
  for (const documentType of siteDocumentTypes) {
    const type = schema.get(documentType)
    if (!type || type.jsonType !== 'object') throw new Error(`The schema has no document type "${documentType}"`)
    walk(documentType, type.fields, '')
  }
  return found
}

/** Sets `field` (a dotted path) of the document `documentId` in the raw query result. */
function setField(raw: RawSiteContent, { documentId, field }: TitleLimit, value: string): void {
  const document = Object.values(raw)
    .flat()
    .find((candidate) => candidate._id === documentId) as Editable | undefined
  if (!document) throw new Error(`The embedded dataset has no document "${documentId}"`)
  const keys = field.split('.')
  const parent = keys.slice(0, -1).reduce<Editable>((object, key) => object[key], document)
  if (typeof parent[keys.at(-1)!] !== 'string') throw new Error(`"${documentId}" has no text at ${field}`)
  parent[keys.at(-1)!] = value
}

/** A title of exactly `length` characters, made of words as an editor would type them. */
const titleOfLength = (length: number) => 'Custom Software Delivery '.repeat(10).slice(0, length).replace(/ $/, '.')

describe('the build’s title limits', () => {
  it('covers every title and heading field of the Studio schema', () => {
    expect(titleLimits.map(({ documentType, field }) => `${documentType} ${field}`).sort()).toEqual(
      titleFieldsOfSchema().sort(),
    )
  })

  it.each(titleLimits)(
    'refuses a $documentType $field longer than $max characters, naming the document, field and rule',
    async (limit) => {
      const raw = await loadRawContent()
      setField(raw, limit, titleOfLength(limit.max + 1))
      const problems = await validateSiteContent(raw)
      const rule = `Must be at most ${limit.max} characters long`
      expect(problems).toEqual([
        { documentId: limit.documentId, documentType: limit.documentType, path: limit.field, message: rule },
      ])
      expect(formatProblem(problems[0]!)).toBe(`${limit.documentType} "${limit.documentId}" › ${limit.field}: ${rule}`)
    },
  )

  it.each(titleLimits)('accepts a $documentType $field of exactly $max characters', async (limit) => {
    const raw = await loadRawContent()
    setField(raw, limit, titleOfLength(limit.max))
    expect(await validateSiteContent(raw)).toEqual([])
  })
})
