// The Site tool's store when its reads fail or the site changes under it: a build.json read that throws is a site
// that cannot be read, unreadable status documents are named, a failed published read still leaves a time to count
// from, the newest build seen is kept through a rollback, and nothing is asked once the store has stopped.
import { jest } from '@jest/globals'
import type { LiveBuild } from '@/studio/plugins/site-status/logic/live-build'
import { createSiteStatusStore, type SiteStatusSource } from '@/studio/plugins/site-status/site-status-store'

const url = 'http://127.0.0.1:3000/build.json'
const service = { _id: 'service.web', _type: 'service', _rev: 'r2', _updatedAt: '2026-11-23T10:00:00Z' }
const built = (builtAt: string): LiveBuild => ({
  status: 'live',
  record: {
    builtAt,
    commit: null,
    source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
    siteUrl: 'http://127.0.0.1:3000/',
    documents: { 'service.web': 'r1' },
  },
  url,
})
const lingerMs = 5_000

/** A source that answers at once with what the test sets, recording what build.json was asked with. */
function answeringSource() {
  const state = {
    live: built('2026-11-23T10:05:00.000Z') as LiveBuild | Error,
    published: [service] as (typeof service)[] | Error,
    statusDocuments: { report: null, deployHook: null } as { report: unknown; deployHook: unknown } | Error,
    liveReads: [] as (string | undefined)[],
    onChange: (() => undefined) as () => void,
  }
  const source: SiteStatusSource = {
    fetchPublished: async () => {
      if (state.published instanceof Error) throw state.published
      return { documents: state.published, serverTime: new Date().toISOString() }
    },
    fetchStatusDocuments: async () => {
      if (state.statusDocuments instanceof Error) throw state.statusDocuments
      return state.statusDocuments
    },
    fetchLiveBuild: async (newestSeen) => {
      state.liveReads.push(newestSeen)
      if (state.live instanceof Error) throw state.live
      return state.live
    },
    listen: (onChange) => {
      state.onChange = onChange
      return () => undefined
    },
  }
  return { state, source }
}

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-23T10:06:00Z') }))
afterEach(() => jest.useRealTimers())

async function opened(source: SiteStatusSource, pollMs = 1_000) {
  const store = createSiteStatusStore(source, { pollMs, overdueAfterMs: 10 * 60_000 })
  const close = store.subscribe(() => undefined)
  await jest.advanceTimersByTimeAsync(0)
  return { store, close }
}

describe('the site status store when reads fail', () => {
  it('takes a build.json read that throws for a site that cannot be read, with the error’s words, and keeps asking', async () => {
    const { state, source } = answeringSource()
    state.live = new Error('socket hang up')
    const { store } = await opened(source)
    expect(store.getSnapshot().live).toEqual({ status: 'unreachable', reason: 'socket hang up', url: '' })
    expect(store.getSnapshot().polling).toBe(true)
  })

  it('names status documents it cannot read, and shows no report and no deploy hook', async () => {
    const { state, source } = answeringSource()
    state.statusDocuments = new Error('permission denied')
    const { store } = await opened(source)
    expect(store.getSnapshot()).toMatchObject({ report: null, reportProblem: 'permission denied', deployHookUrl: null })
  })

  it('shows no report of an earlier read once the status documents cannot be read', async () => {
    const { state, source } = answeringSource()
    state.statusDocuments = {
      report: {
        outcome: 'failure',
        finishedAt: '2026-11-23T10:00:00Z',
        commit: null,
        runUrl: null,
        errorLines: ['Error: boom'],
      },
      deployHook: null,
    }
    const { store } = await opened(source)
    expect(store.getSnapshot().report).toMatchObject({ outcome: 'failure' })
    state.statusDocuments = new Error('permission denied')
    state.onChange()
    await jest.advanceTimersByTimeAsync(1_000)
    expect(store.getSnapshot()).toMatchObject({ report: null, reportProblem: 'permission denied' })
  })

  it('still counts from the browser’s clock when the published documents cannot be read', async () => {
    const { state, source } = answeringSource()
    state.published = new Error('offline')
    const { store } = await opened(source)
    expect(store.getSnapshot()).toMatchObject({
      publishedProblem: 'offline',
      checkedAt: Date.parse('2026-11-23T10:06:00Z'),
    })
  })
})

describe('the site status store as builds come and go', () => {
  it('keeps telling the site check the newest build seen, through an older one (a rollback) and one as new', async () => {
    const { state, source } = answeringSource()
    await opened(source)
    state.live = built('2026-11-23T10:07:00.000Z')
    await jest.advanceTimersByTimeAsync(1_000)
    state.live = built('2026-11-23T10:05:00.000Z')
    await jest.advanceTimersByTimeAsync(1_000)
    await jest.advanceTimersByTimeAsync(1_000)
    expect(state.liveReads).toEqual([
      undefined,
      '2026-11-23T10:05:00.000Z',
      '2026-11-23T10:07:00.000Z',
      '2026-11-23T10:07:00.000Z',
    ])
  })

  it('asks nothing more once stopped: no beat and no change read left over', async () => {
    const { state, source } = answeringSource()
    // A beat due after the store stops, and a change heard just before it does.
    const { close } = await opened(source, 3_000)
    close()
    await jest.advanceTimersByTimeAsync(lingerMs - 100)
    state.onChange()
    let publishedReads = 0
    source.fetchPublished = async () => {
      publishedReads++
      return { documents: [service], serverTime: new Date().toISOString() }
    }
    const reads = state.liveReads.length
    await jest.advanceTimersByTimeAsync(100)
    await jest.advanceTimersByTimeAsync(30_000)
    expect(state.liveReads).toHaveLength(reads)
    expect(publishedReads).toBe(0)
  })
})
