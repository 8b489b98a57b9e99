// A dataset file of a test's own, in a folder of its own, and the sample dataset the lake's tests start from.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDataset, type RawDocument } from '../../src/dataset-format'

/** A sample dataset of 22 documents (services, benefits, portfolio items, legal pages, settings), frozen for the tests. */
export const sampleDatasetFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'dataset.ndjson',
)

export const loadSampleDocuments = async (): Promise<RawDocument[]> =>
  parseDataset(await readFile(sampleDatasetFile, 'utf8'), 'dataset.ndjson')

/** Each document's title in a dataset file, by _id: what an editor would see of a change that reached it. */
export const titlesIn = async (file: string): Promise<Record<string, unknown>> =>
  Object.fromEntries(parseDataset(await readFile(file, 'utf8'), 'file').map((doc) => [doc._id, doc.title]))

/** Documents as Sanity's NDJSON export writes them: one JSON object a line. */
export const toNdjson = (documents: readonly unknown[]): string =>
  `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`

/** Writes NDJSON to a fresh temporary folder; `cleanup` removes it. */
export async function writeTempDataset(
  text: string,
  name = 'dataset.ndjson',
): Promise<{ file: string; cleanup: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'content-lake-test-'))
  const file = path.join(folder, name)
  await writeFile(file, text)
  return { file, cleanup: () => rm(folder, { recursive: true, force: true }) }
}
