// Cleaning out/ after the islands rewrite: RSC payloads and unreferenced runtime chunks go; pages, assets and robots.txt stay.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { removeNextLeftovers } from '@/tools/export/next-leftovers'

let out: string

async function put(file: string, text = ''): Promise<void> {
  await mkdir(path.dirname(path.join(out, file)), { recursive: true })
  await writeFile(path.join(out, file), text)
}

async function remaining(): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)))
    .sort()
}

beforeEach(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'leftovers-'))
  await put(
    'index.html',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css"><script src="/_next/static/chunks/kept.js"></script>',
  )
  await put('privacy-policy.html', '<p>Privacy</p>')
  await put('404.html', '<p>Not found</p>')
  await put('_not-found.html', '<p>Not found</p>')
  await put('_next/static/chunks/site.css', '@font-face{src:url(/_next/static/media/inter.woff2)}')
  await put('_next/static/media/inter.woff2')
  await put('_next/static/chunks/kept.js')
  await put('_next/static/chunks/runtime.js')
  await put('_next/static/build-id/_buildManifest.js')
  await put('index.txt', '0:["$","html"]')
  await put('privacy-policy.txt', '0:["$","html"]')
  await put('privacy-policy/__next._tree.txt')
  await put('__next.__PAGE__.txt')
  await put('robots.txt', 'User-agent: *')
  await put('_islands/loader-A.js')
})

afterEach(() => rm(out, { recursive: true, force: true }))

it('removes RSC payloads, runtime chunks no page or stylesheet references, Next’s _not-found page, and the folders they leave empty', async () => {
  const removed = await removeNextLeftovers(out)
  expect(removed).toEqual([
    '__next.__PAGE__.txt',
    '_next/static/build-id/_buildManifest.js',
    '_next/static/chunks/runtime.js',
    '_not-found.html',
    'index.txt',
    'privacy-policy.txt',
    'privacy-policy/__next._tree.txt',
  ])
  expect(await remaining()).toEqual([
    '404.html',
    '_islands/loader-A.js',
    '_next/static/chunks/kept.js',
    '_next/static/chunks/site.css',
    '_next/static/media/inter.woff2',
    'index.html',
    'privacy-policy.html',
    'robots.txt',
  ])
})
