// The plain page to measure against: a copy of the export with every script and the web font taken out, so any gap
// between it and the site is what the site's scripts and font cost.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parse, serialize } from 'parse5'
import { precompress } from '../export/precompress'
import { attribute, elements, preloadsScript, remove, type Element } from '../export/html-tree'

const preloadsFont = (element: Element) =>
  element.tagName === 'link' &&
  /\bpreload\b/.test(attribute(element, 'rel') ?? '') &&
  attribute(element, 'as') === 'font'

/** The page without any script, script preload or font preload. */
export function plainPage(html: string): string {
  const document = parse(html)
  for (const element of elements(document)) {
    if (element.tagName === 'script' || preloadsScript(element) || preloadsFont(element)) remove(element)
  }
  return serialize(document)
}

/** The stylesheet without its @font-face rules: every family falls back to the next in its stack (the system fonts). */
export function plainStylesheet(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, '')
}

const rewrites: Record<string, (text: string) => string> = { '.html': plainPage, '.css': plainStylesheet }
const siblings = ['.br', '.gz']

/** Copies `outDir` to `plainDir` (replacing it), rewrites its pages and stylesheets, drops the fonts, and precompresses it. */
export async function writePlainCopy(outDir: string, plainDir: string): Promise<void> {
  await rm(plainDir, { recursive: true, force: true })
  await cp(outDir, plainDir, { recursive: true })
  const entries = await readdir(plainDir, { withFileTypes: true, recursive: true })
  for (const file of entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))) {
    const extension = path.extname(file)
    if (siblings.includes(extension) || extension === '.woff2') await rm(file)
    else if (rewrites[extension]) await writeFile(file, rewrites[extension](await readFile(file, 'utf8')))
  }
  await precompress(plainDir)
}
