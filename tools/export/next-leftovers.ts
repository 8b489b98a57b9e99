// What Next leaves in out/ that an islands export never uses: RSC payload files, runtime chunks no page references, and
// its internal _not-found page (404.html is the page hosts show; _not-found.html would be a 200 page at /_not-found).
import { readdir, readFile, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { urlPathOf } from './html-files'
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/** RSC payloads: `__next.*` segment files, and `page.txt` beside each exported `page.html`. */
function isRscPayload(file: string, htmlStems: Set<string>): boolean {
  if (!file.endsWith('.txt')) return false
  return path.basename(file).startsWith('__next.') || htmlStems.has(file.slice(0, -'.txt'.length))
}

/** Next's own copy of the 404 page; hosts with clean URLs would serve it with status 200 at /_not-found. */
const isInternalPage = (file: string) => path.basename(file).startsWith('_not-found.')

/** Removes the leftovers and returns them (relative to out/); `/_next/` JS that a kept page or stylesheet names stays. */
export async function removeNextLeftovers(outDir: string): Promise<string[]> {
  const files = await filesUnder(outDir)
  const htmlStems = new Set(
    files.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -'.html'.length)),
  )
  const texts = await Promise.all(
    files.filter((file) => /\.(html|css)$/.test(file)).map((file) => readFile(file, 'utf8')),
  )
  const referenced = texts.join('\n')
  const nextDir = path.join(outDir, '_next')
  const leftovers = files.filter(
    (file) =>
      isInternalPage(file) ||
      isRscPayload(file, htmlStems) ||
      (file.startsWith(nextDir) && file.endsWith('.js') && !referenced.includes(`/${urlPathOf(outDir, file)}`)),
  )
  await Promise.all(leftovers.map((file) => rm(file)))
  await removeEmptyDirectories(outDir)
  return leftovers.map((file) => urlPathOf(outDir, file)).sort()
}

async function removeEmptyDirectories(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true })
  let empty = true
  for (const entry of entries) {
    if (entry.isDirectory() && (await removeEmptyDirectories(path.join(dir, entry.name)))) continue
    empty = false
  }
  if (empty) await rmdir(dir)
  return empty
}
