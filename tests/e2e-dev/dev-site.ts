// The dev suite's names: the dataset copy the dev server follows and its port.
export const devDatasetFile = '.test-builds/dev-dataset.ndjson'
export const devPort = Number(process.env.DEV_E2E_PORT ?? 4179)
