// The Site tool's shared store: one read on open, a re-read on each document change, build.json polled only while
// something waits or the site cannot be read, everything stopped a few seconds after the last view closes, times
// counted on the server's clock, and publish-to-live timed by the build.
import { jest } from '@jest/globals'
import type { BuildChange, BuildRecord } from '@/studio/plugins/site-status/logic/build-record'
import type { PublishedDocument } from '@/studio/plugins/site-status/logic/compare'
import type { LiveBuild } from '@/studio/plugins/site-status/logic/live-build'
import { createSiteStatusStore, type SiteStatusSource } from '@/studio/plugins/site-status/site-status-store'

const pollMs = 1_000
/** The store's default. */
const lingerMs = 5_000
const url = 'http://127.0.0.1:3000/build.json'
const service: PublishedDocument = {
  _id: 'service.web',
  _type: 'service',
  _rev: 'r1',
  _updatedAt: '2026-11-23T10:00:00Z',
}
const record = (
  documents: Record<string, string>,
  builtAt = '2026-11-23T10:05:00.000Z',
  changes?: BuildChange[],
): BuildRecord => ({
  builtAt,
  commit: 'abc1234',
  source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
  siteUrl: 'http://127.0.0.1:3000/',
  documents,
  changes,
})
const liveWith = (documents: Record<string, string>, builtAt?: string, changes?: BuildChange[]): LiveBuild => ({
  status: 'live',
  record: record(documents, builtAt, changes),
  url,
})

/** A source whose answers a test changes, counting what the store asks. */
function fakeSource() {
  const state = {
    published: [service] as PublishedDocument[] | Error,
    /** The server's clock when it answers; the browser's (the fake timers') when unset. */
    serverTime: undefined as string | undefined,
    live: liveWith({ 'service.web': 'r1' }),
    report: null as unknown,
    deployHook: null as unknown,
    onChange: undefined as (() => void) | undefined,
    liveReads: [] as (string | undefined)[],
    publishedReads: 0,
    listening: false,
  }
  const source: SiteStatusSource = {
    fetchPublished: async () => {
      state.publishedReads++
      if (state.published instanceof Error) throw state.published
      return { documents: state.published, serverTime: state.serverTime ?? new Date().toISOString() }
    },
    fetchStatusDocuments: async () => ({ report: state.report, deployHook: state.deployHook }),
    fetchLiveBuild: async (newestSeen) => {
      state.liveReads.push(newestSeen)
      return state.live
    },
    listen: (onChange) => {
      state.onChange = onChange
      state.listening = true
      return () => {
        state.listening = false
      }
    },
  }
  return { state, source }
}

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-23T10:06:00Z') }))
afterEach(() => jest.useRealTimers())

async function opened(source: SiteStatusSource) {
  const store = createSiteStatusStore(source, { pollMs, overdueAfterMs: 10 * 60_000 })
  const close = store.subscribe(() => undefined)
  await jest.advanceTimersByTimeAsync(0)
  return { store, close }
}

describe('the site status store', () => {
  it('reads the published documents, the status documents and build.json once when the first view opens', async () => {
    const { state, source } = fakeSource()
    const { store } = await opened(source)
    expect(store.getSnapshot()).toMatchObject({ ready: true, polling: false, report: null, deployHookUrl: null })
    expect(store.getSnapshot().status?.documents).toEqual([
      expect.objectContaining({ _id: 'service.web', state: 'live' }),
    ])
    expect(state.publishedReads).toBe(1)
    expect(state.liveReads).toHaveLength(1)
  })

  it('with everything live, asks the site nothing more', async () => {
    const { state, source } = fakeSource()
    await opened(source)
    await jest.advanceTimersByTimeAsync(10 * pollMs)
    expect(state.liveReads).toHaveLength(1)
  })

  it('re-reads the published documents after a change, then polls build.json while the change waits, and stops once it is live', async () => {
    const { state, source } = fakeSource()
    const { store } = await opened(source)
    state.published = [{ ...service, _rev: 'r2', _updatedAt: '2026-11-23T10:06:00Z' }]
    state.onChange!()
    state.onChange!()
    await jest.advanceTimersByTimeAsync(500)
    expect(state.publishedReads).toBe(2)
    expect(store.getSnapshot()).toMatchObject({ polling: true })
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ state: 'waiting', overdue: false })

    await jest.advanceTimersByTimeAsync(3 * pollMs)
    expect(state.liveReads).toHaveLength(4)
    state.live = liveWith({ 'service.web': 'r2' }, '2026-11-23T10:07:00.000Z')
    await jest.advanceTimersByTimeAsync(pollMs)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ state: 'live' })
    expect(store.getSnapshot()).toMatchObject({ polling: false })
    await jest.advanceTimersByTimeAsync(10 * pollMs)
    expect(state.liveReads).toHaveLength(5)
  })

  it('times a change from publish to live by the build that carried it, not by when it saw the build', async () => {
    const { state, source } = fakeSource()
    const { store } = await opened(source)
    const republished = { ...service, _rev: 'r2', _updatedAt: '2026-11-23T10:06:00Z' }
    state.published = [republished]
    state.onChange!()
    await jest.advanceTimersByTimeAsync(500)
    // Built 7 s after the publish and served (deployed) 18 s later: the store sees it at its next beat after that.
    await jest.advanceTimersByTimeAsync(25_000)
    const builtAt = '2026-11-23T10:06:07.000Z'
    state.live = liveWith({ 'service.web': 'r2' }, builtAt, [
      { _id: 'service.web', _type: 'service', _rev: 'r2', publishedAt: republished._updatedAt, builtAt },
    ])
    await jest.advanceTimersByTimeAsync(pollMs)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ state: 'live' })
    expect(store.getSnapshot().checkedAt).toBeGreaterThan(Date.parse('2026-11-23T10:06:25Z'))
    expect(store.getSnapshot().publishToLive?.changes.map(({ _id, ms }) => [_id, ms])).toEqual([['service.web', 7_000]])
  })

  it('counts "overdue" on the server’s clock: a browser clock 20 min fast calls nothing overdue', async () => {
    const { state, source } = fakeSource()
    // Published 5 min before the server's now; the browser's clock says 10:26.
    jest.setSystemTime(Date.parse('2026-11-23T10:26:00Z'))
    state.serverTime = '2026-11-23T10:06:00.000Z'
    state.published = [{ ...service, _rev: 'r2', _updatedAt: '2026-11-23T10:01:00Z' }]
    const { store } = await opened(source)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ state: 'waiting', overdue: false })
    expect(store.getSnapshot().checkedAt).toBe(Date.parse('2026-11-23T10:06:00Z'))
    // Still counted from the server's clock as time goes on: overdue 10 min after the publish, not before.
    await jest.advanceTimersByTimeAsync(4 * 60_000)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ overdue: false })
    await jest.advanceTimersByTimeAsync(60_000 + pollMs)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ overdue: true })
  })

  it('keeps polling while the site cannot be read, calling nothing live, and recovers when it answers', async () => {
    const { state, source } = fakeSource()
    state.live = {
      status: 'unreachable',
      reason: 'no answer from http://127.0.0.1:3000/build.json (ECONNREFUSED)',
      url,
    }
    const { store } = await opened(source)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ state: 'unknown' })
    expect(store.getSnapshot()).toMatchObject({ polling: true })
    state.live = liveWith({ 'service.web': 'r1' })
    await jest.advanceTimersByTimeAsync(pollMs)
    expect(store.getSnapshot().status?.documents[0]).toMatchObject({ state: 'live' })
    expect(store.getSnapshot()).toMatchObject({ polling: false })
  })

  it('keeps polling while the live site still shows a document since unpublished, and drops it once the rebuild lands', async () => {
    const { state, source } = fakeSource()
    // Every published document is live; the build still carries one unpublished since.
    state.live = liveWith({ 'service.web': 'r1', 'benefit.retired': 'r9' })
    const { store } = await opened(source)
    expect(store.getSnapshot().status).toMatchObject({
      removed: ['benefit.retired'],
      documents: [expect.objectContaining({ state: 'live' })],
    })
    expect(store.getSnapshot()).toMatchObject({ polling: true })
    state.live = liveWith({ 'service.web': 'r1' }, '2026-11-23T10:07:00.000Z')
    await jest.advanceTimersByTimeAsync(pollMs)
    expect(store.getSnapshot().status?.removed).toEqual([])
    expect(store.getSnapshot()).toMatchObject({ polling: false })
  })

  it('tells the site check the newest build it has seen, so an older build.json is not taken for news', async () => {
    const { state, source } = fakeSource()
    state.published = [{ ...service, _rev: 'r2' }]
    await opened(source)
    await jest.advanceTimersByTimeAsync(pollMs)
    expect(state.liveReads).toEqual([undefined, '2026-11-23T10:05:00.000Z'])
  })

  it('stops listening and polling a few seconds after the last view closes', async () => {
    const { state, source } = fakeSource()
    state.published = [{ ...service, _rev: 'r2' }]
    const { store, close } = await opened(source)
    const second = store.subscribe(() => undefined)
    close()
    second()
    await jest.advanceTimersByTimeAsync(lingerMs - 1)
    expect(state.listening).toBe(true)
    await jest.advanceTimersByTimeAsync(1)
    expect(state.listening).toBe(false)
    const reads = state.liveReads.length
    await jest.advanceTimersByTimeAsync(10 * pollMs)
    expect(state.liveReads).toHaveLength(reads)
  })

  it('a view that closes and opens again at once (the Studio remounting it) finds everything as it was, with nothing asked again', async () => {
    const { state, source } = fakeSource()
    const { store, close } = await opened(source)
    close()
    await jest.advanceTimersByTimeAsync(lingerMs / 2)
    store.subscribe(() => undefined)
    await jest.advanceTimersByTimeAsync(10 * pollMs)
    expect(store.getSnapshot()).toMatchObject({ ready: true, polling: false })
    expect(state).toMatchObject({ listening: true, publishedReads: 1 })
    expect(state.liveReads).toHaveLength(1)
  })

  it('opened again after it stopped, reads everything again and keeps polling what still waits', async () => {
    const { state, source } = fakeSource()
    state.published = [{ ...service, _rev: 'r2' }]
    const { store, close } = await opened(source)
    close()
    await jest.advanceTimersByTimeAsync(lingerMs)
    const reads = state.liveReads.length
    store.subscribe(() => undefined)
    await jest.advanceTimersByTimeAsync(0)
    expect(state).toMatchObject({ listening: true, publishedReads: 2 })
    expect(store.getSnapshot()).toMatchObject({ polling: true })
    await jest.advanceTimersByTimeAsync(2 * pollMs)
    expect(state.liveReads).toHaveLength(reads + 3)
  })

  it('reads a build report and a deploy hook, and names what is wrong with malformed ones instead of failing', async () => {
    const { state, source } = fakeSource()
    state.report = {
      outcome: 'failure',
      finishedAt: '2026-11-23T10:04:00Z',
      commit: null,
      runUrl: null,
      errorLines: ['Error: boom'],
    }
    state.deployHook = { url: 'https://api.netlify.com/build_hooks/1' }
    const { store } = await opened(source)
    expect(store.getSnapshot()).toMatchObject({
      report: { outcome: 'failure', errorLines: ['Error: boom'] },
      deployHookUrl: 'https://api.netlify.com/build_hooks/1',
    })

    state.report = { outcome: 'done' }
    state.deployHook = { url: 'http://example.com/hook' }
    state.onChange!()
    await jest.advanceTimersByTimeAsync(500)
    expect(store.getSnapshot()).toMatchObject({
      report: null,
      reportProblem: 'outcome "done" is neither "success" nor "failure"',
      deployHookUrl: null,
      deployHookProblem: 'The stored deploy hook is unusable: "http://example.com/hook" must use https',
    })
  })

  it('says why when the published documents cannot be read, and tries again on the next beat', async () => {
    const { state, source } = fakeSource()
    state.published = new Error('Request error while attempting to reach http://localhost:3335/')
    const { store } = await opened(source)
    expect(store.getSnapshot()).toMatchObject({
      publishedProblem: 'Request error while attempting to reach http://localhost:3335/',
      status: undefined,
      polling: true,
    })
    state.published = [service]
    await jest.advanceTimersByTimeAsync(pollMs)
    expect(store.getSnapshot()).toMatchObject({ publishedProblem: undefined, polling: false })
    expect(store.getSnapshot().status?.liveCount).toBe(1)
  })
})
