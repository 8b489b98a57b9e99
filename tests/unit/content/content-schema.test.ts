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

describe('compileContentSchema on a schema with problems', () => {
  const field = (name: string, type = 'string') => ({ name, type })

  it('names a type that has no name by what it is', () => {
    const unnamed = [{ type: 'document', fields: [field('title')] }] as SchemaTypeDefinition[]
    expect(() => compileContentSchema(unnamed)).toThrow(
      'The Studio schema (studio/schemaTypes) has errors:\n  document: Missing type name',
    )
  })

  it('names an unknown field type past the tenth field by its full index', () => {
    const fields = [...Array.from({ length: 11 }, (_, i) => field(`f${i}`)), field('f11', 'strnig')]
    expect(() =>
      compileContentSchema([{ name: 'service', type: 'document', fields }] as SchemaTypeDefinition[]),
    ).toThrow('  service.fields[11]: Unknown type: strnig.')
  })

  it('compiles a schema that has only warnings, as the Studio starts with them, and lists only the errors', () => {
    const warned = { name: 'service', type: 'document', fields: [{ ...field('title'), title: 1 }] }
    expect(() => compileContentSchema([warned] as SchemaTypeDefinition[])).not.toThrow()
    const both = { ...warned, fields: [...warned.fields, field('body', 'nope')] }
    expect(() => compileContentSchema([both] as SchemaTypeDefinition[])).toThrow(
      new Error('The Studio schema (studio/schemaTypes) has errors:\n  service.fields[1]: Unknown type: nope.'),
    )
  })
})
