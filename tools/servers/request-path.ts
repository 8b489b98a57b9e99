// Turns a raw request target into a decoded, normalised path, or says why it is refused, hidden or redirected.
export type RequestPath =
  | { outcome: 'serve'; pathname: string; search: string }
  | { outcome: 'redirect'; location: string }
  | { outcome: 'hidden' }
  | { outcome: 'bad-request'; reason: string }

// The host's own configuration files (Netlify, Cloudflare Pages), also under any suffix such as _headers.br.
const hostFiles = new Set(['_headers', '_redirects'])
// No exported file has a control character or a backslash in its name; a backslash would also turn a Location into //host.
const forbidden = /[\u0000-\u001f\u007f\\]/

function isHidden(segment: string): boolean {
  return segment.startsWith('.') || hostFiles.has(segment.toLowerCase().split('.')[0]!)
}

/** Percent-encodes a decoded path so that decodeURI (which sirv applies) gives it back unchanged. */
export function encodePath(pathname: string): string {
  return encodeURI(pathname).replace(/[?#]/g, encodeURIComponent)
}

/**
 * Checks the DECODED path, so every spelling of a name (%2e%2e, %5c, %5f, //) meets the same rules:
 * malformed escapes, control characters, backslashes and dot segments are a bad request; dotfiles and
 * _headers are hidden; double and trailing slashes redirect to the clean URL, as Netlify and Cloudflare Pages do.
 */
export function parseRequestPath(target: string): RequestPath {
  if (!target.startsWith('/')) return { outcome: 'bad-request', reason: 'the target is not a path' }
  const queryStart = target.indexOf('?')
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart)
  const query = queryStart === -1 ? '' : target.slice(queryStart)
  // A query is passed through to the redirect only when it is plain printable ASCII.
  const search = /^[!-~]*$/.test(query) ? query : ''
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { outcome: 'bad-request', reason: 'malformed percent-escape' }
  }
  if (forbidden.test(decoded)) return { outcome: 'bad-request', reason: 'control character or backslash' }
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return { outcome: 'bad-request', reason: 'dot segment' }
  if (segments.some(isHidden)) return { outcome: 'hidden' }
  const pathname = `/${segments.join('/')}`
  if (pathname !== decoded) return { outcome: 'redirect', location: `${encodePath(pathname)}${search}` }
  return { outcome: 'serve', pathname, search }
}
