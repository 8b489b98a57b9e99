// Sanity's NDJSON export format, the lake's files: one JSON document a line, read with every bad line named (a merge
// git left unfinished named as one), written sorted by _id so that diffs stay small and stable.
import { describeLines, findMergeConflicts, type MergeConflict } from './merge-conflicts'

export type RawDocument = { _id: string; _type: string; [field: string]: unknown }

/** One thing wrong with a dataset file: where (`file:line`, or the document's id), what, at which field, and why. */
export interface FormatProblem {
  where: string
  what: string
  field: string
  message: string
}

/** A dataset file that cannot be read: every problem, then what to do when it is not obvious. */
export class DatasetFormatError extends Error {
  constructor(
    readonly summary: string,
    readonly problems: FormatProblem[],
    readonly advice?: string,
  ) {
    const lines = problems.map(({ where, what, field, message }) => `  - ${what} "${where}" › ${field}: ${message}`)
    super([summary, ...lines, ...(advice ? [advice] : [])].join('\n'))
    this.name = 'DatasetFormatError'
  }
}

export interface ParseOptions {
  /** What to do once a merge conflict is resolved, in this project (`run npm run content:check and commit`). */
  afterResolving?: string
}

function mergeConflictError(
  fileLabel: string,
  conflicts: MergeConflict[],
  { afterResolving }: ParseOptions,
): DatasetFormatError {
  const problems = conflicts.map(({ markerLines, documentIds }) => ({
    where: `${fileLabel}:${markerLines[0]}`,
    what: '(unparsed)',
    field: '(line)',
    message:
      `not valid JSON: a merge conflict left by git, its markers on ${describeLines(markerLines)}` +
      (documentIds.length ? ` (documents ${documentIds.join(', ')})` : ''),
  }))
  const advice =
    `Resolve the merge conflict in ${fileLabel}: between each <<<<<<< and >>>>>>>, keep each document's line from one side ` +
    `(both lines where the two sides added different documents) and delete the marker lines` +
    (afterResolving ? `; then ${afterResolving}` : '.')
  return new DatasetFormatError(`The dataset file ${fileLabel} cannot be read:`, problems, advice)
}

/** The documents of a file in the format; an empty file holds none. Throws DatasetFormatError naming every bad line. */
export function parseDataset(text: string, fileLabel: string, options: ParseOptions = {}): RawDocument[] {
  const documents: RawDocument[] = []
  const problems: FormatProblem[] = []
  const seen = new Map<string, number>()
  // A leading byte-order mark (some editors add one) is not part of the first document.
  const lines = text.replace(/^\uFEFF/, '').split('\n')
  // Both sides' lines of a conflict parse, and would only show up as duplicated ids: the conflict is the problem.
  const conflicts = findMergeConflicts(lines)
  if (conflicts.length) throw mergeConflictError(fileLabel, conflicts, options)
  lines.forEach((line, index) => {
    const lineNumber = index + 1
    if (line.trim() === '') return
    const where = `${fileLabel}:${lineNumber}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push({
        where,
        what: '(unparsed)',
        field: '(line)',
        message: `not valid JSON (${(error as Error).message})`,
      })
      return
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ where, what: '(unparsed)', field: '(line)', message: 'each line must be one JSON object' })
      return
    }
    const doc = value as Record<string, unknown>
    if (typeof doc._id !== 'string' || doc._id === '' || typeof doc._type !== 'string' || doc._type === '') {
      problems.push({
        where,
        what: String(doc._type ?? '(none)'),
        field: '_id/_type',
        message: 'a document needs a non-empty string _id and _type',
      })
      return
    }
    const firstLine = seen.get(doc._id)
    if (firstLine !== undefined) {
      problems.push({
        where: doc._id,
        what: doc._type,
        field: '_id',
        message: `duplicated on line ${lineNumber} (first on line ${firstLine})`,
      })
      return
    }
    seen.set(doc._id, lineNumber)
    documents.push(doc as RawDocument)
  })
  if (problems.length) throw new DatasetFormatError(`The dataset file ${fileLabel} cannot be read:`, problems)
  return documents
}

/** The format as `sanity dataset export` and `content:pull` write it: one document a line, sorted by _id. */
export function formatDataset(documents: Iterable<RawDocument>): string {
  // Code-unit order, not localeCompare: the same file on every machine whatever its locale. No two ids are equal (the
  // format refuses a duplicate, and the store holds one document an id), so "before" or "after" is the whole answer.
  const sorted = [...documents].sort((a, b) => (a._id < b._id ? -1 : 1))
  return sorted.map((doc) => `${JSON.stringify(doc)}\n`).join('')
}
