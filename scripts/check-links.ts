// `npm run check:links`: every internal link, asset and in-page anchor of the export resolves to a file and an id, and
// none leaves the path the export is served under (its base path, e.g. /repo on a GitHub Pages project site).
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFiles, routesOf } from '../tools/export/html-files'
import { exportBasePath } from '../tools/export/build-record'
import { outDirOf } from '../tools/export/out-dir'

const outDir = outDirOf()
const basePath = exportBasePath(outDir)
const files = await htmlFiles(outDir)
const pages = new Map<string, { file: string; ids: Set<string> }>()
const sources = new Map<string, string>()
for (const file of files) {
  const html = await readFile(file, 'utf8')
  sources.set(file, html)
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!))
  for (const route of routesOf(outDir, file)) pages.set(route, { file, ids })
}

const decode = (value: string) => value.replace(/&amp;/g, '&')
const problems: string[] = []
let checked = 0
for (const [file, html] of sources) {
  const page = path.relative(outDir, file)
  const here = routesOf(outDir, file)[0]!
  for (const [, attribute, raw] of html.matchAll(/\s(href|src|srcSet)="([^"]*)"/g)) {
    const urls = attribute === 'srcSet' ? raw!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [raw!]
    for (const value of urls.map(decode)) {
      if (/^(https?:|mailto:|tel:|data:)/.test(value)) continue
      checked++
      const url = new URL(value, `http://site${basePath}${here}`)
      if (url.host !== 'site') {
        problems.push(`${page}: ${attribute}="${value}" leaves the site without a scheme`)
        continue
      }
      if (!url.pathname.startsWith(`${basePath}/`)) {
        problems.push(`${page}: ${attribute}="${value}" leaves the base path ${basePath}/ the site is served under`)
        continue
      }
      const pathname = url.pathname.slice(basePath.length)
      const target = pages.get(pathname)
      if (!target && !existsSync(path.join(outDir, decodeURIComponent(pathname)))) {
        problems.push(`${page}: ${attribute}="${value}" → no page or file at ${url.pathname}`)
        continue
      }
      const anchor = decodeURIComponent(url.hash.slice(1))
      if (anchor && !target?.ids.has(anchor))
        problems.push(`${page}: ${attribute}="${value}" → ${url.pathname} has no id "${anchor}"`)
    }
  }
}
for (const problem of problems) console.error(problem)
console.log(
  `Links: ${checked} internal links, assets and anchors in ${files.length} pages under ${basePath || '(the root)'}/, ${problems.length} broken`,
)
if (problems.length) process.exitCode = 1
