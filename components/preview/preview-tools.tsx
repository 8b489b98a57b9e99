// Preview only: with Draft Mode on, the drafts banner, click-to-edit overlays and live refresh; nothing otherwise.
import { loadPreviewContent } from '@/lib/preview/preview-content'
import { PreviewBanner } from './preview-banner'
import { PreviewLiveUpdates } from './preview-live-updates'

export async function PreviewTools() {
  const { draft, problems, fallbackIds } = await loadPreviewContent()
  if (!draft) return null
  return (
    <>
      <PreviewBanner problems={problems} showsPublishedFallback={fallbackIds.length > 0} />
      <PreviewLiveUpdates />
    </>
  )
}
