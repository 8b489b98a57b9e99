// Which of the lake's two files a document lives in. One it was found in stays there. A new one goes by its id, never
// by its type, which the lake need not know: the tracked dataset file gets published documents, and the drafts file
// everything a build must never read nor git keep (drafts, release versions, system documents, private ones).
import { isPublishedId } from './document-ids'

export const fileKinds = ['dataset', 'drafts'] as const
export type FileKind = (typeof fileKinds)[number]

/** Sanity's system documents (`_.groups.…`, `_.releases.…`) and its tools' own (`sanity-preview-url-secret.…`). */
export const isSystemId = (id: string): boolean => /^(_|sanity[\w-]*)\./.test(id)

/** An id in one of `privatePaths` (`siteDeployHook` holds `siteDeployHook.settings`): a project's private documents. */
export const isPrivateId = (id: string, privatePaths: readonly string[]): boolean =>
  privatePaths.some((prefix) => id.startsWith(`${prefix}.`))

/** The file a document new to the lake goes to. */
export function fileForNewDocument(id: string, privatePaths: readonly string[]): FileKind {
  return isPublishedId(id) && !isSystemId(id) && !isPrivateId(id, privatePaths) ? 'dataset' : 'drafts'
}
