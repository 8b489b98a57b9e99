// Preview only: the Presentation tool's entry; checks Sanity's preview URL secret, turns Draft Mode on, redirects to the page.
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { createPreviewClient } from '@/lib/preview/preview-client'
import { fitDraftModeCookie } from '@/lib/preview/draft-mode-cookie'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const { isValid, redirectTo = '/' } = await validatePreviewUrl(createPreviewClient(), request.url)
  if (!isValid) return new Response('Invalid or expired preview secret: open the preview from the Studio again.', { status: 401 })
  ;(await draftMode()).enable()
  await fitDraftModeCookie(request)
  // redirectTo is always a path on this site: the library keeps only the pathname, search and hash of the request.
  redirect(redirectTo)
}
