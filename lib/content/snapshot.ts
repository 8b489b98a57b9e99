// The build's content snapshot: written by `npm run content` (and by `npm run dev` on every content change), read by
// every page of `next build` and `next dev`.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomically } from './atomic-file'
import type { SiteContent } from './site-content'

export const snapshotFile = path.join(process.cwd(), '.content', 'site-content.json')

/** Written beside and renamed into place, so a page rendering meanwhile reads the old snapshot or the new, never half. */
export async function writeSnapshot(content: SiteContent, file = snapshotFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFileAtomically(file, `${JSON.stringify(content, null, 2)}\n`)
}

/** When the snapshot was last written (0 when there is none), so a dev server can tell it changed. */
export function snapshotVersion(file = snapshotFile): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0
}

export async function removeSnapshot(file = snapshotFile): Promise<void> {
  await rm(file, { force: true })
}

export function readSnapshot(file = snapshotFile): SiteContent {
  if (!existsSync(file)) {
    throw new Error(`No content snapshot at ${path.relative(process.cwd(), file)}: run "npm run content" (npm run build does) first.`)
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SiteContent
}
