// The dev suite's names: the dataset copy the dev server follows, its output, and the ports of the dev servers and their lake.
export const devDatasetFile = '.test-builds/dev-dataset.ndjson'
/** What npm run dev prints, both streams, as a developer's terminal shows it: the tests read its answers to their edits. */
export const devLogFile = '.test-builds/dev.log'
export const devPort = Number(process.env.DEV_E2E_PORT ?? 4179)
export const devPreviewPort = Number(process.env.DEV_PREVIEW_E2E_PORT ?? 4184)
export const devPreviewLakePort = Number(process.env.DEV_PREVIEW_LAKE_PORT ?? 4185)
export { previewToken as devPreviewToken } from '../e2e-preview/preview-dataset'
