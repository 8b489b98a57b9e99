// Header rules in the `_headers` model every host file is rendered from, and how a request path picks its headers.
export type HeaderMap = Record<string, string>
export interface HeaderRule {
  /** A URL path, exact or ending in `*` (Netlify / Cloudflare Pages `_headers` syntax). */
  path: string
  headers: HeaderMap
}

/** Which headers a request path gets: every matching rule applies, repeated headers are joined as static hosts do. */
export function headersForPath(rules: HeaderRule[], pathname: string): HeaderMap {
  const result: HeaderMap = {}
  for (const { path, headers } of rules) {
    const matches = path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path
    if (!matches) continue
    for (const [key, value] of Object.entries(headers)) result[key] = result[key] ? `${result[key]}, ${value}` : value
  }
  return result
}

/** Parses a `_headers` file back into rules (for the local server; Netlify's own parser agrees, see its unit test). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return rules
}
