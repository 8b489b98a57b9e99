// The Site tool's settings, read from the Studio's environment (SANITY_STUDIO_*, baked in at build time) and checked,
// so a typo stops `sanity build` with the variable's name instead of a tool that quietly guesses.
import { defaultOverdueAfterMs } from './logic/compare'

export interface SiteStatusOptions {
  /** The live site whose build.json is read; undefined when none is set up (the tool says so). */
  siteUrl: string | undefined
  /** With a real project, a build.json from another project or dataset is not this site's. */
  expectedSource?: { projectId: string; dataset: string }
  overdueAfterMs: number
  pollMs: number
  /** Where the deploy runs are listed and started by hand (GitHub: the workflow's page, with "Run workflow"). */
  deployRunsUrl: string | undefined
  /** The local Content Lake: rebuilding means `npm run build` and `npm run serve`. */
  local: boolean
}

export interface SiteStatusEnv {
  SANITY_STUDIO_SITE_URL?: string
  SANITY_STUDIO_DEPLOY_RUNS_URL?: string
  SANITY_STUDIO_REBUILD_OVERDUE_MINUTES?: string
  SANITY_STUDIO_SITE_POLL_SECONDS?: string
}

/** npm run serve's address: what the Studio on the local Content Lake asks unless told otherwise. */
export const localSiteUrl = 'http://127.0.0.1:3000'
export const defaultPollSeconds = 30

function absoluteUrl(name: string, value: string | undefined): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${text}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${text}"`)
  return text
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim()
  if (!text) return fallback
  const number = Number(text)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${text}"`)
  return number
}

export function siteStatusOptionsOf(
  env: SiteStatusEnv,
  project: { local: boolean; projectId: string; dataset: string },
): SiteStatusOptions {
  return {
    siteUrl:
      absoluteUrl('SANITY_STUDIO_SITE_URL', env.SANITY_STUDIO_SITE_URL) ?? (project.local ? localSiteUrl : undefined),
    // Locally the live site may be built from the dataset file or from the lake: both are this content.
    expectedSource: project.local ? undefined : { projectId: project.projectId, dataset: project.dataset },
    overdueAfterMs:
      positiveNumber(
        'SANITY_STUDIO_REBUILD_OVERDUE_MINUTES',
        env.SANITY_STUDIO_REBUILD_OVERDUE_MINUTES,
        defaultOverdueAfterMs / 60_000,
      ) * 60_000,
    pollMs:
      positiveNumber('SANITY_STUDIO_SITE_POLL_SECONDS', env.SANITY_STUDIO_SITE_POLL_SECONDS, defaultPollSeconds) * 1000,
    deployRunsUrl: absoluteUrl('SANITY_STUDIO_DEPLOY_RUNS_URL', env.SANITY_STUDIO_DEPLOY_RUNS_URL),
    local: project.local,
  }
}
