// Preview only: server-sent events, one per change Sanity's listen API reports, so open previews refresh; the token stays here.
import { draftMode } from 'next/headers'
import { siteDocumentTypes } from '@/lib/content/site-content'
import { createPreviewClient } from '@/lib/preview/preview-client'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (!(await draftMode()).isEnabled) return new Response('Draft Mode is off', { status: 401 })
  const encoder = new TextEncoder()
  let stop = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
      const subscription = createPreviewClient()
        .listen('*[_type in $types]', { types: [...siteDocumentTypes] }, { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' })
        .subscribe({
          next: (event) => (event.type === 'mutation' ? send('change', { documentId: event.documentId }) : send('ready', {})),
          error: () => controller.close(),
        })
      stop = () => subscription.unsubscribe()
      request.signal.addEventListener('abort', () => {
        stop()
        controller.close()
      })
    },
    cancel: () => stop(),
  })
  return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'private, no-store' } })
}
