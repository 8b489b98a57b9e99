// Asks the live site what it was built from (its build.json), and says plainly when it cannot tell: unreachable, or an
// answer that is missing, malformed or from another dataset; and when it is older than a build already seen.
import {
  buildRecordFile,
  describeBuildSource,
  parseBuildRecord,
  type BuildRecord,
  type BuildSource,
} from './build-record'
import { parseLocalBuildState, type LocalBuildState } from './local-build-state'

export type LiveBuild =
  /**
   * `newerSeen`: the builtAt of a newer build seen before. The site went back to this older one (a rollback on the host,
   * or a cache that serves an older copy: the same answer from here), and it is what visitors may be shown now.
   */
  | { status: 'live'; record: BuildRecord; url: string; newerSeen?: string }
  /**
   * `httpStatus` when the site answered with an error; `localBuild` for npm run studio's local site before its first
   * export (tools/servers/local-site.ts): its first build under way, or failed.
   */
  | {
      status: 'unreachable' | 'invalid'
      reason: string
      url: string
      httpStatus?: number
      localBuild?: LocalBuildState
    }

export interface LiveBuildOptions {
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
  /** The content source the tool edits: a build.json of another project or dataset is not this site's. */
  expectedSource?: Pick<Extract<BuildSource, { kind: 'sanity' }>, 'projectId' | 'dataset'>
  /** The newest builtAt already seen: an older build.json is marked as such (`newerSeen`). */
  newestSeen?: string
}

/**
 * Why a site on this machine gives no build.json: nothing answers (`none`: no local site), or npm run studio's local
 * site says its first build is under way (`building`) or failed (`failed`); `undefined` for anything else.
 */
export function localSiteAbsence(live: LiveBuild): 'none' | LocalBuildState['state'] | undefined {
  if (live.status !== 'unreachable') return undefined
  if (live.httpStatus === undefined) return 'none'
  return live.localBuild?.state
}

const localBuildReason = {
  building: 'the local site is being built',
  failed: 'the first build of the local site failed',
} as const

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
    const cause =
      (error as { cause?: { code?: string } }).cause?.code ??
      ((error as Error).name === 'TimeoutError' ? 'timed out' : 'network error')
    return { status: 'unreachable', reason: `no answer from ${url} (${cause})`, url }
  }
  if (response.status === 404)
    return {
      status: 'invalid',
      reason: `${url} answered 404: the live build has no build.json (built before it existed?)`,
      url,
    }
  if (response.status === 503) {
    const localBuild = parseLocalBuildState(await response.text().catch(() => ''))
    if (localBuild)
      return {
        status: 'unreachable',
        reason: `${url} answered HTTP 503: ${localBuildReason[localBuild.state]}`,
        url,
        httpStatus: 503,
        localBuild,
      }
  }
  if (!response.ok)
    return {
      status: 'unreachable',
      reason: `${url} answered HTTP ${response.status}`,
      url,
      httpStatus: response.status,
    }
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
    (record.source.kind !== 'sanity' ||
      record.source.projectId !== expectedSource.projectId ||
      record.source.dataset !== expectedSource.dataset)
  ) {
    return {
      status: 'invalid',
      reason: `${url} was built from ${describeBuildSource(record.source)}, not from Sanity project ${expectedSource.projectId}, dataset ${expectedSource.dataset}`,
      url,
    }
  }
  if (newestSeen && Date.parse(record.builtAt) < Date.parse(newestSeen))
    return { status: 'live', record, url, newerSeen: newestSeen }
  return { status: 'live', record, url }
}
