// ESLint: Next.js core-web-vitals and TypeScript rules over the site, Studio, scripts and tests.
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Plain <a> on purpose: next/link prefetches route payloads, and the running site may fetch nothing but images.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // The Studio is a Sanity (Vite) app, not a Next.js one.
    files: ['studio/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-preview*/**',
    '.next-export/**',
    'out/**',
    // A build's staging folder and the export it replaces, while npm run build swaps them (tools/export/finish-export.ts).
    'out.*/**',
    '.builds/**',
    '.local-site/**',
    '.local-site.*/**',
    'studio/dist/**',
    'studio/.sanity/**',
    'next-env.d.ts',
    'lib/content/sanity.types.ts',
    'reports/**',
    'test-results/**',
    // StrykerJS's sandboxes, copies of the project with mutants in them, while npm run test:mutation runs.
    '.stryker-tmp/**',
    'playwright-report/**',
    '.perf/**',
    '.test-builds/**',
    '.wrangler/**',
  ]),
])
