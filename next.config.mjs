// Next.js: the public site is baked into static files in out/ (or OUT_DIR); SITE_MODE=preview builds the editors' preview server instead.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { previewDistDirOf } from './lib/preview/preview-dist-dir.mjs'
import { studioFrameAncestors } from './lib/preview/studio-origins.mjs'

const preview = process.env.SITE_MODE === 'preview'

/**
 * The path SITE_URL serves the site under (`https://owner.github.io/repo` → `/repo`), so every asset and chunk URL carries
 * it. lib/site-url.ts reads SITE_URL for everything else and rejects a bad one before next build runs (npm run content);
 * a unit test keeps the two readings equal.
 */
export function basePathOf(siteUrl) {
  return siteUrl?.trim() ? new URL(siteUrl.trim()).pathname.replace(/\/$/, '') : ''
}

/**
 * Where next build writes the export: always this folder (tools/export/out-dir.ts's nextExportDir; a unit test keeps the
 * two equal), and npm run build moves it to a staging folder of its own and from there to OUT_DIR (default out/). With
 * one folder, every export build has the same configuration, so Turbopack's cache in .next/cache serves the next one: a
 * build into a folder of its own compiled from scratch each time (13.6 and 13.7 s, whole build 26 and 23 s), and again
 * into the same folder in 2.0 s (10 s). next build shares .next/ anyway (Next stops a second one at once), so builds take
 * turns at it (tools/export/build-lock.ts) and nothing is lost by the one folder.
 */
const nextExportDir = '.next-export'

/**
 * The few modules that differ by mode, behind `@site-mode/*` specifiers. The export resolves them to inert versions
 * in lib/site-mode/, so its build cannot reach any preview code; the preview swaps in lib/preview/ and components/preview/.
 */
const siteModeModules = preview
  ? {
      '@site-mode/content': './lib/preview/preview-content.ts',
      '@site-mode/edit-attribute': './lib/preview/edit-attribute.ts',
      '@site-mode/preview-tools': './components/preview/preview-tools.tsx',
    }
  : {
      '@site-mode/content': './lib/site-mode/content.ts',
      '@site-mode/edit-attribute': './lib/site-mode/edit-attribute.ts',
      '@site-mode/preview-tools': './lib/site-mode/preview-tools.tsx',
    }

/** @type {import('next').NextConfig} */
const shared = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: { resolveAlias: siteModeModules },
  // Types are checked once for every mode by `npm run typecheck` (in npm run check and npm test); builds need not repeat it.
  typescript: { ignoreBuildErrors: true },
}

/** @type {(phase: string) => import('next').NextConfig} */
const exportConfig = (phase) => ({
  ...shared,
  output: 'export',
  basePath: basePathOf(process.env.SITE_URL),
  // With output: 'export', distDir names the export's folder (the build's own files and cache stay in .next/). Only for
  // next build: next dev keeps its own folder and never writes into an export.
  ...(phase === PHASE_PRODUCTION_BUILD ? { distDir: nextExportDir } : {}),
})

/** @type {import('next').NextConfig} */
const previewConfig = {
  ...shared,
  distDir: previewDistDirOf(),
  // Preview-only routes (draft mode on/off, change events) are named *.preview.ts: the export build never sees them.
  pageExtensions: ['preview.tsx', 'preview.ts', 'tsx', 'ts'],
  // The build's validation runs the Studio schema through `sanity`, a browser-and-Node package that the server bundle
  // cannot hold: the preview server loads it (and the Studio-only packages the schema imports) from node_modules.
  serverExternalPackages: [
    'sanity',
    '@sanity/validation',
    '@sanity/ui',
    '@sanity/orderable-document-list',
    'styled-components',
    'groq-js',
  ],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'private, no-store' },
          // Framed by the Studio's Presentation tool, and by nobody else.
          { key: 'Content-Security-Policy', value: `frame-ancestors 'self' ${studioFrameAncestors().join(' ')}` },
        ],
      },
    ]
  },
}

/** Next calls this with the phase (build, dev, server): the export's folder applies to next build alone. */
const nextConfig = (phase) => (preview ? previewConfig : exportConfig(phase))

export default nextConfig
