// Moving a whole export between folders: next build's folder to a build's staging folder (across file systems too), and
// a finished staging folder in place of OUT_DIR.
import { cp, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { shownPath } from 'local-content-lake/shown-path'

/** Renames, and says whether there was anything to rename. */
async function moved(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/** Moves the export next build wrote (`from`, which must hold index.html) to `to`, in place of whatever was there. */
export async function placeExport(from: string, to: string): Promise<void> {
  const index = await stat(path.join(from, 'index.html')).catch(() => null)
  if (!index) throw new Error(`No export in ${shownPath(from)}/ (no index.html): run next build first`)
  await rm(to, { recursive: true, force: true })
  try {
    await rename(from, to)
  } catch (error) {
    // `to` on another file system: copied, then next build's folder removed, as a move across file systems is.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await cp(from, to, { recursive: true })
    await rm(from, { recursive: true, force: true })
  }
}

/**
 * Puts the finished export in `staging` in place of `outDir`, as two renames on one file system (Node has no atomic
 * exchange): the old export moves aside to `aside`, and the new one takes its name. If the second rename fails, the old
 * export gets its name back, so `outDir` is never left without an export it had. The old export stays in `aside` for
 * the caller to remove once nothing waits on the switch.
 */
export async function exchange(staging: string, outDir: string, aside: string): Promise<void> {
  await rm(aside, { recursive: true, force: true })
  const hadExport = await moved(outDir, aside)
  try {
    await rename(staging, outDir)
  } catch (error) {
    if (hadExport) await rename(aside, outDir)
    throw error
  }
}

/** Puts the finished export in `staging` in place of `outDir` (see `exchange`), and removes the old one. */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  const replaced = `${outDir}.replaced-${process.pid}`
  await exchange(staging, outDir, replaced)
  await rm(replaced, { recursive: true, force: true })
}
