import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompress } from '@/tools/export/precompress'

describe('precompress (tools/export/precompress.ts)', () => {
  let root: string
  const big = `<p>${'compressible text '.repeat(200)}</p>`
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    mkdirSync(path.join(root, '_next/static'), { recursive: true })
    writeFileSync(path.join(root, 'index.html'), big)
    writeFileSync(path.join(root, '_next/static/app.js'), `console.log(${JSON.stringify(big)})`)
    writeFileSync(path.join(root, 'tiny.txt'), 'a')
    writeFileSync(path.join(root, 'photo.png'), big)
    writeFileSync(path.join(root, '_headers'), `/*\n  X-Test: ${big}\n`)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('writes Brotli and gzip siblings that decode to the text files, recursively', async () => {
    await precompress(root)
    for (const file of ['index.html', '_next/static/app.js']) {
      const original = readFileSync(path.join(root, file), 'utf8')
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).toString()).toBe(original)
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).toString()).toBe(original)
    }
  })

  it('leaves binary files, _headers, and files that would not shrink without siblings', async () => {
    await precompress(root)
    for (const file of ['photo.png', '_headers', 'tiny.txt']) {
      expect([file, existsSync(path.join(root, `${file}.br`)), existsSync(path.join(root, `${file}.gz`))]).toEqual([
        file,
        false,
        false,
      ])
    }
  })

  it('writes nothing on a second run, and rewrites the siblings of a file changed since', async () => {
    const first = await precompress(root)
    expect(first.written).toBe(4)
    const before = statSync(path.join(root, 'index.html.br')).mtimeMs
    expect((await precompress(root)).written).toBe(0)
    expect(statSync(path.join(root, 'index.html.br')).mtimeMs).toBe(before)

    const changed = `<p>${'changed text '.repeat(200)}</p>`
    writeFileSync(path.join(root, 'index.html'), changed)
    const later = new Date(Date.now() + 5000)
    utimesSync(path.join(root, 'index.html'), later, later)
    expect((await precompress(root)).written).toBe(2)
    expect(brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).toString()).toBe(changed)
  })
})
