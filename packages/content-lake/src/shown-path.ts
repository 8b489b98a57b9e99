// A file or folder as a message names it: relative to the checkout when inside it (content/dataset.ndjson), else in full.
import path from 'node:path'

export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}
