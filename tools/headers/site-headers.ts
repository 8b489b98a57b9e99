// The site's header rules, one list for every host: the policy and hardening headers on every path, long caching on
// hashed files, and the public build record (build.json) readable from the Studio.
import { contentSecurityPolicy, referrerPolicy } from './content-security-policy'
import { buildRecordFile } from '../../studio/plugins/site-status/logic/build-record'
import type { HeaderMap, HeaderRule } from './headers'

const twoYears = 63_072_000

/**
 * HSTS for two years. `includeSubDomains; preload` only when HSTS_PRELOAD=true: on an apex domain they force HTTPS on
 * every subdomain and ask the browsers' preload lists to hard-code it, which is hard to undo.
 */
export function strictTransportSecurity(env: Record<string, string | undefined> = process.env): string {
  const preload = env.HSTS_PRELOAD?.trim() ?? ''
  if (!['', 'true', 'false'].includes(preload))
    throw new Error(`HSTS_PRELOAD must be "true" or "false" (or unset), got "${preload}"`)
  return preload === 'true' ? `max-age=${twoYears}; includeSubDomains; preload` : `max-age=${twoYears}`
}

export function commonHeaders(env: Record<string, string | undefined> = process.env): HeaderMap {
  return {
    'Strict-Transport-Security': strictTransportSecurity(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicy,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': contentSecurityPolicy(),
  }
}

const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' }

/** Paths whose names carry a content hash: safe to cache for a year. */
export const hashedPaths = ['/_next/static/', '/_islands/'] as const

/** What the site was built from, read by the Studio and `npm run site-status` from anywhere, never cached. */
const buildRecordPath = `/${buildRecordFile}`

export function siteHeaderRules(env: Record<string, string | undefined> = process.env): HeaderRule[] {
  return [
    { path: '/*', headers: commonHeaders(env) },
    ...hashedPaths.map((prefix) => ({ path: `${prefix}*`, headers: immutable })),
    { path: buildRecordPath, headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' } },
  ]
}
