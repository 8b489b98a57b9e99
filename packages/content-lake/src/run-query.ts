// GROQ over the lake's documents with groq-js, failing as the real API does on a query that does not parse; evaluated
// by the lake's query runner, off its event loop.
import { GroqSyntaxError, parse, type ExprNode } from 'groq-js'
import type { RawDocument } from './dataset-format'
import { LakeError, queryParseError } from './lake-error'
import type { QueryRunner } from './query-runner'

/** Every `$name` the query refers to, found by walking its parse tree. */
function referencedParams(tree: ExprNode): Set<string> {
  const names = new Set<string>()
  JSON.stringify(tree, (_key, value: unknown) => {
    const node = value as { type?: unknown; name?: unknown } | null
    if (node && node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name)
    return value
  })
  return names
}

/** Parses a query, or throws the real API's 400 `queryParseError` (groq-js would quietly read a missing param as null). */
export function parseQuery(query: unknown, params: Record<string, unknown>): ExprNode {
  if (typeof query !== 'string' || query.trim() === '')
    throw queryParseError(String(query ?? ''), 'the query is empty: send it as `query`', 0)
  let tree: ExprNode
  try {
    tree = parse(query, { params })
  } catch (error) {
    if (error instanceof GroqSyntaxError) throw queryParseError(query, error.message, error.position)
    throw queryParseError(query, (error as Error).message, 0, query.length)
  }
  const missing = [...referencedParams(tree)].find((name) => !(name in params))
  if (missing !== undefined)
    throw queryParseError(
      query,
      `param $${missing} referenced, but not provided`,
      Math.max(0, query.indexOf(`$${missing}`)),
    )
  return tree
}

/** Evaluates a query over the given documents; unknown functions and the like answer 400 as well, a query stopped at a limit too. */
export async function runQuery(
  queries: QueryRunner,
  documents: RawDocument[],
  query: unknown,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  parseQuery(query, params)
  try {
    return await queries.query(documents, query as string, params)
  } catch (error) {
    if (error instanceof LakeError) throw error
    throw queryParseError(String(query), (error as Error).message, 0, String(query).length)
  }
}
