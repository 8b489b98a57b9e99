// The dev suite's names: the dataset copy the dev server follows, and the ports of the dev servers and their lake.
export const devDatasetFile = '.test-builds/dev-dataset.ndjson'
export const devPort = Number(process.env.DEV_E2E_PORT ?? 4179)
export const devPreviewPort = Number(process.env.DEV_PREVIEW_E2E_PORT ?? 4184)
export const devPreviewLakePort = Number(process.env.DEV_PREVIEW_LAKE_PORT ?? 4185)
export { previewToken as devPreviewToken } from '../e2e-preview/preview-dataset'
