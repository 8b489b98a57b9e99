// The deploy hook: which URLs may be stored and POSTed to, and how the host's answer is read.
import { deployHookUrlOf, deployHookUrlProblem, requestRebuild } from '@/studio/plugins/site-status/logic/deploy-hook'

const at = new Date('2026-11-23T12:00:00Z')

describe('deployHookUrlProblem', () => {
  it.each([
    'https://api.netlify.com/build_hooks/5f2a',
    'https://api.vercel.com/v1/integrations/deploy/prj_1/abc',
    'http://127.0.0.1:5542/hook',
    'http://localhost:8080/hook',
  ])('accepts %s', (url) => expect(deployHookUrlProblem(url)).toBeUndefined())

  it.each([
    ['', 'the deploy hook URL is empty'],
    ['/build_hooks/5f2a', '"/build_hooks/5f2a" is not an absolute URL'],
    ['http://api.netlify.com/build_hooks/5f2a', '"http://api.netlify.com/build_hooks/5f2a" must use https'],
    ['javascript:alert(1)', '"javascript:alert(1)" must use https'],
    [
      'https://user:secret@example.com/hook',
      '"https://user:secret@example.com/hook" must not carry a user name or password',
    ],
  ])('refuses "%s": %s', (url, problem) => expect(deployHookUrlProblem(url)).toBe(problem))
})

describe('deployHookUrlOf', () => {
  it('reads the stored URL, says there is none without a document, and names a bad stored one', () => {
    expect(deployHookUrlOf({ url: 'https://api.netlify.com/build_hooks/5f2a' })).toEqual({
      url: 'https://api.netlify.com/build_hooks/5f2a',
    })
    expect(deployHookUrlOf(null)).toEqual({ url: null })
    expect(deployHookUrlOf({ url: 'ftp://example.com' }).problem).toBe(
      'The stored deploy hook is unusable: "ftp://example.com" must use https',
    )
  })
})

describe('requestRebuild', () => {
  it('POSTs to the hook with no body and reports the host’s acceptance', async () => {
    const calls: [string, RequestInit | undefined][] = []
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, init])
      return new Response('{"job":{"id":"1"}}', { status: 201 })
    }) as unknown as typeof globalThis.fetch
    expect(await requestRebuild('https://hooks.example.com/1', fetch, () => at)).toEqual({
      outcome: 'accepted',
      status: 201,
      at: at.toISOString(),
    })
    expect(calls).toHaveLength(1)
    expect(calls[0]![1]).toMatchObject({ method: 'POST' })
    expect(calls[0]![1]?.body).toBeUndefined()
  })

  it('reports a refusal with the host’s status', async () => {
    const fetch = (async () =>
      new Response('gone', { status: 404, statusText: 'Not Found' })) as unknown as typeof globalThis.fetch
    expect(await requestRebuild('https://hooks.example.com/1', fetch, () => at)).toEqual({
      outcome: 'refused',
      status: 404,
      statusText: 'Not Found',
      at: at.toISOString(),
    })
  })

  it('says "requested" for a hook that answers a browser without CORS headers, having POSTed once: no second click, no second build', async () => {
    // A browser's fetch: the host gets the POST either way; a CORS request then fails, a no-cors one gets an opaque answer.
    const delivered: string[] = []
    const fetch = (async (url: string, init?: RequestInit) => {
      delivered.push(`${init?.method} ${url}`)
      if (init?.mode !== 'no-cors') throw new TypeError('Failed to fetch')
      return { type: 'opaque', status: 0, ok: false, statusText: '' } as Response
    }) as unknown as typeof globalThis.fetch
    expect(await requestRebuild('https://hooks.example.com/1', fetch, () => at)).toEqual({
      outcome: 'requested',
      at: at.toISOString(),
    })
    expect(delivered).toEqual(['POST https://hooks.example.com/1'])
  })

  it('reports a hook that cannot be reached instead of throwing', async () => {
    const fetch = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch
    expect(await requestRebuild('https://hooks.example.com/1', fetch, () => at)).toEqual({
      outcome: 'unreachable',
      reason: 'no answer',
      at: at.toISOString(),
    })
  })
})
