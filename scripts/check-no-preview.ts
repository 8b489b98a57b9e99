// Fails when the public export holds any preview code: overlay attributes, visual-editing code, draft-mode routes or secrets.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { outDirOf } from '../tools/export/out-dir'

const outDir = outDirOf()

/** What only the preview may contain; any of these in out/ means preview code leaked into the public build. */
export const previewMarkers = [
  'data-sanity',
  'visual-editing',
  'VisualEditing',
  'draft-mode',
  'sanity-preview',
  '__prerender_bypass',
  'previewUrlSecret',
  'Previewing drafts',
]

const textExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.rsc', ''])

const entries = await readdir(outDir, { withFileTypes: true, recursive: true })
const files = entries
  .filter((entry) => entry.isFile() && textExtensions.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name))
if (files.length === 0) {
  console.error(`No files in ${outDir}: run npm run build first.`)
  process.exit(1)
}
const leaks: string[] = []
for (const file of files) {
  const text = await readFile(file, 'utf8')
  for (const marker of previewMarkers)
    if (text.includes(marker)) leaks.push(`${path.relative(process.cwd(), file)}: contains "${marker}"`)
}
if (leaks.length) {
  console.error(
    `The export holds preview code (${leaks.length} finding${leaks.length === 1 ? '' : 's'}):\n  - ${leaks.join('\n  - ')}`,
  )
  process.exit(1)
}
console.log(`No preview code in ${files.length} files of ${path.relative(process.cwd(), outDir) || outDir}/`)
