// What makes the lake's writes durable on the real disk: each file it writes is flushed, and so is its folder, which
// holds the file's name. No test can cut the power, so this one watches the flushes themselves, through Node's own
// file handles. In a file of its own: node:fs/promises is watched before the lake's file system loads.
import { jest } from '@jest/globals'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const fs = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises')
/** Each file or folder flushed, in order. */
const flushed: string[] = []
jest.unstable_mockModule('node:fs/promises', () => ({
  ...fs,
  open: async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args)
    const sync = handle.sync.bind(handle)
    handle.sync = () => sync().then(() => void flushed.push(String(args[0])))
    return handle
  },
}))
const { writeDurably } = await import('../src/durable-file')
const { diskFileSystem } = await import('../src/file-system')

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'disk-flush-'))
  flushed.length = 0
})
afterEach(() => rm(folder, { recursive: true, force: true }))

it('flushes a file it writes before it takes the file’s place, then the folder that names it', async () => {
  const file = path.join(folder, 'dataset.ndjson')
  await writeDurably(diskFileSystem, file, 'a\n')
  expect(flushed).toHaveLength(2)
  expect(path.dirname(flushed[0]!)).toBe(folder)
  expect(flushed[0]).not.toBe(file)
  expect(flushed[1]).toBe(folder)
  expect(await fs.readFile(file, 'utf8')).toBe('a\n')
})
