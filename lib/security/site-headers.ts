// The site's header rules, one list for every host: the policy and hardening headers on every path, long caching on hashed files.
import { contentSecurityPolicy } from './content-security-policy'
import { commonHeaders, type HeaderRule } from './headers'

const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' }

export function siteHeaderRules(): HeaderRule[] {
  return [
    { path: '/*', headers: { ...commonHeaders, 'Content-Security-Policy': contentSecurityPolicy() } },
    // Content-hashed file names: safe to cache for a year.
    { path: '/_next/static/*', headers: immutable },
    { path: '/_islands/*', headers: immutable },
  ]
}
