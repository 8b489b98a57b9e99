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

/**
 * The legal page route's static params: every published legal page becomes a file of the export. The preview's side
 * has none (undefined), so that Next renders every slug on request there.
 */
export const legalPageParams: (() => Promise<{ slug: string }[]>) | undefined = async () =>
  (await loadSiteContent()).legalPages.map((page) => ({ slug: page.slug.current }))
