// The Studio's content model (studio/schemaTypes) compiled for the build as the Studio compiles it (sanity's
// createSchema: checked, built-in types such as slug as the parent, validation rules inferred), without loading the
// Studio itself, so the deploy installs neither `sanity` nor the Studio's packages.
import { Schema } from '@sanity/schema'
import { builtinTypes, groupProblems, validateSchema } from '@sanity/schema/_internal'
import type { Schema as CompiledSchema, SchemaTypeDefinition, SchemaValidationProblemPath } from '@sanity/types'
import { inferFromSchema } from '@sanity/validation/_internal'
import { schemaTypes } from '../../studio/schemaTypes'

/** `service.fields[0]` for a problem in a service's first field (an unknown type leaves the field unnamed). */
const where = (path: SchemaValidationProblemPath) =>
  path.reduce((out, segment) => {
    const index = segment.name?.match(/^<unnamed_type_@_index_(\d+)>$/)?.[1]
    if (index !== undefined) return `${out}[${index}]`
    const name = segment.name ?? (segment.kind === 'type' ? segment.type : '')
    return out ? `${out}.${name}` : name
  }, '')

const builtinSchema = inferFromSchema(
  Schema.compile({ name: 'builtin', types: builtinTypes }) as unknown as CompiledSchema,
)

/** Compiles the schema; errors the Studio would refuse to start with stop here too, each named by its type and field. */
export function compileContentSchema(types: SchemaTypeDefinition[] = schemaTypes): CompiledSchema {
  const errors = groupProblems(validateSchema(types).getTypes()).flatMap(({ path, problems }) =>
    problems.filter((problem) => problem.severity === 'error').map((problem) => `${where(path)}: ${problem.message}`),
  )
  if (errors.length)
    throw new Error(
      `The Studio schema (studio/schemaTypes) has errors:\n${errors.map((line) => `  ${line}`).join('\n')}`,
    )
  return inferFromSchema(Schema.compile({ name: 'site', types, parent: builtinSchema }) as unknown as CompiledSchema)
}
