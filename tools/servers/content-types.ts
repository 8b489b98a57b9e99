// Content types sirv's lookup (mrmime) lacks or gives without a charset, by the extension of the requested path.
import path from 'node:path'

const types: Record<string, string> = {
  // mrmime has no .ico, and an empty type under X-Content-Type-Options: nosniff is not an image to a browser.
  '.ico': 'image/x-icon',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

export function contentTypeOf(pathname: string): string | undefined {
  return types[path.posix.extname(pathname).toLowerCase()]
}
