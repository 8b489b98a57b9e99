// The exported pages of out/: every .html file, and the URL paths a static host serves each under.
import { readdir } from 'node:fs/promises'
import path from 'node:path'

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** /a and /a.html for a.html; / and /index.html for index.html. */
export function routesOf(outDir: string, file: string): string[] {
  const relative = path.relative(outDir, file).split(path.sep).join('/')
  const withoutExtension = relative.replace(/\.html$/, '')
  if (withoutExtension === 'index') return ['/', '/index.html']
  if (withoutExtension.endsWith('/index')) return [`/${withoutExtension.slice(0, -'index'.length)}`, `/${relative}`]
  return [`/${withoutExtension}`, `/${relative}`]
}
