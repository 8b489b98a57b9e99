// Shared fixtures: the embedded dataset, its raw query result (deep-cloned per call) and NDJSON helpers.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { siteContentQuery } from '@/lib/content/queries'
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import { queryDocuments, readDatasetFile } from '@/lib/content/sources/dataset-file'
import type { RawSiteContent } from '@/lib/content/validate-content'

export const datasetFile = path.join(process.cwd(), 'content', 'dataset.ndjson')

let documentsOnce: Promise<RawDocument[]> | undefined

/** The embedded dataset's documents, deep-cloned so a test may change them freely. */
export async function loadDocuments(): Promise<RawDocument[]> {
  documentsOnce ??= readDatasetFile(datasetFile)
  return structuredClone(await documentsOnce)
}

/** The raw result of the site's query over the given documents (the embedded dataset by default), deep-cloned. */
export async function loadRawContent(documents?: RawDocument[]): Promise<RawSiteContent> {
  const result = await queryDocuments<RawSiteContent>(documents ?? (await loadDocuments()), siteContentQuery)
  return structuredClone(result)
}

/** Documents as Sanity's NDJSON export writes them: one JSON object a line. */
export function toNdjson(documents: readonly unknown[]): string {
  return `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`
}

/** Writes NDJSON to a fresh temp directory; `cleanup` removes it. */
export async function writeTempDataset(
  text: string,
  name = 'dataset.ndjson',
): Promise<{ file: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'northbeam-unit-'))
  const file = path.join(dir, name)
  await writeFile(file, text)
  return { file, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/** A document or object that tests reach into and change freely, whatever its schema type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are edited at arbitrary depths
export type Editable = Record<string, any>

/** The one document of `list` with this _id; fails loudly if the dataset no longer has it. */
export function byId(list: RawDocument[], id: string): RawDocument & Editable {
  const doc = list.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`The fixture has no document "${id}"`)
  return doc
}
