// The shape of a site's build.json and its check, shared by the build that writes it and the tools that read it (the
// Studio's Site tool in the browser, npm run site-status in Node): no Node-only imports here.
/** Where every build writes its record, at the root of the export; the live site serves it from there. */
export const buildRecordFile = 'build.json'

export type BuildSource =
  { kind: 'dataset-file'; file: string } | { kind: 'sanity'; projectId: string; dataset: string }

/** A published revision a build took live for the first time, with when it was published and when it was built. */
export interface BuildChange {
  _id: string
  _type: string
  _rev: string
  /** When that revision was published (the document's `_updatedAt`). */
  publishedAt: string
  /** The `builtAt` of the build that first carried it. */
  builtAt: string
}

/** How many changes a build record carries: the recent ones whose publish-to-live times editors see. */
export const recentChangesKept = 20

export interface BuildRecord {
  /** ISO 8601 time of the build. */
  builtAt: string
  /** The commit built (GITHUB_SHA, else git's HEAD), or null outside a git checkout. */
  commit: string | null
  source: BuildSource
  /** The address the build was made for (SITE_URL, normalised): its path is where the export is served. */
  siteUrl: string
  /** Every baked document's `_id` → `_rev`. */
  documents: Record<string, string>
  /**
   * The recent changes, newest first: this build's (revisions the previous live build did not have) and those the
   * previous build.json carried. Absent in records made before it existed.
   */
  changes?: BuildChange[]
}

/** A JSON object (not null, not an array), as the documents and files these tools read must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function sourceProblem(source: unknown): string | undefined {
  if (!isRecord(source)) return 'source is not an object'
  if (source.kind === 'dataset-file') return typeof source.file === 'string' ? undefined : 'source.file is not a string'
  if (source.kind === 'sanity')
    return typeof source.projectId === 'string' && typeof source.dataset === 'string'
      ? undefined
      : 'source needs projectId and dataset'
  return `source.kind "${String(source.kind)}" is neither "dataset-file" nor "sanity"`
}

const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value))

function changesProblem(changes: unknown): string | undefined {
  if (changes === undefined) return undefined
  if (!Array.isArray(changes)) return 'changes is not an array'
  for (const [index, change] of changes.entries()) {
    if (!isRecord(change)) return `changes[${index}] is not an object`
    for (const field of ['_id', '_type', '_rev'] as const)
      if (typeof change[field] !== 'string') return `changes[${index}].${field} is not a string`
    for (const field of ['publishedAt', 'builtAt'] as const)
      if (!isTime(change[field])) return `changes[${index}].${field} is not an ISO time`
  }
  return undefined
}

/** Checks a parsed build.json; the problem names the first field that is wrong. */
export function parseBuildRecord(
  value: unknown,
): { record: BuildRecord; problem?: undefined } | { record?: undefined; problem: string } {
  if (!isRecord(value)) return { problem: 'it is not a JSON object' }
  const { builtAt, commit, siteUrl, documents } = value
  if (!isTime(builtAt)) return { problem: 'builtAt is not an ISO time' }
  if (commit !== null && typeof commit !== 'string') return { problem: 'commit is neither a string nor null' }
  const source = sourceProblem(value.source)
  if (source) return { problem: source }
  if (typeof siteUrl !== 'string') return { problem: 'siteUrl is not a string' }
  if (!isRecord(documents) || Object.values(documents).some((rev) => typeof rev !== 'string'))
    return { problem: 'documents is not an object of _id to _rev strings' }
  const changes = changesProblem(value.changes)
  if (changes) return { problem: changes }
  return { record: value as unknown as BuildRecord }
}

export function describeBuildSource(source: BuildSource): string {
  return source.kind === 'dataset-file'
    ? `dataset file ${source.file}`
    : `Sanity project ${source.projectId}, dataset ${source.dataset}`
}
