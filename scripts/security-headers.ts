// Post-build: checks that no page runs an inline script, then writes the one strict Content-Security-Policy and the
// hardening headers for Netlify / Cloudflare Pages (out/_headers), Vercel (deploy/vercel.json) and nginx (deploy/nginx.conf).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'parse5'
import { htmlFiles } from '../lib/export/html-files'
import { attribute, elements, isDataScript, textOf } from '../lib/export/html-tree'
import { contentSecurityPolicy } from '../lib/security/content-security-policy'
import { commonHeaders, renderHeadersFile, renderNginxConfig, renderVercelConfig, type HeaderRule } from '../lib/security/headers'

const outDir = path.resolve('out')
const deployDir = path.resolve('deploy')

const files = await htmlFiles(outDir)
if (files.length === 0) throw new Error('No HTML in out/: run next build first')
for (const file of files) {
  const inline = elements(parse(await readFile(file, 'utf8'))).filter(
    (element) => element.tagName === 'script' && !attribute(element, 'src') && !isDataScript(element) && textOf(element).trim(),
  )
  if (inline.length) {
    throw new Error(`${path.relative(outDir, file)} has ${inline.length} inline script(s), which the policy (script-src 'self', no hashes) would block`)
  }
}

const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' }
const rules: HeaderRule[] = [
  { path: '/*', headers: { ...commonHeaders, 'Content-Security-Policy': contentSecurityPolicy() } },
  // Content-hashed file names: safe to cache for a year.
  { path: '/_next/static/*', headers: immutable },
  { path: '/_islands/*', headers: immutable },
]

await mkdir(deployDir, { recursive: true })
await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rules))
await writeFile(path.join(deployDir, 'vercel.json'), renderVercelConfig(rules))
await writeFile(path.join(deployDir, 'nginx.conf'), renderNginxConfig(rules))
console.log(`Security headers: ${files.length} pages without inline scripts → out/_headers, deploy/vercel.json, deploy/nginx.conf`)
