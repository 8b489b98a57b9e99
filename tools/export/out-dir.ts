// The export folder every build step, check and server works on: OUT_DIR when set, else out/. next build writes the
// export into nextExportDir (next.config.mjs); npm run build finishes it in a staging folder and swaps it in here.
import path from 'node:path'

/** next build's export folder, the same for every build so that Turbopack's cache stays warm (next.config.mjs); one build at a time uses it (build-lock.ts). */
export const nextExportDir = '.next-export'

export function outDirOf(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.OUT_DIR?.trim() || 'out')
}

/** OUT_DIR_IS_STAGING=1: OUT_DIR is a fresh folder its caller swaps in itself, so the build stages nothing of its own. */
export const outDirIsStagingOf = (env: Record<string, string | undefined> = process.env): boolean =>
  env.OUT_DIR_IS_STAGING === '1'
