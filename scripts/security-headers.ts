// Post-build: hashes every inline script of every exported page and writes the strict per-route CSP and security
// headers for Netlify / Cloudflare Pages (out/_headers), Vercel (deploy/vercel.json) and nginx (deploy/nginx.conf).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFiles, routesOf } from '../lib/export/html-files'
import {
  commonHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  renderHeadersFile,
  renderNginxConfig,
  renderVercelConfig,
  type HeaderRule,
} from '../lib/security/headers'

const outDir = path.resolve('out')
const deployDir = path.resolve('deploy')

const files = await htmlFiles(outDir)
if (files.length === 0) throw new Error('No HTML in out/: run next build first')
const pageRules: HeaderRule[] = []
const allHashes = new Set<string>()
for (const file of files) {
  const hashes = inlineScriptHashes(await readFile(file, 'utf8'))
  hashes.forEach((hash) => allHashes.add(hash))
  for (const route of routesOf(outDir, file)) pageRules.push({ path: route, headers: { 'Content-Security-Policy': contentSecurityPolicy(hashes) } })
}
// Unknown URLs get 404.html without a route of their own: the fallback policy allows the scripts of every page.
const rules: HeaderRule[] = [
  { path: '/*', headers: { ...commonHeaders, 'Content-Security-Policy': contentSecurityPolicy([...allHashes]) } },
  { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ...pageRules,
]

await mkdir(deployDir, { recursive: true })
await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rules))
await writeFile(path.join(deployDir, 'vercel.json'), renderVercelConfig(rules))
await writeFile(path.join(deployDir, 'nginx.conf'), renderNginxConfig(rules))
console.log(`Security headers: ${files.length} pages, ${allHashes.size} inline-script hashes → out/_headers, deploy/vercel.json, deploy/nginx.conf`)
