// Writes the lake back to disk: published documents into the dataset file (content:pull's format), the rest beside it.
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomically } from '../content/atomic-file'
import { siteDocumentTypes } from '../content/site-content'
import { formatDatasetFile, parseNdjson, readDatasetFile, type RawDocument } from '../content/sources/dataset-file'
import { isPublishedId } from './document-ids'
import type { DocumentStore } from './document-store'

/** The file beside a dataset file that keeps drafts and the Studio's own documents, which a build must never read. */
export function draftsFileFor(datasetFile: string): string {
  const { dir, name } = path.parse(datasetFile)
  return path.join(dir, `${name}.drafts.ndjson`)
}

/** A published document of a type the site renders, as content:pull exports them; drafts, versions, the Studio's own documents and the Site tool's stay beside it. */
function belongsInDatasetFile(document: RawDocument): boolean {
  return isPublishedId(document._id) && (siteDocumentTypes as readonly string[]).includes(document._type)
}

/** The documents to start from: the dataset file and, when there is one, its drafts file. */
export async function readLakeFiles(datasetFile: string): Promise<RawDocument[]> {
  const published = await readDatasetFile(datasetFile)
  const draftsFile = draftsFileFor(datasetFile)
  const text = await readFile(draftsFile, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? '' : Promise.reject(error)))
  return text.trim() === '' ? published : [...published, ...parseNdjson(text, path.basename(draftsFile))]
}

export interface DatasetPersistence {
  /** Resolves once everything committed so far is on disk. */
  flush(): Promise<void>
  stop(): void
}

/** After each transaction, rewrites whichever of the two files it touched; writes run one at a time, in order. */
export function persistDataset(store: DocumentStore, datasetFile: string, log: (message: string) => void): DatasetPersistence {
  const draftsFile = draftsFileFor(datasetFile)
  let writing = Promise.resolve()
  const write = (datasetChanged: boolean, draftsChanged: boolean) => {
    writing = writing.then(async () => {
      const documents = store.all()
      try {
        if (datasetChanged) await writeFileAtomically(datasetFile, formatDatasetFile(documents.filter(belongsInDatasetFile)))
        if (draftsChanged) {
          const others = documents.filter((doc) => !belongsInDatasetFile(doc))
          if (others.length) await writeFileAtomically(draftsFile, formatDatasetFile(others))
          else await rm(draftsFile, { force: true })
        }
      } catch (error) {
        log(`The local Content Lake could not write ${datasetChanged ? datasetFile : draftsFile}: ${(error as Error).message}`)
      }
    })
  }
  const stop = store.subscribe(({ changes }) => {
    const touched = changes.flatMap(({ before, after }) => [before, after]).filter((doc) => doc !== null)
    write(
      touched.some(belongsInDatasetFile),
      touched.some((doc) => !belongsInDatasetFile(doc)),
    )
  })
  return { flush: () => writing, stop }
}
