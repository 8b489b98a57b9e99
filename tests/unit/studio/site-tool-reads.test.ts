// What the Site tool reads through the editor's Studio client: the two private status documents, build.json only once
// the Studio knows the site's address (and only this project's), and a listener that reads again on each publish, not
// on a bare reconnect notice, and listens again 5 s after it breaks.
import { jest } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildReportOf } from '@/studio/plugins/site-status/logic/build-report'
import { deployHookId, deployHookType } from '@/studio/plugins/site-status/logic/deploy-hook'
import type { SiteStatusOptions } from '@/studio/plugins/site-status/site-status-options'
import { studioSiteStatusSource } from '@/studio/plugins/site-status/studio-source'
import { closeLakes, startLake } from '../../../packages/content-lake/tests/lake-fixture'
import { waitUntil } from 'local-content-lake/testing'

type StudioClient = Parameters<typeof studioSiteStatusSource>[0]
type ListenEvent = { type: 'welcome' | 'mutation' | 'reconnect' }

const options: SiteStatusOptions = {
  siteUrl: 'http://127.0.0.1:3000',
  pollMs: 1_000,
  overdueAfterMs: 600_000,
  deployRunsUrl: undefined,
  local: true,
}

/** A client whose listen streams the test drives; it counts how often the source listened and stopped. */
function listeningClient() {
  const streams: { next: (event: ListenEvent) => void; error: (error: unknown) => void }[] = []
  let stopped = 0
  const client = {
    listen: () => ({
      subscribe: (observer: (typeof streams)[number]) => {
        streams.push(observer)
        return { unsubscribe: () => stopped++ }
      },
    }),
  } as unknown as StudioClient
  return { client, streams, stopped: () => stopped }
}

describe('the Site tool’s listener', () => {
  afterEach(() => jest.useRealTimers())

  it('does not read again on a bare reconnect notice', () => {
    const { client, streams } = listeningClient()
    let changes = 0
    studioSiteStatusSource(client, options).listen(() => changes++)
    streams[0]!.next({ type: 'reconnect' })
    expect(changes).toBe(0)
  })

  it('listens again 5 s after its stream breaks, and not once the tool has stopped it', async () => {
    jest.useFakeTimers()
    const { client, streams, stopped } = listeningClient()
    const stop = studioSiteStatusSource(client, options).listen(() => undefined)
    streams[0]!.error(new Error('connection lost'))
    await jest.advanceTimersByTimeAsync(4_999)
    expect(streams).toHaveLength(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(streams).toHaveLength(2)
    streams[1]!.error(new Error('connection lost again'))
    stop()
    expect(stopped()).toBe(1)
    await jest.advanceTimersByTimeAsync(10_000)
    expect(streams).toHaveLength(2)
  })
})

describe('build.json as the Site tool asks it', () => {
  let site: Server
  afterEach(() => new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined))))

  it('is not asked while the Studio has no site address, and says which setting is missing', async () => {
    const source = studioSiteStatusSource({} as StudioClient, { ...options, siteUrl: undefined })
    expect(await source.fetchLiveBuild(undefined)).toEqual({
      status: 'invalid',
      reason: 'SANITY_STUDIO_SITE_URL is not set in the Studio’s environment',
      url: '',
    })
  })

  it('is refused when it was built from another project than the Studio edits', async () => {
    const record = {
      builtAt: '2026-11-23T11:30:00.000Z',
      commit: null,
      source: { kind: 'sanity', projectId: 'other', dataset: 'production' },
      siteUrl: 'x',
      documents: {},
    }
    site = createServer((_request, response) => response.end(JSON.stringify(record)))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    const source = studioSiteStatusSource({} as StudioClient, {
      ...options,
      local: false,
      siteUrl,
      expectedSource: { projectId: 'p1', dataset: 'production' },
    })
    expect(await source.fetchLiveBuild(undefined)).toMatchObject({
      status: 'invalid',
      reason: expect.stringContaining('not from Sanity project p1, dataset production'),
    })
  })
})

describe('the status documents and the listener, on a local Content Lake', () => {
  afterEach(closeLakes)

  it('the listener reads again once it is in place, and again when a site document is published', async () => {
    const { client } = await startLake()
    let changes = 0
    const stop = studioSiteStatusSource(client as unknown as StudioClient, options).listen(() => changes++)
    try {
      await waitUntil(
        () => changes === 1,
        () => `the welcome's read (${changes} reads)`,
      )
      await client.createOrReplace({ _id: 'service.web', _type: 'service', title: 'Web, published again' })
      await waitUntil(
        () => changes === 2,
        () => `the publish's read (${changes} reads)`,
      )
    } finally {
      stop()
    }
  })

  it('are read back as the deploy wrote them: the build report and the deploy hook', async () => {
    const report = {
      ...buildReportOf({ outcome: 'failure', log: 'Error: boom', env: {}, now: new Date('2026-11-23T12:00:00Z') }),
      _rev: 'r1',
    }
    const hook = {
      _id: deployHookId,
      _type: deployHookType,
      _rev: 'r1',
      url: 'https://api.netlify.com/build_hooks/5f2a',
    }
    const { client } = await startLake({ documents: [report, hook] })
    const read = await studioSiteStatusSource(client as unknown as StudioClient, options).fetchStatusDocuments()
    expect(read).toEqual({
      report: expect.objectContaining({ outcome: 'failure', errorLines: ['Error: boom'] }),
      deployHook: expect.objectContaining({ url: hook.url }),
    })
  })
})
