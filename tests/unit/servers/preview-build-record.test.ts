// npm run preview and npm run studio start the preview build they find only when it was made from this tree for their
// Studio; any other build, a build cut short, or none, is built again.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  forgetPreviewBuild,
  previewBuildFits,
  previewTree,
  recordPreviewBuild,
} from '@/tools/servers/preview-build-record'

let checkout: string
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: checkout,
    stdio: 'pipe',
  })
const write = (file: string, text: string) => writeFileSync(path.join(checkout, file), text)

beforeEach(() => {
  checkout = mkdtempSync(path.join(tmpdir(), 'preview-build-'))
  git('init', '-q', '-b', 'main')
  write('.gitignore', '.next-preview/\n.env*.local\n')
  write('page.tsx', 'export default 1\n')
  git('add', '.')
  git('commit', '-q', '-m', 'A page')
})
afterEach(() => rmSync(checkout, { recursive: true, force: true }))

it('sees a new commit, an edit not committed, a new file and Next’s .env files, and nothing else git ignores', () => {
  const first = previewTree(checkout)
  expect(first).toMatch(/^[0-9a-f]{64}$/)
  mkdirSync(path.join(checkout, '.next-preview'))
  write('.next-preview/BUILD_ID', 'build')
  expect(previewTree(checkout)).toBe(first)
  write('page.tsx', 'export default 2\n')
  const edited = previewTree(checkout)
  expect(edited).not.toBe(first)
  write('notes.md', 'new\n')
  const added = previewTree(checkout)
  expect(added).not.toBe(edited)
  write('notes.md', 'newer\n')
  expect(previewTree(checkout)).not.toBe(added)
  git('add', '.')
  git('commit', '-q', '-m', 'Both')
  const committed = previewTree(checkout)
  expect(committed).not.toBe(first)
  // Next reads its build's settings from .env files too, the ignored .local ones included.
  write('.env.local', 'SANITY_STUDIO_URL=https://example.sanity.studio\n')
  expect(previewTree(checkout)).not.toBe(committed)
})

it('knows no tree outside a git checkout, and so fits no build there', () => {
  const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'))
  try {
    expect(previewTree(plain)).toBeUndefined()
    mkdirSync(path.join(plain, 'dist'))
    writeFileSync(path.join(plain, 'dist/BUILD_ID'), 'build')
    expect(previewBuildFits(path.join(plain, 'dist'), ['http://localhost:3333'], previewTree(plain))).toBe(false)
  } finally {
    rmSync(plain, { recursive: true, force: true })
  }
})

it('fits a finished build of this tree that lets every Studio asked for frame it, and nothing else', () => {
  const dist = path.join(checkout, '.next-preview')
  const tree = previewTree(checkout)!
  const studios = ['http://localhost:4380', 'http://localhost:4383']
  mkdirSync(dist)
  recordPreviewBuild(dist, { tree, studios })
  // A record without Next's BUILD_ID is a build cut short.
  expect(previewBuildFits(dist, ['http://localhost:4383'], tree)).toBe(false)
  write('.next-preview/BUILD_ID', 'build')
  expect(previewBuildFits(dist, ['http://localhost:4383'], tree)).toBe(true)
  expect(previewBuildFits(dist, studios, tree)).toBe(true)
  expect(previewBuildFits(dist, ['http://localhost:3333'], tree)).toBe(false)
  expect(previewBuildFits(dist, ['http://localhost:4383'], `${tree.slice(1)}0`)).toBe(false)
  forgetPreviewBuild(dist)
  expect(previewBuildFits(dist, ['http://localhost:4383'], tree)).toBe(false)
  // A record that is not JSON is no record.
  write('.next-preview/made-from.json', '{"tree":')
  expect(previewBuildFits(dist, ['http://localhost:4383'], tree)).toBe(false)
})
