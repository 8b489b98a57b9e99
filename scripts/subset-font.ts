// Build step before `next build`: writes .content/fonts/inter.woff2, Inter cut to the characters of the content snapshot
// (plus printable ASCII) and to the weights the components use; with --whole (the preview, whose drafts may use any
// character) or without a snapshot, the whole Latin file.
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { readSnapshot, snapshotFile } from '../lib/content/snapshot'
import { charactersOf, subsetVariableFont } from '../lib/fonts/font-subset'

const require = createRequire(import.meta.url)
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const target = path.resolve('.content/fonts/inter.woff2')
/** font-normal to font-bold: the weights the components' classes use (keep in step with app/fonts.ts). */
const weights = { min: 400, max: 700 }

await mkdir(path.dirname(target), { recursive: true })
if (process.argv.includes('--whole') || !existsSync(snapshotFile)) {
  await copyFile(source, target)
  console.log('Font: the whole Latin Inter file')
} else {
  const text = charactersOf(readSnapshot())
  const font = await readFile(source)
  const subset = await subsetVariableFont(font, text, weights)
  await writeFile(target, subset)
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  console.log(`Font: Inter cut to ${[...text].length} characters and weights ${weights.min}–${weights.max}: ${kB(font.length)} → ${kB(subset.length)}`)
}
