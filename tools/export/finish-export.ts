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

export async function finishExport(exportDir: string, outDir: string, options: StepOptions): Promise<void> {
  const staging = stagingDirOf(outDir)
  // A fresh clone may not have OUT_DIR's folder yet (.test-builds/pages).
  await mkdir(path.dirname(outDir), { recursive: true })
  await tidyAfterKilledBuilds(outDir)
  try {
    await placeExport(exportDir, staging)
    for (const step of postBuildSteps)
      await runStep(path.basename(step, '.ts'), tsxStep(step), {
        ...options,
        env: { ...options.env, OUT_DIR: staging },
      })
    await swapIn(staging, outDir)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  console.log(`Export → ${shownPath(outDir)}/`)
}
