// The offline source: a Sanity NDJSON export evaluated with groq-js, the same engine semantics as the Content Lake.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { DatasetFormatError, formatDataset, parseDataset, type RawDocument } from 'local-content-lake/dataset-format'
import { ContentError } from '../content-error'

export type { RawDocument } from 'local-content-lake/dataset-format'

/** Where the docs walk through resolving a conflict in a file of one document a line. */
export const mergeConflictHelp = 'docs/developing.md#recipe-resolve-a-merge-conflict-in-the-dataset-file'

/** What this project asks once a merge conflict in the dataset file is resolved. */
export const afterResolvingMergeConflict = `run npm run content:check and commit. Step by step: ${mergeConflictHelp}`

/**
 * Parses NDJSON in Sanity's export format, as the lake does; every bad line is reported with its line number, a merge
 * conflict as one, and a file with no document at all is refused: the site would have nothing to show.
 */
export function parseNdjson(text: string, fileLabel: string): RawDocument[] {
  let documents: RawDocument[]
  try {
    documents = parseDataset(text, fileLabel, { afterResolving: afterResolvingMergeConflict })
  } catch (error) {
    if (!(error instanceof DatasetFormatError)) throw error
    const problems = error.problems.map(({ where, what, field, message }) => ({
      documentId: where,
      documentType: what,
      path: field,
      message,
    }))
    throw new ContentError(error.summary, problems, error.advice)
  }
  if (documents.length === 0)
    throw new ContentError(`The dataset file ${fileLabel} holds no documents: the site has nothing to show.`)
  return documents
}

/** Sanity's export format as `content:pull` writes it: one document a line, sorted by _id, so diffs stay small and stable. */
export const formatDatasetFile = formatDataset

export async function readDatasetFile(file: string): Promise<RawDocument[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new ContentError(
      `Cannot read the dataset file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    )
  }
  return parseNdjson(text, path.basename(file))
}

export async function queryDocuments<T>(
  documents: RawDocument[],
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset: documents, params })
  return (await result.get()) as T
}
