// The Site tool's source: which listener events make the tool read the published documents again, and the read itself,
// with the server's time, against the local Content Lake.
import type { SiteStatusOptions } from '@/studio/plugins/site-status/site-status-options'
import { studioSiteStatusSource } from '@/studio/plugins/site-status/studio-source'
import { closeLakes, startLake } from '../../../packages/content-lake/tests/lake-fixture'

type StudioClient = Parameters<typeof studioSiteStatusSource>[0]
type ListenEvent = { type: 'welcome' | 'mutation' | 'reconnect' }

/** A client whose listen stream the test drives, event by event. */
function clientWithStream() {
  const stream: { next?: (event: ListenEvent) => void; error?: (error: unknown) => void } = {}
  const client = {
    listen: () => ({
      subscribe: (observer: { next: (event: ListenEvent) => void; error: (error: unknown) => void }) => {
        stream.next = observer.next
        stream.error = observer.error
        return { unsubscribe: () => undefined }
      },
    }),
  } as unknown as StudioClient
  return { client, stream }
}

const options: SiteStatusOptions = {
  siteUrl: 'http://127.0.0.1:3000',
  pollMs: 1_000,
  overdueAfterMs: 600_000,
  deployRunsUrl: undefined,
  local: true,
}

it('reads again on the first welcome: a publish made before the listener was in place is not missed', () => {
  const { client, stream } = clientWithStream()
  let changes = 0
  studioSiteStatusSource(client, options).listen(() => changes++)
  stream.next!({ type: 'welcome' })
  expect(changes).toBe(1)
})

it('reads again on each mutation and on each later welcome (a reconnect), never on a bare reconnect notice', () => {
  const { client, stream } = clientWithStream()
  let changes = 0
  studioSiteStatusSource(client, options).listen(() => changes++)
  stream.next!({ type: 'welcome' })
  stream.next!({ type: 'mutation' })
  stream.next!({ type: 'reconnect' })
  stream.next!({ type: 'welcome' })
  expect(changes).toBe(3)
})

describe('reading the published documents', () => {
  afterEach(closeLakes)

  it('asks the server’s time in the same query (GROQ now()), which the local Content Lake answers from its clock', async () => {
    const { client } = await startLake()
    const before = Date.now()
    const answer = await studioSiteStatusSource(client as unknown as StudioClient, options).fetchPublished()
    expect(answer.documents.map(({ _id, _rev }) => [_id, _rev])).toEqual([['service.web', 'rev-web-1']])
    const serverTime = Date.parse(answer.serverTime)
    expect(serverTime).toBeGreaterThanOrEqual(before)
    expect(serverTime).toBeLessThanOrEqual(Date.now())
  })
})
