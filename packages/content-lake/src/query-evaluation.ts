// Evaluating GROQ over documents, as the lake's query workers do (query-worker.ts), or in this thread for the simulation.
import { evaluate, parse } from 'groq-js'
import type { RawDocument } from './dataset-format'

export interface QueryTask {
  query: string
  params: Record<string, unknown>
  documents: readonly (RawDocument | null)[]
  /** Whether each document matches the query as a filter, evaluated over that document alone (a listener's). */
  each?: boolean
}

/** What a document's match against a listener's filter (`*[...]`) comes to. */
const matched = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value))

/** The query's result over the documents; with `each`, whether each document (or null) matches it. */
export async function evaluateQuery({ query, params, documents, each }: QueryTask): Promise<unknown> {
  const tree = parse(query, { params })
  // A query's documents are all there (QueryRunner.query): only a listener's match is asked of a deleted one (null).
  if (!each) return (await evaluate(tree, { dataset: documents, params })).get()
  const results: boolean[] = []
  for (const document of documents)
    results.push(document ? matched(await (await evaluate(tree, { dataset: [document], params })).get()) : false)
  return results
}
