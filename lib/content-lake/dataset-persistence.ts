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

/**
 * After each transaction, rewrites whichever of the two files it touched. Writes run one at a time; transactions that
 * arrive meanwhile (an editor typing) are gathered into the one write queued behind, which reads the lake as it is then.
 */
export function persistDataset(store: DocumentStore, datasetFile: string, log: (message: string) => void): DatasetPersistence {
  const draftsFile = draftsFileFor(datasetFile)
  const pending = { dataset: false, drafts: false }
  let queued = false
  let writing = Promise.resolve()
  const attempt = async (file: string, write: () => Promise<void>) =>
    write().catch((error: Error) => log(`The local Content Lake could not write ${file}: ${error.message}`))
  const schedule = () => {
    if (queued) return
    queued = true
    writing = writing.then(async () => {
      queued = false
      const { dataset, drafts } = pending
      pending.dataset = pending.drafts = false
      const documents = store.all()
      if (dataset) await attempt(datasetFile, () => writeFileAtomically(datasetFile, formatDatasetFile(documents.filter(belongsInDatasetFile))))
      if (drafts) {
        const others = documents.filter((doc) => !belongsInDatasetFile(doc))
        await attempt(draftsFile, () => (others.length ? writeFileAtomically(draftsFile, formatDatasetFile(others)) : rm(draftsFile, { force: true })))
      }
    })
  }
  const stop = store.subscribe(({ changes }) => {
    const touched = changes.flatMap(({ before, after }) => [before, after]).filter((doc) => doc !== null)
    pending.dataset ||= touched.some(belongsInDatasetFile)
    pending.drafts ||= touched.some((doc) => !belongsInDatasetFile(doc))
    schedule()
  })
  return { flush: () => writing, stop }
}
