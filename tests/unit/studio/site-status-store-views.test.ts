// The Site tool's store as its views see it: not ready until the first read answers, each view told when it does,
// open as long as any view is, and deaf to answers that arrive after it stopped; and when it keeps asking build.json.
import { jest } from '@jest/globals'
import type { LiveBuild } from '@/studio/plugins/site-status/logic/live-build'
import {
  createSiteStatusStore,
  needsPolling,
  type SiteStatusSource,
} from '@/studio/plugins/site-status/site-status-store'

const url = 'http://127.0.0.1:3000/build.json'
const service = { _id: 'service.web', _type: 'service', _rev: 'r1', _updatedAt: '2026-11-23T10:00:00Z' }
const live: LiveBuild = {
  status: 'live',
  record: {
    builtAt: '2026-11-23T10:05:00.000Z',
    commit: null,
    source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
    siteUrl: 'http://127.0.0.1:3000/',
    documents: { 'service.web': 'r1' },
  },
  url,
}
const lingerMs = 5_000

/** A source whose build.json answers only when the test lets it, and that says whether the store listens. */
function heldSource() {
  const state = { listening: false, answers: [] as ((answer: LiveBuild) => void)[] }
  const source: SiteStatusSource = {
    fetchPublished: async () => ({ documents: [service], serverTime: new Date().toISOString() }),
    fetchStatusDocuments: async () => ({ report: null, deployHook: null }),
    fetchLiveBuild: () => new Promise((resolve) => state.answers.push(resolve)),
    listen: () => {
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

describe('the site status store, for its views', () => {
  it('is not ready, and polls nothing, until the first read answers; then tells each view', async () => {
    const { state, source } = heldSource()
    const store = createSiteStatusStore(source, { pollMs: 1_000, overdueAfterMs: 10 * 60_000 })
    expect(store.getSnapshot()).toEqual({ ready: false, report: null, deployHookUrl: null, polling: false })
    const told: boolean[] = []
    store.subscribe(() => told.push(store.getSnapshot().ready))
    await jest.advanceTimersByTimeAsync(0)
    // The published documents have answered; until build.json does, nothing is counted from a check.
    expect(store.getSnapshot()).toMatchObject({ ready: false, checkedAt: undefined, status: undefined })
    state.answers.shift()!(live)
    await jest.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ ready: true, polling: false, status: { liveCount: 1 } })
    expect(told.at(-1)).toBe(true)
  })

  it('stays open while any view is, and stops a few seconds after the last one closes', async () => {
    const { state, source } = heldSource()
    const store = createSiteStatusStore(source, { pollMs: 1_000, overdueAfterMs: 10 * 60_000 })
    const first = store.subscribe(() => undefined)
    const second = store.subscribe(() => undefined)
    first()
    await jest.advanceTimersByTimeAsync(2 * lingerMs)
    expect(state.listening).toBe(true)
    second()
    await jest.advanceTimersByTimeAsync(lingerMs)
    expect(state.listening).toBe(false)
  })

  it('once stopped, takes no notice of a build.json answer that arrives late', async () => {
    const { state, source } = heldSource()
    const store = createSiteStatusStore(source, { pollMs: 1_000, overdueAfterMs: 10 * 60_000 })
    const close = store.subscribe(() => undefined)
    await jest.advanceTimersByTimeAsync(0)
    close()
    await jest.advanceTimersByTimeAsync(lingerMs)
    state.answers.shift()!(live)
    await jest.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ live: undefined, status: undefined, polling: false })
  })
  it('opened again, keeps the newer answer when the read it started before it stopped answers last', async () => {
    const { source } = heldSource()
    const held: ((documents: (typeof service)[]) => void)[] = []
    source.fetchPublished = () =>
      new Promise((resolve) => held.push((documents) => resolve({ documents, serverTime: new Date().toISOString() })))
    source.fetchLiveBuild = async () => live
    // Polled less often than it lingers: the only reads are the two openings'.
    const store = createSiteStatusStore(source, { pollMs: 60_000, overdueAfterMs: 10 * 60_000 })
    store.subscribe(() => undefined)()
    await jest.advanceTimersByTimeAsync(lingerMs)
    store.subscribe(() => undefined)
    expect(held).toHaveLength(2)
    const [before, after] = held
    after!([{ ...service, _rev: 'r2' }])
    await jest.advanceTimersByTimeAsync(0)
    before!([service])
    await jest.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot().status?.documents).toEqual([expect.objectContaining({ _rev: 'r2', state: 'waiting' })])
  })
})

describe('polling build.json', () => {
  const status = (live: LiveBuild, states: ('live' | 'waiting' | 'unknown')[]) => ({
    live,
    documents: states.map((state, index) => ({
      _id: `d${index}`,
      _type: 'service',
      _rev: 'r',
      state,
      publishedAt: '',
      overdue: false,
    })),
    removed: [],
    liveCount: states.filter((state) => state === 'live').length,
    overdue: false,
  })

  it('goes on while the site cannot be read, even with nothing published', () => {
    expect(needsPolling(status({ status: 'unreachable', reason: 'no answer', url }, []))).toBe(true)
  })

  it('goes on while one document waits among live ones, and stops when all are live', () => {
    expect(needsPolling(status(live, ['live', 'waiting', 'live']))).toBe(true)
    expect(needsPolling(status(live, ['live', 'live']))).toBe(false)
  })
})
