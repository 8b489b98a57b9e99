// Deploy hook URLs as people paste them and as the Studio reads them back, and a hook that never answers.
import { jest } from '@jest/globals'
import { deployHookUrlOf, deployHookUrlProblem, requestRebuild } from '@/studio/plugins/site-status/logic/deploy-hook'

describe('a deploy hook URL', () => {
  it('may be plain http on this machine’s IPv6 address too', () => {
    expect(deployHookUrlProblem('http://[::1]:4385/hook')).toBeUndefined()
  })

  it('is empty when it is only spaces, and missing when it is no text at all', () => {
    expect(deployHookUrlProblem('   ')).toBe('the deploy hook URL is empty')
    expect(deployHookUrlOf({ url: 42 })).toEqual({
      problem: 'The stored deploy hook is unusable: the deploy hook URL is empty',
    })
  })

  it('must use https or http, even on this machine', () => {
    expect(deployHookUrlProblem('ftp://localhost/hook')).toBe('"ftp://localhost/hook" must use https')
  })

  it('must carry no user name, even without a password', () => {
    expect(deployHookUrlProblem('https://user@example.com/hook')).toBe(
      '"https://user@example.com/hook" must not carry a user name or password',
    )
  })

  it('is none when no document stores one', () => {
    expect(deployHookUrlOf(undefined)).toEqual({ url: null })
  })
})

describe('a rebuild request', () => {
  it('says the hook gave no answer within 20 s when the request times out, at the time it gave up', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:20Z'), doNotFake: ['queueMicrotask', 'nextTick'] })
    try {
      const fetch = (async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError')
      }) as unknown as typeof globalThis.fetch
      expect(await requestRebuild('https://api.netlify.com/build_hooks/5f2a', fetch)).toEqual({
        outcome: 'unreachable',
        reason: 'no answer within 20 s',
        at: '2026-11-23T12:00:20.000Z',
      })
    } finally {
      jest.useRealTimers()
    }
  })
})
