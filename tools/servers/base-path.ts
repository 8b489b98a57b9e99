// Serving an export under its base path (`/repo`), as GitHub Pages serves a project site: what lies outside is not the site's.
export type BasePathTarget =
  { outcome: 'inside'; target: string } | { outcome: 'redirect'; location: string } | { outcome: 'outside' }

/** Maps a raw request target to the site's own target (`/repo/a?q` → `/a?q`); `/repo` itself redirects to `/repo/`. */
export function withinBasePath(target: string, basePath: string): BasePathTarget {
  if (basePath === '') return { outcome: 'inside', target }
  const queryStart = target.search(/[?]/)
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart)
  const query = queryStart === -1 ? '' : target.slice(queryStart)
  if (rawPath === basePath) return { outcome: 'redirect', location: `${basePath}/${query}` }
  if (rawPath.startsWith(`${basePath}/`))
    return { outcome: 'inside', target: `${rawPath.slice(basePath.length)}${query}` }
  return { outcome: 'outside' }
}
