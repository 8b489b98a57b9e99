// The site's one Content-Security-Policy: no inline script at all (pages run only same-origin modules), photos from the stock host.
import { imageOrigin } from '../../lib/presets/portfolio'

const directives: [name: string, value: string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', `'self' data: ${imageOrigin}`],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
]

/** Directives a `<meta http-equiv>` policy may not hold (the HTML spec ignores them there): they stay header-only. */
export const headerOnlyDirectives: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox']

/** The policy as the Content-Security-Policy response header. */
export function contentSecurityPolicy(): string {
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/** The same policy for `<meta http-equiv="Content-Security-Policy">`, for hosts that set no headers. */
export function metaContentSecurityPolicy(): string {
  return directives
    .filter(([name]) => !headerOnlyDirectives.includes(name))
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/** Sent as a header and as `<meta name="referrer">`. */
export const referrerPolicy = 'strict-origin-when-cross-origin'
