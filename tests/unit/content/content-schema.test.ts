// The build compiles the Studio's content model itself: a schema mistake stops it with the type and field named,
// and the compiled schema carries the rules the Studio runs (checked in validate-content.test.ts).
import { compileContentSchema } from '@/lib/content/content-schema'
import { siteDocumentTypes } from '@/lib/content/site-content'
import { schemaTypes } from '@/studio/schemaTypes'
import type { SchemaTypeDefinition } from '@sanity/types'

describe('compileContentSchema', () => {
  it('compiles the content model with the built-in types it uses (slug) and the rules of each field', () => {
    const schema = compileContentSchema()
    expect(schema.get('legalPage')?.jsonType).toBe('object')
    expect(schema.get('slug')?.name).toBe('slug')
    const title = schema.get('service') as { fields: { name: string; type: { validation?: unknown[] } }[] }
    expect(title.fields.find((field) => field.name === 'title')?.type.validation?.length).toBeGreaterThan(0)
  })

  it('refuses a schema with errors, naming each type and field', () => {
    const broken = [
      { name: 'service', type: 'document', fields: [{ name: 'title', type: 'strnig' }] },
      { name: 'benefit', type: 'document', fields: [{ name: 'tags', type: 'array', of: [{ type: 'nope' }] }] },
    ] as SchemaTypeDefinition[]
    expect(() => compileContentSchema(broken)).toThrow(
      [
        'The Studio schema (studio/schemaTypes) has errors:',
        '  service.fields[0]: Unknown type: strnig. Did you mean "string"?',
        '  benefit.fields.tags.of[0]: Unknown type: nope.',
      ].join('\n'),
    )
  })
})

describe('siteDocumentTypes', () => {
  // content:pull exports these, and the Site tool and the dev server follow them: a type added to the schema and not
  // here would be edited but never pulled nor followed.
  it('are the content model’s document types, every one of them', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    expect([...siteDocumentTypes].sort()).toEqual(documentTypes.sort())
  })
})
