// The live source: one GROQ query against Sanity's query API, with per-request and total time limits and bounded retries.
import { ContentError } from '../content-error'
import { sanityClientFor, type SanitySource } from './sanity-client'

export interface RetryPolicy {
  /** Each request is abandoned after this long (at most 15 s). */
  requestTimeoutMs: number
  /** The whole fetch, retries included, is abandoned after this long (at most 60 s). */
  totalTimeoutMs: number
  /** Attempts in all, the first included. */
  maxAttempts: number
  /** The first back-off; it doubles on every retry. */
  baseDelayMs: number
}

export const defaultRetryPolicy: RetryPolicy = {
  requestTimeoutMs: 15_000,
  totalTimeoutMs: 60_000,
  maxAttempts: 4,
  baseDelayMs: 500,
}

const unreachableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH'])

type Failure = { retry: boolean; message: string; retryAfterMs?: number }

function hostOf(source: SanitySource): string {
  return source.apiHost ?? `https://${source.projectId}.api.sanity.io`
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function retryAfterMs(error: unknown): number | undefined {
  const headers = (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers
  const value = headers?.['retry-after']
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

function classify(error: unknown, source: SanitySource, timedOut: boolean): Failure {
  const host = hostOf(source)
  if (timedOut) return { retry: true, message: `no answer from ${host} within the request time limit` }
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number') {
    if (status === 401 || status === 403) {
      return {
        retry: false,
        message: `${host} refused the query with HTTP ${status}: check SANITY_API_READ_TOKEN (it must be a valid token with read access to dataset "${source.dataset}")`,
      }
    }
    if (status === 429)
      return { retry: true, message: `${host} answered HTTP 429 (rate limited)`, retryAfterMs: retryAfterMs(error) }
    if (status >= 500) return { retry: true, message: `${host} answered HTTP ${status}` }
    return { retry: false, message: `${host} answered HTTP ${status}: ${(error as Error).message}` }
  }
  const code = errorCode(error)
  if (code && unreachableCodes.has(code)) {
    return { retry: false, message: `cannot reach ${host} (${code}): check SANITY_PROJECT_ID and SANITY_API_HOST` }
  }
  return { retry: true, message: `network error talking to ${host}: ${code ?? (error as Error).message}` }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/** Which documents a query sees: the build reads `published`; the preview's Draft Mode reads `drafts` over them. */
export type ContentPerspective = 'published' | 'drafts'

/** Runs the query once against Sanity (retrying only transient failures) and returns its `result`. */
export async function querySanityApi<T>(
  source: SanitySource,
  query: string,
  policy: RetryPolicy = defaultRetryPolicy,
  perspective: ContentPerspective = 'published',
  params: Record<string, unknown> = {},
): Promise<T> {
  const client = sanityClientFor(source, { perspective, maxRetries: 0, timeout: policy.requestTimeoutMs })
  const total = AbortSignal.timeout(policy.totalTimeoutMs)
  const failures: string[] = []
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    const perRequest = AbortSignal.timeout(policy.requestTimeoutMs)
    let failure: Failure
    try {
      // cache: 'no-store': inside Next (the preview) a stored answer would show content from an earlier request or build.
      const response: unknown = await client.fetch(query, params, {
        signal: AbortSignal.any([total, perRequest]),
        filterResponse: false,
        cache: 'no-store',
      })
      if (typeof response === 'string') {
        throw new ContentError(
          `${hostOf(source)} sent a query response that is not valid JSON: ${JSON.stringify(response.slice(0, 80))}`,
        )
      }
      if (typeof response !== 'object' || response === null || !('result' in response)) {
        throw new ContentError(`${hostOf(source)} sent a malformed query response: it has no "result" field.`)
      }
      return response.result as T
    } catch (error) {
      if (error instanceof ContentError) throw error
      if (total.aborted) break
      failure = classify(error, source, perRequest.aborted)
    }
    failures.push(`attempt ${attempt}: ${failure.message}`)
    if (!failure.retry) throw new ContentError(`The Sanity query failed: ${failure.message}.`)
    if (attempt === policy.maxAttempts) break
    const delay = failure.retryAfterMs ?? policy.baseDelayMs * 2 ** (attempt - 1)
    try {
      await sleep(delay, total)
    } catch {
      break
    }
  }
  const reason = total.aborted
    ? `gave up after the ${policy.totalTimeoutMs / 1000} s limit`
    : `gave up after ${failures.length} attempts`
  throw new ContentError(
    `The Sanity query to ${hostOf(source)} ${reason}:\n  ${failures.join('\n  ') || 'no attempt finished'}`,
  )
}
