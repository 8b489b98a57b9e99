// `npm run typegen`, first half: the Studio's schema as JSON for the query typegen, written where studio/sanity.cli.ts
// says (schemaExtraction.path: studio/schema.json, or typegen:check's own copy). It does what `sanity schema extract
// --enforce-required-fields` does (the workspace's schema from createSchema, then extractSchema), and writes the same
// bytes, without the CLI loading the whole Studio in a browser stand-in first: 7 s here instead of about 30.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { extractSchema } from '@sanity/schema/_internal'
import { createSchema } from 'sanity'
import cliConfig from './sanity.cli'
import { studioSchemaTypes } from './studio-schema'

// Run in studio/ (npm run typegen), where the CLI config's paths start.
const output = path.resolve(cliConfig.schemaExtraction?.path ?? 'schema.json')
const extracted = extractSchema(createSchema({ name: 'default', types: studioSchemaTypes }), {
  enforceRequiredFields: true,
})
await writeFile(output, `${JSON.stringify(extracted, null, 2)}\n`)
console.log(`Schema: ${extracted.length} types → ${path.relative(process.cwd(), output)}`)
