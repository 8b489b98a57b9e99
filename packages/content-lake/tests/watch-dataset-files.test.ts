// What the lake's watch on its files says: an outside edit it could not take in, and a watch that broke (which on Linux
// no test can break for real: a removed folder ends it quietly), each logged in a sentence.
import { jest } from '@jest/globals'
import type { watchFiles as WatchFiles } from '../src/watch-files'

type WatchOptions = Parameters<typeof WatchFiles>[2]
const watches: { files: readonly string[]; changed: () => void; options: WatchOptions }[] = []
jest.unstable_mockModule('../src/watch-files', () => ({
  watchFiles: (files: readonly string[], changed: () => void, options: WatchOptions) => {
    watches.push({ files, changed, options })
    return { pending: () => false, close: () => undefined }
  },
}))

let watchDatasetFiles: typeof import('../src/watch-dataset-files').watchDatasetFiles
beforeAll(async () => {
  ;({ watchDatasetFiles } = await import('../src/watch-dataset-files'))
})
beforeEach(() => (watches.length = 0))

const files = { datasetFile: '/work/content/dataset.ndjson' } as Parameters<typeof watchDatasetFiles>[0]

it('watches the dataset file and the drafts file beside it, and takes in an edit of either', async () => {
  let applied = 0
  watchDatasetFiles(
    files,
    async () => void applied++,
    () => undefined,
  )
  expect(watches[0]!.files).toEqual(['/work/content/dataset.ndjson', '/work/content/dataset.drafts.ndjson'])
  watches[0]!.changed()
  expect(applied).toBe(1)
})

it('logs why an outside edit could not be taken in', async () => {
  const logged: string[] = []
  watchDatasetFiles(
    files,
    () => Promise.reject(new Error('dataset.ndjson line 3 is not JSON')),
    (message) => logged.push(message),
  )
  watches[0]!.changed()
  await new Promise((resolve) => setImmediate(resolve))
  expect(logged).toEqual(['dataset.ndjson line 3 is not JSON'])
})

it('says when the watch breaks, naming the folder and the reason, and that the files are still read before each change', () => {
  const logged: string[] = []
  watchDatasetFiles(
    files,
    async () => undefined,
    (message) => logged.push(message),
  )
  watches[0]!.options.broken(new Error('ENOSPC: System limit for number of file watchers reached'))
  expect(logged).toEqual([
    'The local Content Lake no longer watches /work/content (ENOSPC: System limit for number of file watchers reached): it still reads its files before each change',
  ])
})
