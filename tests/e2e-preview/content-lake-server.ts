// Runs the local Content Lake for the preview suite: the embedded dataset plus a draft of one service, private, in memory.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { startContentLake } from 'local-content-lake'
import { contentLakePidFile, contentLakePort, previewDataset, previewToken } from './preview-dataset'

const documents = await readDatasetFile('content/dataset.ndjson')
// In memory: the suite's drafts and preview secrets never touch the repository's dataset files.
const lake = await startContentLake({
  documents: [...documents, previewDataset.serviceDraft],
  port: contentLakePort,
  token: previewToken,
})
console.log(`Local Content Lake on ${lake.url}`)
// SIGUSR2 drops every listener, as Sanity's API does now and then: the suite checks the preview recovers.
process.on('SIGUSR2', () => lake.dropListeners())
mkdirSync(path.dirname(contentLakePidFile), { recursive: true })
writeFileSync(contentLakePidFile, String(process.pid))
