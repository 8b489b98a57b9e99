// How the Site tool asks the live site for build.json: never from a cache (a new build shows at once), given up after
// its time limit with "timed out", and a site address that is no URL named as such instead of asked.
import { fetchLiveBuild } from '@/studio/plugins/site-status/logic/live-build'

describe('the request for build.json', () => {
  it('bypasses the browser’s cache', async () => {
    const asked: RequestInit[] = []
    const fetch = (async (_url: string, init: RequestInit) => {
      asked.push(init)
      return new Response('{}', { status: 404 })
    }) as unknown as typeof globalThis.fetch
    await fetchLiveBuild('https://www.example.com', { fetch })
    expect(asked.map(({ cache }) => cache)).toEqual(['no-store'])
  })

  it('gives up after its time limit and says the site timed out', async () => {
    // A site that never answers: the request ends only when its signal aborts.
    const fetch = ((_url: string, { signal }: RequestInit) =>
      new Promise((_resolve, reject) =>
        signal!.addEventListener('abort', () => reject(signal!.reason)),
      )) as unknown as typeof globalThis.fetch
    expect(await fetchLiveBuild('https://www.example.com', { fetch, timeoutMs: 20 })).toEqual({
      status: 'unreachable',
      reason: 'no answer from https://www.example.com/build.json (timed out)',
      url: 'https://www.example.com/build.json',
    })
  })

  it('names a site address that is not an absolute URL, and asks nothing', async () => {
    const fetch = (() => {
      throw new Error('asked')
    }) as unknown as typeof globalThis.fetch
    expect(await fetchLiveBuild('www.example.com', { fetch })).toEqual({
      status: 'invalid',
      reason: '"www.example.com" is not an absolute URL',
      url: 'www.example.com',
    })
  })
})
