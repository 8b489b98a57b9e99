// Starts a local Content Lake for one test, with a @sanity/client pointed at it, and closes it afterwards.
import { createClient, type SanityClient } from '@sanity/client'
import type { RawDocument } from '../src/dataset-format'
import { workerQueryRunner, type QueryRunner } from '../src/query-runner'
import { startContentLake, type ContentLake, type ContentLakeOptions } from '../src/start-content-lake'
import { toNdjson, writeTempDataset } from './support/temp-dataset'

export const published: RawDocument = {
  _id: 'service.web',
  _type: 'service',
  _rev: 'rev-web-1',
  title: 'Web',
  features: ['React'],
  views: 1,
}
export const draft: RawDocument = {
  _id: 'drafts.service.web',
  _type: 'service',
  _rev: 'rev-web-draft',
  title: 'Web (draft)',
  features: ['React'],
  views: 1,
}
export const draftOnly: RawDocument = { _id: 'drafts.service.new', _type: 'service', _rev: 'rev-new', title: 'New' }

/** The Studio's page, as npm run studio lets it use the lake; any other page is refused. */
export const studioOrigin = 'http://localhost:3333'

/**
 * One pool of query workers for the lakes of a Jest test file, as a lake of its own each would start one (about 0.3
 * core-s, two threads loading tsx and groq-js): closed after the file's last test. A test that sets queryLimits gets
 * its own, and so does every lake outside Jest: the Playwright suites import these helpers too, and have no afterAll.
 */
const afterFile = (globalThis as { afterAll?: (hook: () => Promise<void>) => void }).afterAll
let sharedQueries: QueryRunner | undefined
afterFile?.(async () => {
  await sharedQueries?.close()
  sharedQueries = undefined
})
const withSharedQueries = (options: Partial<ContentLakeOptions>): Partial<ContentLakeOptions> =>
  !afterFile || options.queryLimits || options.queries
    ? options
    : { ...options, queries: (sharedQueries ??= workerQueryRunner()) }

const started: ContentLake[] = []
/** Removes the dataset files of the lakes on a file, once those lakes are closed. */
const removals: (() => Promise<void>)[] = []

export interface LakeUnderTest {
  lake: ContentLake
  client: SanityClient
  /** What the lake logged (unknown endpoints, write failures). */
  logged: string[]
}

export async function startLake(options: Partial<ContentLakeOptions> = {}): Promise<LakeUnderTest> {
  const logged: string[] = []
  const lake = await startContentLake({
    documents: [published, draft, draftOnly],
    browserOrigins: [studioOrigin],
    log: (message) => logged.push(message),
    ...withSharedQueries(options),
  })
  started.push(lake)
  return { lake, client: clientFor(lake, options.token), logged }
}

/** A lake on a dataset file of its own holding `documents`, as npm run studio runs one on content/dataset.ndjson. */
export async function startLakeOnFile(
  documents: object[],
  options: Partial<ContentLakeOptions> = {},
): Promise<LakeUnderTest & { file: string }> {
  const { file, cleanup } = await writeTempDataset(toNdjson(documents))
  removals.push(cleanup)
  const logged: string[] = []
  const lake = await startContentLake({
    datasetFile: file,
    browserOrigins: [studioOrigin],
    log: (message) => logged.push(message),
    ...withSharedQueries(options),
  })
  started.push(lake)
  return { file, lake, client: clientFor(lake), logged }
}

export function clientFor(
  lake: Pick<ContentLake, 'url' | 'projectId' | 'dataset'>,
  token?: string,
  apiVersion = '2025-02-19',
): SanityClient {
  return createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    token,
  })
}

/** A raw request to the lake, for what @sanity/client would not send (bad input, unknown paths). */
export async function request(
  lake: ContentLake,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${lake.url}${path}`, init)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, headers: response.headers }
}

export async function closeLakes(): Promise<void> {
  await Promise.all(started.splice(0).map((lake) => lake.close()))
  await Promise.all(removals.splice(0).map((remove) => remove()))
}
