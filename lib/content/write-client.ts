// A client that may write to the configured Sanity project with SANITY_API_WRITE_TOKEN: for the small documents about
// the site that scripts keep there (the build report, the deploy hook), never for content.
import type { SanityClient } from '@sanity/client'
import { resolveContentSource } from './source-config'
import { sanityClientFor } from './sources/sanity-client'

/** The client, or why there is none (which variable is missing), in words a script can print. */
export function writeClientOf(
  env: Record<string, string | undefined> = process.env,
): { client: SanityClient; missing?: undefined } | { client?: undefined; missing: string } {
  const source = resolveContentSource(env)
  if (source.kind !== 'sanity') return { missing: 'SANITY_PROJECT_ID' }
  const token = env.SANITY_API_WRITE_TOKEN?.trim()
  if (!token) return { missing: 'SANITY_API_WRITE_TOKEN' }
  return { client: sanityClientFor(source, { token }) }
}
