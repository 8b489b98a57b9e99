// Post-build: guarantees that every exported page ships HTML, CSS and the islands loader only — no Next runtime, no RSC
// payload — with every island's markup in place; otherwise the build fails and says which page and why. It works on
// the build's staging folder (OUT_DIR as npm run build gives it), so a failure leaves the export served untouched.
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFiles } from '../tools/export/html-files'
import { bundleIslands, islandsDir, type IslandsBundle } from '../tools/export/islands-bundle'
import { toIslandsPage } from '../tools/export/islands-page'
import { removeNextLeftovers } from '../tools/export/next-leftovers'
import { outDirOf } from '../tools/export/out-dir'
import { sitePath } from '../lib/site-url'

const outDir = outDirOf()

const pages = await htmlFiles(outDir)
if (pages.length === 0) throw new Error(`No HTML in ${outDir}: run next build first`)

await rm(path.join(outDir, islandsDir), { recursive: true, force: true })
const counts = new Map<string, number>()
const bundle: IslandsBundle = await bundleIslands(outDir)
for (const file of pages) {
  const page = path.relative(outDir, file)
  const result = toIslandsPage(await readFile(file, 'utf8'), page, sitePath(bundle.loaderSrc), bundle.reactVersion)
  result.islands.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1))
  await writeFile(file, result.html)
}
const leftovers = await removeNextLeftovers(outDir)

const islandSummary = [...counts].map(([name, count]) => `${name} on ${count}`).join(', ')
console.log(
  `Islands: ${pages.length} pages without Next's runtime (${islandSummary}); ${bundle.files.length} island files (React ${bundle.reactVersion}, the one that rendered every island); ${leftovers.length} runtime files removed`,
)
