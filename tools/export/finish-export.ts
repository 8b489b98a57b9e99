// After next build: the export moves to a staging folder of this build's own beside OUT_DIR, the post-build steps run
// on it, and only when every one has succeeded it replaces OUT_DIR. A failed step leaves OUT_DIR as it was and removes
// the staging folder, so OUT_DIR always holds a whole build: the last good one or this one.
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { isProcessRunning } from 'local-content-lake/process-identity'
import { shownPath } from 'local-content-lake/shown-path'
import { placeExport, swapIn } from './place-export'
import { postBuildSteps } from './build-steps'
import { runStep, tsxStep, type StepOptions } from './run-step'

/** This build's staging folder: beside OUT_DIR, on its file system, so the swap is a rename. */
const stagingDirOf = (outDir: string, pid = process.pid) => `${outDir}.staging-${pid}`

/**
 * What builds killed mid-way left beside OUT_DIR: staging folders are removed; an export moved aside by a swap that
 * never finished gets OUT_DIR's name back if nothing took it.
 */
async function tidyAfterKilledBuilds(outDir: string): Promise<void> {
  const base = path.basename(outDir)
  for (const name of await readdir(path.dirname(outDir))) {
    const [, kind, pid] = name.startsWith(base)
      ? (/^\.(staging|replaced)-(\d+)$/.exec(name.slice(base.length)) ?? [])
      : []
    if (!pid || isProcessRunning(Number(pid))) continue
    const leftover = path.join(path.dirname(outDir), name)
    if (kind === 'replaced' && !existsSync(outDir)) await rename(leftover, outDir)
    else await rm(leftover, { recursive: true, force: true })
  }
}

/**
 * Finishes next build's export into OUT_DIR. With `outDirIsStaging`, OUT_DIR is already a staging folder that the
 * caller swaps in itself (npm run studio's local site, whose server must switch at that moment): the steps run on it
 * directly, and a failure removes it.
 */
export async function finishExport(
  exportDir: string,
  outDir: string,
  { outDirIsStaging = false, ...options }: StepOptions & { outDirIsStaging?: boolean },
): Promise<void> {
  const staging = outDirIsStaging ? outDir : stagingDirOf(outDir)
  // A fresh clone may not have OUT_DIR's folder yet (.test-builds/pages).
  await mkdir(path.dirname(outDir), { recursive: true })
  await tidyAfterKilledBuilds(outDir)
  let finished = false
  try {
    await placeExport(exportDir, staging)
    for (const step of postBuildSteps)
      await runStep(path.basename(step, '.ts'), tsxStep(step), {
        ...options,
        env: { ...options.env, OUT_DIR: staging },
      })
    if (!outDirIsStaging) await swapIn(staging, outDir)
    finished = true
  } finally {
    if (!finished || !outDirIsStaging) await rm(staging, { recursive: true, force: true })
  }
  console.log(`Export → ${shownPath(outDir)}/`)
}
