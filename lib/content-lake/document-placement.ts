// Which of the lake's two files a document lives in: the tracked dataset file holds published documents of the content
// model's document types (studio/schemaTypes), as content:pull exports them; everything else stays in the drafts file.
import { schemaTypes } from '../../studio/schemaTypes'
import type { RawDocument } from '../content/sources/dataset-file'
import { isPublishedId } from './document-ids'

export type LakeFile = 'dataset' | 'drafts'

/** The content model's document types, read from the schema itself so a new type is tracked without another list to keep. */
const contentDocumentTypes: ReadonlySet<string> = new Set(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name))

/**
 * A published document of the content model goes to the dataset file, which builds read and git tracks. Drafts,
 * release versions, the Studio's own documents (types such as `sanity.previewUrlSecret`) and the Site tool's private ones
 * stay beside it: no build reads them and they never belong in the repository.
 */
export function placementOf(document: RawDocument): LakeFile {
  return isPublishedId(document._id) && contentDocumentTypes.has(document._type) ? 'dataset' : 'drafts'
}
