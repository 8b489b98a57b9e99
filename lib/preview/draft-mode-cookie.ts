// Next's Draft Mode cookie, re-set with attributes that fit how the preview is served.
import 'server-only'
import { cookies } from 'next/headers'

const cookieName = '__prerender_bypass'

/** How long Draft Mode lasts in a browser: a working day. Next's own cookie has no end but the browser session's. */
export const draftModeMaxAgeSeconds = 8 * 60 * 60

/** https (directly or behind a proxy), where the Studio's cross-site iframe needs SameSite=None; Secure. */
export function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  )
}

/**
 * Next always marks the cookie Secure and SameSite=None in production, which a browser drops on plain http; only an
 * https preview (the Studio's iframe) gets those, a local http one gets SameSite=Lax. Always httpOnly, and over after
 * `draftModeMaxAgeSeconds`: a cookie copied off a shared machine stops showing drafts by the next day.
 */
export async function fitDraftModeCookie(request: Request): Promise<void> {
  const jar = await cookies()
  const current = jar.get(cookieName)
  if (!current) return
  const https = isHttps(request)
  jar.set({
    name: cookieName,
    value: current.value,
    httpOnly: true,
    path: '/',
    secure: https,
    sameSite: https ? 'none' : 'lax',
    ...(current.value === '' ? { expires: new Date(0) } : { maxAge: draftModeMaxAgeSeconds }),
  })
}
