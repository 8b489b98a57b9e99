// Which content source a build reads, decided from the environment once.
import path from 'node:path'

export const sanityApiVersion = '2025-01-27'
export const defaultDatasetFile = path.join(process.cwd(), 'content', 'dataset.ndjson')

export type ContentSource =
  | { kind: 'dataset-file'; file: string }
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; token?: string; apiHost?: string }

export function resolveContentSource(env: Record<string, string | undefined> = process.env): ContentSource {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (projectId) {
    return {
      kind: 'sanity',
      projectId,
      dataset: env.SANITY_DATASET?.trim() || 'production',
      apiVersion: sanityApiVersion,
      token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
      apiHost: env.SANITY_API_HOST?.trim() || undefined,
    }
  }
  // A file named at run time: Turbopack must not trace the whole project for it (the preview server never reads one).
  return {
    kind: 'dataset-file',
    file: path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DATASET_FILE?.trim() || defaultDatasetFile),
  }
}

export function describeSource(source: ContentSource): string {
  if (source.kind === 'dataset-file')
    return `embedded dataset ${path.relative(process.cwd(), source.file) || source.file}`
  const host = source.apiHost ?? `https://${source.projectId}.api.sanity.io`
  return `Sanity project ${source.projectId}, dataset ${source.dataset} (${host}, API ${source.apiVersion})`
}
