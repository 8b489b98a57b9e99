// Preview only: server-sent events, one per change Sanity's listen API reports, so open previews refresh; the token stays here.
import { draftMode } from 'next/headers'
import { listenToSiteDocuments } from '@/lib/content/sources/sanity-client'
import { changeStream } from '@/lib/preview/change-stream'
import { createPreviewClient } from '@/lib/preview/preview-client'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (!(await draftMode()).isEnabled) return new Response('Draft Mode is off', { status: 401 })
  // The client reconnects by itself after a dropped connection and welcomes again, which the stream passes on as "ready".
  const events = listenToSiteDocuments(createPreviewClient())
  return new Response(changeStream(events, request.signal), {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
