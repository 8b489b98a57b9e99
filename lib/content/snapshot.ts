// The build's content snapshot: written once by `npm run content`, read by every page of `next build`.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteContent } from './site-content'

export const snapshotFile = path.join(process.cwd(), '.content', 'site-content.json')

export async function writeSnapshot(content: SiteContent, file = snapshotFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`)
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
