// npm run dev following Sanity (here the local Content Lake): a change to a site document re-bakes, and so does every
// reconnect of the listener, since what changed while it was down is never announced.
import { followSiteChanges } from '@/lib/content/follow-site-changes'
import { closeLakes, startLake, waitUntil } from 'local-content-lake/testing'

afterEach(closeLakes)

it('reports each change to a site document, and a reconnect of the listener, but not the first welcome', async () => {
  const { lake, client } = await startLake()
  const reasons: string[] = []
  const errors: unknown[] = []
  const listening = Promise.withResolvers<void>()
  const following = followSiteChanges(
    client,
    (reason) => reasons.push(reason),
    (error) => errors.push(error),
    listening.resolve,
  )
  try {
    // The first welcome is the start, which npm run dev has just baked, so no change.
    await listening.promise
    expect(reasons).toEqual([])
    await client.patch('service.web').set({ title: 'Web, changed' }).commit()
    await waitUntil(() => reasons.length > 0, 'the change was reported')
    expect(reasons).toEqual(['service.web changed in Sanity'])

    lake.dropListeners()
    await waitUntil(() => reasons.includes('reconnected to Sanity'), 'the reconnect was reported')
    expect(errors).toEqual([])
  } finally {
    following.unsubscribe()
  }
})
