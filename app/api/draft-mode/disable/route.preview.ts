// Preview only: the banner's exit link; turns Draft Mode off and goes home, to published content.
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { fitDraftModeCookie } from '@/lib/preview/draft-mode-cookie'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  await fitDraftModeCookie(request)
  redirect('/')
}
