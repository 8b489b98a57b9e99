// Runs the Sanity stand-in for the preview suite: the embedded dataset plus a draft of one service, on STAND_IN_PORT.
import { createServer } from 'node:http'
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { createDatasetStore, datasetResponder } from '../unit/content/sanity-dataset-stand-in'
import { previewDataset } from './preview-dataset'

const port = Number(process.env.STAND_IN_PORT ?? 4374)
const token = process.env.SANITY_API_READ_TOKEN

const documents = await readDatasetFile('content/dataset.ndjson')
const store = createDatasetStore([...documents, previewDataset.serviceDraft])
const respond = datasetResponder(store, { token })

let attempt = 0
createServer((req, res) => respond(res, ++attempt, req)).listen(port, '127.0.0.1', () => {
  console.log(`Sanity stand-in on http://127.0.0.1:${port}`)
})
