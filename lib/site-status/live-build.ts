// Asks the live site what it was built from (its build.json), and says plainly when it cannot tell: unreachable, or an
// answer that is missing, malformed, from another dataset or older than a build already seen.
import { buildRecordFile, describeBuildSource, parseBuildRecord, type BuildRecord, type BuildSource } from './build-record'

export type LiveBuild =
  | { status: 'live'; record: BuildRecord; url: string }
  /** `httpStatus` when the site answered with an error (503 while npm run studio makes its first local build). */
  | { status: 'unreachable' | 'invalid'; reason: string; url: string; httpStatus?: number }

export interface LiveBuildOptions {
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
  /** The content source the tool edits: a build.json of another project or dataset is not this site's. */
  expectedSource?: Pick<Extract<BuildSource, { kind: 'sanity' }>, 'projectId' | 'dataset'>
  /** The newest builtAt already seen: an older build.json is a stale cache or a rolled-back deploy, not news. */
  newestSeen?: string
}

/**
 * Why a site on this machine gives no build.json: nothing answers (`none`: no local site), or it answers 503
 * (`building`: npm run studio's first build, lib/server/local-site.ts); `undefined` for anything else.
 */
export function localSiteAbsence(live: LiveBuild): 'none' | 'building' | undefined {
  if (live.status !== 'unreachable') return undefined
  if (live.httpStatus === undefined) return 'none'
  return live.httpStatus === 503 ? 'building' : undefined
}

/** `https://owner.github.io/repo` → `https://owner.github.io/repo/build.json`. */
export function buildRecordUrl(siteUrl: string): string {
  return new URL(buildRecordFile, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
}

export async function fetchLiveBuild(siteUrl: string, options: LiveBuildOptions = {}): Promise<LiveBuild> {
  const { fetch = globalThis.fetch, timeoutMs = 10_000, expectedSource, newestSeen } = options
  let url: string
  try {
    url = buildRecordUrl(siteUrl)
  } catch {
    return { status: 'invalid', reason: `"${siteUrl}" is not an absolute URL`, url: siteUrl }
  }
  let response: Response
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    // Node names the cause (ECONNREFUSED); a browser says only TypeError, which tells an editor nothing.
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? ((error as Error).name === 'TimeoutError' ? 'timed out' : 'network error')
    return { status: 'unreachable', reason: `no answer from ${url} (${cause})`, url }
  }
  if (response.status === 404) return { status: 'invalid', reason: `${url} answered 404: the live build has no build.json (built before it existed?)`, url }
  if (!response.ok) return { status: 'unreachable', reason: `${url} answered HTTP ${response.status}`, url, httpStatus: response.status }
  let value: unknown
  try {
    value = JSON.parse(await response.text())
  } catch {
    return { status: 'invalid', reason: `${url} is not JSON`, url }
  }
  const { record, problem } = parseBuildRecord(value)
  if (!record) return { status: 'invalid', reason: `${url} is malformed: ${problem}`, url }
  if (
    expectedSource &&
    (record.source.kind !== 'sanity' || record.source.projectId !== expectedSource.projectId || record.source.dataset !== expectedSource.dataset)
  ) {
    return {
      status: 'invalid',
      reason: `${url} was built from ${describeBuildSource(record.source)}, not from Sanity project ${expectedSource.projectId}, dataset ${expectedSource.dataset}`,
      url,
    }
  }
  if (newestSeen && Date.parse(record.builtAt) < Date.parse(newestSeen)) {
    return { status: 'invalid', reason: `${url} says it was built at ${record.builtAt}, older than the build seen at ${newestSeen} (a cached copy?)`, url }
  }
  return { status: 'live', record, url }
}
