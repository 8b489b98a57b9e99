// Content problems are values with context: which document, of what type, at which field, broke which rule.
export interface ContentProblem {
  /** The document `_id`, or where it came from when it has none (e.g. "dataset.ndjson:12"). */
  documentId: string
  documentType: string
  /** A field path such as `hero.stats[1].value`, or "(document)" for the whole document. */
  path: string
  message: string
}

export function formatProblem({ documentId, documentType, path, message }: ContentProblem): string {
  return `${documentType} "${documentId}" › ${path}: ${message}`
}

/** Raised when the content cannot be baked; lists every problem found, not just the first, then what to do if it is not obvious. */
export class ContentError extends Error {
  constructor(
    readonly summary: string,
    readonly problems: ContentProblem[] = [],
    readonly advice?: string,
  ) {
    super([summary, ...problems.map((p) => `  - ${formatProblem(p)}`), ...(advice ? [advice] : [])].join('\n'))
    this.name = 'ContentError'
  }
}
