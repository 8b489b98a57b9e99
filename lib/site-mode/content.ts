// The export's content: the build's snapshot, read once per build worker; under `next dev`, read again whenever
// npm run dev has written a new one (the preview swaps in lib/preview/preview-content.ts).
import 'server-only'
import type { SiteContent } from '@/lib/content/site-content'
import { readSnapshot, snapshotVersion } from '@/lib/content/snapshot'

let cached: { content: SiteContent; version: number } | undefined

export async function loadSiteContent(): Promise<SiteContent> {
  const version = process.env.NODE_ENV === 'development' ? snapshotVersion() : (cached?.version ?? 0)
  if (!cached || cached.version !== version) cached = { content: readSnapshot(), version }
  return cached.content
}

/** Every published legal page becomes a file of the export: its route's static params. */
export async function prerenderedLegalSlugs(): Promise<string[]> {
  return (await loadSiteContent()).legalPages.map((page) => page.slug.current)
}
