// The local Content Lake's API: start one over a dataset file (or documents in memory), and what a caller needs to
// understand its refusals and its files.
export { startContentLake, type ContentLake, type ContentLakeOptions } from './start-content-lake'
export { LakeStartError } from './lake-error'
export { draftsFileFor } from './dataset-files'
export { isPublishedId } from './document-ids'
export { isQuietlyAbsent } from './studio-endpoints'
export type { RawDocument } from './dataset-format'
