// What npm run studio's local site answers before it has an export (HTTP 503, JSON, to every request): its first build
// is under way, or it failed with its last lines. Browser-safe: the Site tool reads it from build.json's address.
import { isRecord } from './build-record'

export type LocalBuildState = { state: 'building' } | { state: 'failed'; error: string; failedAt: string }

/** The body's state, or undefined for any other body (then the 503 is only a site that cannot be reached). */
export function parseLocalBuildState(body: string): LocalBuildState | undefined {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return undefined
  }
  if (!isRecord(value)) return undefined
  if (value.state === 'building') return { state: 'building' }
  const { state, error, failedAt } = value
  if (
    state !== 'failed' ||
    typeof error !== 'string' ||
    typeof failedAt !== 'string' ||
    Number.isNaN(Date.parse(failedAt))
  )
    return undefined
  return { state: 'failed', error, failedAt }
}
