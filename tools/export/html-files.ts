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

/** A file of out/ as a URL path below the site root, with forward slashes on every platform (no leading slash). */
export function urlPathOf(outDir: string, file: string): string {
  return path.relative(outDir, path.resolve(file)).split(path.sep).join('/')
}

/** /a and /a.html for a.html; / and /index.html for index.html. */
export function routesOf(outDir: string, file: string): string[] {
  const relative = urlPathOf(outDir, file)
  const withoutExtension = relative.replace(/\.html$/, '')
  if (withoutExtension === 'index') return ['/', '/index.html']
  if (withoutExtension.endsWith('/index')) return [`/${withoutExtension.slice(0, -'index'.length)}`, `/${relative}`]
  return [`/${withoutExtension}`, `/${relative}`]
}

/** The routes a visitor opens: each exported page's route, in file order, the not-found page (404.html) left out. */
export async function pageRoutes(outDir: string): Promise<string[]> {
  return (await htmlFiles(outDir)).map((file) => routesOf(outDir, file)[0]!).filter((route) => route !== '/404')
}
