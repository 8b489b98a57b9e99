// out/_headers: the header rules as Netlify and Cloudflare Pages read them.
import type { HeaderRule } from '../headers/headers'

export function renderHeadersFile(rules: HeaderRule[]): string {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
      .join('\n\n') + '\n'
  )
}
