// The plain page Lighthouse compares the site with: the same export without a single script and without the web font.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { plainPage, plainStylesheet, writePlainCopy } from '@/tools/perf/plain-copy'

const page = `<!DOCTYPE html><html><head><meta charset="utf-8">
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2">
<link rel="stylesheet" href="/_next/static/chunks/site.css">
<link rel="modulepreload" href="/_islands/wake.js">
<script type="module" src="/_islands/loader.js"></script></head>
<body><h1>Hello</h1><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`

const css = `@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");font-display:swap}@font-face{font-family:inter Fallback;src:local(Arial)}body{font-family:inter,inter Fallback,system-ui}`

describe('plainPage', () => {
  it('removes every script, script preload and font preload, and keeps the stylesheet and the content', () => {
    const plain = plainPage(page)
    expect(plain).not.toContain('<script')
    expect(plain).not.toContain('modulepreload')
    expect(plain).not.toContain('as="font"')
    expect(plain).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css">')
    expect(plain).toContain('<h1>Hello</h1>')
  })
})

describe('plainStylesheet', () => {
  it('drops every @font-face, so text falls back to the system fonts of the stack, and keeps every other rule', () => {
    expect(plainStylesheet(css)).toBe('body{font-family:inter,inter Fallback,system-ui}')
  })
})

describe('writePlainCopy', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'plain-copy-'))
    await mkdir(path.join(dir, 'out/_next/static/media'), { recursive: true })
    await mkdir(path.join(dir, 'out/_next/static/chunks'), { recursive: true })
    await writeFile(path.join(dir, 'out/index.html'), page)
    await writeFile(path.join(dir, 'out/index.html.br'), 'stale')
    await writeFile(path.join(dir, 'out/_next/static/chunks/site.css'), css)
    await writeFile(path.join(dir, 'out/_next/static/media/inter.woff2'), 'font')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes the plain pages and stylesheets without the font files, compressed afresh, and leaves the export untouched', async () => {
    await writePlainCopy(path.join(dir, 'out'), path.join(dir, 'plain'))
    const files = (await readdir(path.join(dir, 'plain'), { recursive: true })).map(String).sort()
    expect(files).not.toContain(path.join('_next/static/media/inter.woff2'))
    expect(await readFile(path.join(dir, 'plain/index.html'), 'utf8')).not.toContain('<script')
    expect(await readFile(path.join(dir, 'plain/index.html.br'), 'utf8')).not.toBe('stale')
    expect(await readFile(path.join(dir, 'plain/_next/static/chunks/site.css'), 'utf8')).not.toContain('@font-face')
    expect(await readFile(path.join(dir, 'out/index.html'), 'utf8')).toBe(page)
  })
})
