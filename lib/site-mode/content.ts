// The export's content: the build's snapshot, read once per build worker (the preview swaps in lib/preview/preview-content.ts).
import 'server-only'
import type { SiteContent } from '@/lib/content/site-content'
import { readSnapshot } from '@/lib/content/snapshot'

let cached: SiteContent | undefined

export async function loadSiteContent(): Promise<SiteContent> {
  cached ??= readSnapshot()
  return cached
}
