// vercel.json: how Vercel builds and serves the public export (a static site, not a Next.js app), with the header rules.
import type { HeaderRule } from '../headers/headers'

/** A `_headers` path as a Vercel source pattern: `/a/*` → `/a/(.*)`. */
export function vercelSource(path: string): string {
  return path.endsWith('*') ? `${path.slice(0, -1)}(.*)` : path
}

export function renderVercelConfig(rules: HeaderRule[]): string {
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    // "Other": the export is plain files; Vercel must not run it as a Next.js server (that is the preview's project).
    framework: null,
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    cleanUrls: true,
    trailingSlash: false,
    headers: rules.map(({ path, headers }) => ({
      source: vercelSource(path),
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
  }
  return `${JSON.stringify(config, null, 2)}\n`
}
