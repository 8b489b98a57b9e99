// Runs the local Content Lake for the preview suite: the embedded dataset plus a draft of one service, private, in memory.
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { startContentLake } from '../../lib/content-lake/start-content-lake'
import { contentLakePort, previewDataset, previewToken } from './preview-dataset'

const documents = await readDatasetFile('content/dataset.ndjson')
// In memory: the suite's drafts and preview secrets never touch the repository's dataset files.
const lake = await startContentLake({ documents: [...documents, previewDataset.serviceDraft], port: contentLakePort, token: previewToken })
console.log(`Local Content Lake on ${lake.url}`)
