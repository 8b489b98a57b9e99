// Post-build, first step: moves the export next build wrote (.next-export/, the one folder every build writes into) to
// OUT_DIR (default out/), in place of the export there, for the other steps, the checks and the servers.
import { cp, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { nextExportDir, outDirOf } from '../lib/export/out-dir'

const built = path.resolve(nextExportDir)
const outDir = outDirOf()

const index = await stat(path.join(built, 'index.html')).catch(() => null)
if (!index) throw new Error(`No export in ${nextExportDir}/ (no index.html): run next build first`)

await rm(outDir, { recursive: true, force: true })
try {
  await rename(built, outDir)
} catch (error) {
  // OUT_DIR on another file system: copied, then the build's folder removed, as a move across file systems is.
  if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
  await cp(built, outDir, { recursive: true })
  await rm(built, { recursive: true, force: true })
}
console.log(`Export → ${path.relative(process.cwd(), outDir)}/`)
