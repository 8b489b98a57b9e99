// A watch that breaks (the watcher limit reached, say) is said, not thrown: an FSWatcher's error event with nobody
// listening would end the lake's process. No test can break a watch for real on Linux (a removed folder ends it quietly,
// and the watcher limit is the whole machine's), so Node's watch is a stand-in here that breaks when told.
import { EventEmitter } from 'node:events'
import { jest } from '@jest/globals'

const watchers: EventEmitter[] = []
jest.unstable_mockModule('node:fs', () => ({
  watch: () => {
    const watcher = Object.assign(new EventEmitter(), { close: () => undefined })
    watchers.push(watcher)
    return watcher
  },
}))

it('hands the error of a watch that breaks to broken, and does not throw it', async () => {
  const { watchFiles } = await import('../src/watch-files')
  const broken: Error[] = []
  watchFiles(['/work/content/dataset.ndjson'], () => undefined, {
    settleMs: 50,
    broken: (error) => broken.push(error),
  })
  const error = new Error('ENOSPC: System limit for number of file watchers reached')
  expect(() => watchers[0]!.emit('error', error)).not.toThrow()
  expect(broken).toEqual([error])
})
