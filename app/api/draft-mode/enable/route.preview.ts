// Preview only: the Presentation tool's entry; checks Sanity's preview URL secret, turns Draft Mode on, redirects to the page.
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { createPreviewClient } from '@/lib/preview/preview-client'
import { fitDraftModeCookie } from '@/lib/preview/draft-mode-cookie'
import { isSitePath } from '@/lib/preview/site-path'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const { isValid, redirectTo = '/' } = await validatePreviewUrl(createPreviewClient(), request.url)
  if (!isValid)
    return new Response('Invalid or expired preview secret: open the preview from the Studio again.', { status: 401 })
  ;(await draftMode()).enable()
  await fitDraftModeCookie(request)
  // The library keeps only the pathname, search and hash of the requested page, but a pathname such as `//elsewhere.example/`
  // would still leave the site: only a path on this site is followed, anything else goes home.
  redirect(isSitePath(redirectTo) ? redirectTo : '/')
}
