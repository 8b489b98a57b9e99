// Writes Brotli (.br) and gzip (.gz) siblings of the text files of out/, so the server compresses nothing per request.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const compressibleExtensions = ['.html', '.css', '.js', '.mjs', '.svg', '.xml', '.txt', '.json', '.webmanifest']

const encoders = {
  // Build time, not request time: the slowest, smallest settings.
  '.br': (data: Buffer) =>
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  '.gz': (data: Buffer) => gzipAsync(data, { level: 9 }),
}

export interface PrecompressSummary {
  files: number
  written: number
  bytes: number
  /** What a Brotli client downloads: the .br where there is one, else the file. */
  brotliBytes: number
}

/** A sibling that is newer than its file is kept, so a second run writes nothing; a sibling no smaller than its file is removed. */
export async function precompress(root: string): Promise<PrecompressSummary> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.includes(path.extname(entry.name)))
    // The host's own files (_headers has no extension, but the rule is stated here too) and dotfiles are never served.
    .filter((entry) => !entry.name.startsWith('.') && !entry.name.startsWith('_headers'))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const summary: PrecompressSummary = { files: files.length, written: 0, bytes: 0, brotliBytes: 0 }
  for (const file of files) {
    const source = await stat(file)
    let data: Buffer | undefined
    for (const [suffix, encode] of Object.entries(encoders)) {
      const sibling = `${file}${suffix}`
      const existing = await stat(sibling).catch(() => undefined)
      let size = existing && existing.mtimeMs >= source.mtimeMs ? existing.size : undefined
      if (size === undefined) {
        data ??= await readFile(file)
        const encoded = await encode(data)
        size = encoded.length
        // Worth it only when smaller: a tiny file can grow under gzip's header.
        if (size < source.size) {
          await writeFile(sibling, encoded)
          summary.written++
        }
      }
      if (size >= source.size) await rm(sibling, { force: true })
      if (suffix === '.br') summary.brotliBytes += Math.min(size, source.size)
    }
    summary.bytes += source.size
  }
  return summary
}
