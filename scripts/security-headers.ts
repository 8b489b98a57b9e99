// Post-build: checks that no page runs an inline script, puts the policy into every page as <meta> (for hosts that
// send no headers, such as GitHub Pages) and writes the same rules to out/_headers (Netlify, Cloudflare Pages).
// vercel.json and deploy/nginx.conf hold the same rules and are committed (npm run hosts writes them).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFiles } from '../tools/export/html-files'
import { outDirOf } from '../tools/export/out-dir'
import { withPolicyMeta } from '../tools/export/policy-meta'
import { renderHeadersFile } from '../tools/hosts/headers-file'
import { siteHeaderRules } from '../tools/headers/site-headers'

const outDir = outDirOf()
const files = await htmlFiles(outDir)
if (files.length === 0) throw new Error(`No HTML in ${outDir}: run next build first`)
for (const file of files)
  await writeFile(file, withPolicyMeta(await readFile(file, 'utf8'), path.relative(outDir, file)))

await writeFile(path.join(outDir, '_headers'), renderHeadersFile(siteHeaderRules()))
console.log(
  `Security: ${files.length} pages carry the policy as <meta> and run no inline script → ${path.relative(process.cwd(), outDir)}/_headers`,
)
