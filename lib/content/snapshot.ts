// The build's content snapshot: written by `npm run content` (and by `npm run dev` on every content change), read by
// every page of `next build` and `next dev`. Each build and each dev server has a file of its own (CONTENT_SNAPSHOT_FILE,
// see own-snapshot.ts), so none of them reads or replaces another's.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomically } from './atomic-file'
import type { SiteContent } from './site-content'
import { shownPath } from 'local-content-lake/shown-path'

/** The snapshot this process writes or reads: CONTENT_SNAPSHOT_FILE, else .content/site-content.json (a bare `npm run content`). */
export function snapshotFileOf(env: Record<string, string | undefined> = process.env): string {
  // Named at run time: nothing for Turbopack to trace (see source-config.ts).
  return path.resolve(
    /*turbopackIgnore: true*/ env.CONTENT_SNAPSHOT_FILE?.trim() || path.join('.content', 'site-content.json'),
  )
}

/** Written beside and renamed into place, so a page rendering meanwhile reads the old snapshot or the new, never half. */
export async function writeSnapshot(content: SiteContent, file = snapshotFileOf()): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFileAtomically(file, `${JSON.stringify(content, null, 2)}\n`)
}

/** When the snapshot was last written (0 when there is none), so a dev server can tell it changed. */
export function snapshotVersion(file = snapshotFileOf()): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0
}

export function readSnapshot(file = snapshotFileOf()): SiteContent {
  if (!existsSync(file)) {
    throw new Error(`No content snapshot at ${shownPath(file)}: run "npm run content" (npm run build does) first.`)
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SiteContent
}
