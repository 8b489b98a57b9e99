// The offline source: a Sanity NDJSON export evaluated with groq-js, the same engine semantics as the Content Lake.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { ContentError, type ContentProblem } from '../content-error'

export type RawDocument = { _id: string; _type: string; [field: string]: unknown }

/** Parses NDJSON in Sanity's export format; every bad line is reported with its line number. */
export function parseNdjson(text: string, fileLabel: string): RawDocument[] {
  const documents: RawDocument[] = []
  const problems: ContentProblem[] = []
  const seen = new Map<string, number>()
  // A leading byte-order mark (some editors add one) is not part of the first document.
  text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .forEach((line, index) => {
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
