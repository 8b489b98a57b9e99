// Post-build: checks that no page runs an inline script, puts the policy into every page as <meta> (for hosts that
// send no headers, such as GitHub Pages) and writes the same rules for Netlify / Cloudflare Pages (out/_headers) and
// nginx (deploy/nginx.conf), and for Vercel in the committed vercel.json (a unit test keeps it in step).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFiles } from '../lib/export/html-files'
import { withPolicyMeta } from '../lib/export/policy-meta'
import { renderHeadersFile, renderNginxConfig, renderVercelConfig } from '../lib/security/headers'
import { siteHeaderRules } from '../lib/security/site-headers'

const outDir = path.resolve('out')
const deployDir = path.resolve('deploy')

const files = await htmlFiles(outDir)
if (files.length === 0) throw new Error('No HTML in out/: run next build first')
for (const file of files) await writeFile(file, withPolicyMeta(await readFile(file, 'utf8'), path.relative(outDir, file)))

const rules = siteHeaderRules()
await mkdir(deployDir, { recursive: true })
await writeFile(path.join(outDir, '_headers'), renderHeadersFile(rules))
await writeFile(path.join(deployDir, 'nginx.conf'), renderNginxConfig(rules))
await writeFile(path.resolve('vercel.json'), renderVercelConfig(rules))
console.log(`Security: ${files.length} pages carry the policy as <meta> and run no inline script → out/_headers, vercel.json, deploy/nginx.conf`)
