// The offline source: a Sanity NDJSON export evaluated with groq-js, the same engine semantics as the Content Lake.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { ContentError, type ContentProblem } from '../content-error'
import { describeLines, findMergeConflicts, type MergeConflict } from './merge-conflicts'

export type RawDocument = { _id: string; _type: string; [field: string]: unknown }

/** Where the docs walk through resolving a conflict in a file of one document a line. */
export const mergeConflictHelp = 'docs/developing.md#recipe-resolve-a-merge-conflict-in-the-dataset-file'

/** A merge left unfinished: each conflict as one problem at its first marker, then how to resolve it. */
function mergeConflictError(fileLabel: string, conflicts: MergeConflict[]): ContentError {
  const problems = conflicts.map(({ markerLines, documentIds }) => ({
    documentId: `${fileLabel}:${markerLines[0]}`,
    documentType: '(unparsed)',
    path: '(line)',
    message:
      `not valid JSON: a merge conflict left by git, its markers on ${describeLines(markerLines)}` +
      (documentIds.length ? ` (documents ${documentIds.join(', ')})` : ''),
  }))
  return new ContentError(
    `The dataset file ${fileLabel} cannot be read:`,
    problems,
    `Resolve the merge conflict in ${fileLabel}: between each <<<<<<< and >>>>>>>, keep each document's line from one side ` +
      `(both lines where the two sides added different documents) and delete the marker lines; then run npm run content:check ` +
      `and commit. Step by step: ${mergeConflictHelp}`,
  )
}

/** Parses NDJSON in Sanity's export format; every bad line is reported with its line number, a merge conflict as one. */
export function parseNdjson(text: string, fileLabel: string): RawDocument[] {
  const documents: RawDocument[] = []
  const problems: ContentProblem[] = []
  const seen = new Map<string, number>()
  // A leading byte-order mark (some editors add one) is not part of the first document.
  const lines = text.replace(/^\uFEFF/, '').split('\n')
  // Both sides' lines of a conflict parse, and would only show up as duplicated ids: the conflict is the problem.
  const conflicts = findMergeConflicts(lines)
  if (conflicts.length) throw mergeConflictError(fileLabel, conflicts)
  lines.forEach((line, index) => {
    const lineNumber = index + 1
    if (line.trim() === '') return
    const where = `${fileLabel}:${lineNumber}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push({ documentId: where, documentType: '(unparsed)', path: '(line)', message: `not valid JSON (${(error as Error).message})` })
      return
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ documentId: where, documentType: '(unparsed)', path: '(line)', message: 'each line must be one JSON object' })
      return
    }
    const doc = value as Record<string, unknown>
    if (typeof doc._id !== 'string' || doc._id === '' || typeof doc._type !== 'string' || doc._type === '') {
      problems.push({
        documentId: where,
        documentType: String(doc._type ?? '(none)'),
        path: '_id/_type',
        message: 'a document needs a non-empty string _id and _type',
      })
      return
    }
    const firstLine = seen.get(doc._id)
    if (firstLine !== undefined) {
      problems.push({ documentId: doc._id, documentType: doc._type, path: '_id', message: `duplicated on line ${lineNumber} (first on line ${firstLine})` })
      return
    }
    seen.set(doc._id, lineNumber)
    documents.push(doc as RawDocument)
  })
  if (problems.length) throw new ContentError(`The dataset file ${fileLabel} cannot be read:`, problems)
  if (documents.length === 0) throw new ContentError(`The dataset file ${fileLabel} holds no documents: the site has nothing to show.`)
  return documents
}

/** Sanity's export format as `content:pull` writes it: one document a line, sorted by _id, so diffs stay small and stable. */
export function formatDatasetFile(documents: Iterable<RawDocument>): string {
  // Code-unit order, not localeCompare: the same file on every machine whatever its locale.
  const sorted = [...documents].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  return sorted.map((doc) => `${JSON.stringify(doc)}\n`).join('')
}

export async function readDatasetFile(file: string): Promise<RawDocument[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new ContentError(`Cannot read the dataset file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  return parseNdjson(text, path.basename(file))
}

export async function queryDocuments<T>(documents: RawDocument[], query: string, params: Record<string, unknown> = {}): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset: documents, params })
  return (await result.get()) as T
}
