// How the live source treats each way a query can fail, against a stand-in client whose failures and timing the tests
// choose (sanity-api.test.ts runs the real client against a local HTTP stand-in): which failures are retried, after
// how long, and what the error then says.
import { jest } from '@jest/globals'
import type { RetryPolicy } from '@/lib/content/sources/sanity-api'

type Fetch = (query: string, params: Record<string, unknown>, options: { signal: AbortSignal }) => Promise<unknown>
const fetch = jest.fn<Fetch>()
const clientOptions: unknown[] = []
jest.unstable_mockModule('@/lib/content/sources/sanity-client', () => ({
  sanityClientFor: (_source: unknown, options: unknown) => (clientOptions.push(options), { fetch }),
}))

let querySanityApi: typeof import('@/lib/content/sources/sanity-api').querySanityApi
beforeAll(async () => {
  ;({ querySanityApi } = await import('@/lib/content/sources/sanity-api'))
})
afterEach(() => {
  fetch.mockReset()
  clientOptions.length = 0
  jest.useRealTimers()
})

const source = { kind: 'sanity', projectId: 'abc123', dataset: 'production', apiVersion: '2025-01-27' } as const
const host = 'https://abc123.api.sanity.io'
const policy: RetryPolicy = { requestTimeoutMs: 10_000, totalTimeoutMs: 60_000, maxAttempts: 4, baseDelayMs: 500 }

/** An error as @sanity/client throws it for an HTTP status. */
const httpError = (statusCode: number, headers?: Record<string, string>) =>
  Object.assign(new Error(`HTTP ${statusCode}`), { statusCode, ...(headers ? { response: { headers } } : {}) })
const codeError = (code: string) => Object.assign(new Error(`connect ${code}`), { code })
/** A request that answers only by failing when its signal aborts, as the client's does. */
const hang: Fetch = (_query, _params, { signal }) =>
  new Promise((_resolve, reject) =>
    signal.aborted ? reject(signal.reason) : signal.addEventListener('abort', () => reject(signal.reason)),
  )

/** Starts the query with fake timers; `settled()` says whether it has finished, `error()` what it failed with. */
function start(chosen: RetryPolicy = policy) {
  let outcome: { error?: Error; value?: unknown } | undefined
  const done = querySanityApi(source, '*', chosen).then(
    (value) => (outcome = { value }),
    (error: Error) => (outcome = { error }),
  )
  return {
    done,
    settled: () => outcome !== undefined,
    error: () => outcome?.error?.message,
    calls: () => fetch.mock.calls.length,
  }
}

describe('querySanityApi against the stand-in client', () => {
  it('by default asks the published perspective, 15 s a request, with no retries of the client’s own', async () => {
    fetch.mockResolvedValue({ result: { ok: true } })
    await expect(querySanityApi(source, '*')).resolves.toEqual({ ok: true })
    expect(clientOptions).toEqual([{ perspective: 'published', maxRetries: 0, timeout: 15_000 }])
  })

  it('names the project host in the error when no other host is set', async () => {
    fetch.mockRejectedValue(httpError(401))
    await expect(querySanityApi(source, '*', policy)).rejects.toThrow(
      `The Sanity query failed: ${host} refused the query with HTTP 401`,
    )
  })

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH'])(
    'does not retry %s, and points at the project and host',
    async (code) => {
      // The client wraps the socket's error, as get-it does.
      fetch.mockRejectedValue(Object.assign(new Error('request failed'), { cause: codeError(code) }))
      await expect(querySanityApi(source, '*', policy)).rejects.toThrow(
        `The Sanity query failed: cannot reach ${host} (${code}): check SANITY_PROJECT_ID and SANITY_API_HOST.`,
      )
      expect(fetch).toHaveBeenCalledTimes(1)
    },
  )

  it('retries other network errors, naming their code, then their message when they have none', async () => {
    fetch.mockRejectedValueOnce(codeError('ECONNRESET')).mockRejectedValueOnce(new Error('socket hang up'))
    const loop: { cause?: unknown } = new Error('looping cause')
    loop.cause = loop
    fetch.mockRejectedValueOnce(loop)
    await expect(querySanityApi(source, '*', { ...policy, maxAttempts: 3, baseDelayMs: 1 })).rejects.toThrow(
      `The Sanity query to ${host} gave up after 3 attempts:\n` +
        `  attempt 1: network error talking to ${host}: ECONNRESET\n` +
        `  attempt 2: network error talking to ${host}: socket hang up\n` +
        `  attempt 3: network error talking to ${host}: looping cause`,
    )
  })

  it('backs off 500 ms, then 1 s, then 2 s, and gives up after the last attempt without waiting again', async () => {
    jest.useFakeTimers()
    fetch.mockRejectedValue(httpError(503))
    const query = start()
    await jest.advanceTimersByTimeAsync(0)
    expect(query.calls()).toBe(1)
    await jest.advanceTimersByTimeAsync(499)
    expect(query.calls()).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(query.calls()).toBe(2)
    await jest.advanceTimersByTimeAsync(999)
    expect(query.calls()).toBe(2)
    await jest.advanceTimersByTimeAsync(1)
    expect(query.calls()).toBe(3)
    await jest.advanceTimersByTimeAsync(2000)
    expect(query.calls()).toBe(4)
    expect(query.settled()).toBe(true)
    expect(query.error()).toContain(`gave up after 4 attempts:\n  attempt 1: ${host} answered HTTP 503\n  attempt 2:`)
  })

  it('waits until the date a Retry-After date names', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') })
    fetch
      .mockRejectedValueOnce(httpError(429, { 'retry-after': 'Thu, 26 Nov 2026 12:00:30 GMT' }))
      .mockResolvedValueOnce({ result: 1 })
    const query = start()
    await jest.advanceTimersByTimeAsync(29_999)
    expect(query.calls()).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(query.calls()).toBe(2)
    await query.done
    expect(query.error()).toBeUndefined()
  })

  it('retries at once when the Retry-After date has passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') })
    fetch
      .mockRejectedValueOnce(httpError(429, { 'retry-after': 'Thu, 26 Nov 2026 11:59:00 GMT' }))
      .mockResolvedValueOnce({ result: 1 })
    const query = start()
    await jest.advanceTimersByTimeAsync(0)
    expect(query.calls()).toBe(2)
  })

  it.each([
    ['no response', {}],
    ['a response without headers', { response: {} }],
    ['no Retry-After', { response: { headers: {} } }],
    ['an empty Retry-After', { response: { headers: { 'retry-after': '' } } }],
    ['a Retry-After that is neither seconds nor a date', { response: { headers: { 'retry-after': 'soon' } } }],
  ])('backs off as usual on HTTP 429 with %s, and says it was rate limited', async (_case, response) => {
    jest.useFakeTimers()
    const rateLimited = Object.assign(httpError(429), response)
    fetch.mockRejectedValue(rateLimited)
    const query = start({ ...policy, maxAttempts: 2 })
    await jest.advanceTimersByTimeAsync(499)
    expect(query.calls()).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(query.calls()).toBe(2)
    expect(query.error()).toBe(
      `The Sanity query to ${host} gave up after 2 attempts:\n  attempt 1: ${host} answered HTTP 429 (rate limited)\n  attempt 2: ${host} answered HTTP 429 (rate limited)`,
    )
  })

  it('stops waiting out a Retry-After when the total time limit ends', async () => {
    fetch.mockRejectedValue(httpError(429, { 'retry-after': '3600' }))
    await expect(querySanityApi(source, '*', { ...policy, totalTimeoutMs: 100 })).rejects.toThrow(
      `The Sanity query to ${host} gave up after the 0.1 s limit:\n  attempt 1: ${host} answered HTTP 429 (rate limited)`,
    )
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('ends a request still waiting when the total time limit ends, and says no attempt finished', async () => {
    fetch.mockImplementation(hang)
    await expect(querySanityApi(source, '*', { ...policy, totalTimeoutMs: 100 })).rejects.toThrow(
      `The Sanity query to ${host} gave up after the 0.1 s limit:\n  no attempt finished`,
    )
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['null', null],
    ['a number', 42],
    ['an object without result', { ms: 1 }],
  ])('reports an answer that is %s as malformed, without retrying', async (_kind, body) => {
    fetch.mockResolvedValue(body)
    await expect(querySanityApi(source, '*', policy)).rejects.toThrow(
      `${host} sent a malformed query response: it has no "result" field.`,
    )
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
