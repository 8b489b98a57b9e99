// The durable-file module's own promises, on the real disk: a file created in one step is flushed, folder entry
// included, before it is reported created; and only a killed writer's own temporary files count as its leftovers.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createExclusively, isTemporaryFileOf, NotConfirmedError } from '../src/durable-file'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { diskError } from './support/disk-error'

let folder: string
beforeEach(async () => (folder = await mkdtemp(path.join(tmpdir(), 'durable-file-'))))
afterEach(() => rm(folder, { recursive: true, force: true }))

/** The disk, with each operation written down as it starts (temporary files shown as `tmp`). */
function recorded(overrides: Partial<LakeFileSystem> = {}) {
  const steps: string[] = []
  const shown = (file: string) => (path.basename(file).endsWith('.tmp') ? 'tmp' : path.basename(file))
  const fs = { ...diskFileSystem, ...overrides }
  const disk: LakeFileSystem = {
    ...fs,
    writeNew: (file, text) => (steps.push(`writeNew ${shown(file)}`), fs.writeNew(file, text)),
    sync: (file) => (steps.push(`sync ${shown(file)}`), fs.sync(file)),
    link: (from, to) => (steps.push(`link ${shown(from)} ${shown(to)}`), fs.link(from, to)),
    remove: (file, expected) => (steps.push(`remove ${shown(file)}`), fs.remove(file, expected)),
    syncFolder: (dir) => (steps.push(`syncFolder ${dir === folder ? 'its folder' : dir}`), fs.syncFolder(dir)),
  }
  return { disk, steps }
}

describe('a file created in one step', () => {
  it('is written and flushed under a temporary name, linked into place, and its folder flushed before it is reported', async () => {
    const { disk, steps } = recorded()
    const file = path.join(folder, 'held.lock')
    expect(await createExclusively(disk, file, 'mine\n')).toBe(true)
    expect(steps).toEqual(['writeNew tmp', 'sync tmp', 'link tmp held.lock', 'remove tmp', 'syncFolder its folder'])
    expect(await readFile(file, 'utf8')).toBe('mine\n')
  })

  it('is not created over a file already there, which keeps its text, and says so even when flushes fail', async () => {
    const file = path.join(folder, 'held.lock')
    await createExclusively(diskFileSystem, file, 'first\n')
    expect(await createExclusively(diskFileSystem, file, 'second\n')).toBe(false)
    // A failed flush means "created, not confirmed" to the lock: it must not be reported for a name someone else holds.
    const { disk } = recorded({ syncFolder: () => Promise.reject(diskError('EIO', 'fsync')) })
    expect(await createExclusively(disk, file, 'third\n')).toBe(false)
    expect(await readFile(file, 'utf8')).toBe('first\n')
  })

  it('whose folder cannot be flushed is in place, and reported not confirmed, naming the file', async () => {
    const { disk } = recorded({ syncFolder: () => Promise.reject(diskError('EIO', 'fsync')) })
    const file = path.join(folder, 'held.lock')
    const error = await createExclusively(disk, file, 'mine\n').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(NotConfirmedError)
    expect(error).toMatchObject({ file, message: 'EIO: i/o error, fsync' })
    expect(await readFile(file, 'utf8')).toBe('mine\n')
  })
})

describe('a leftover temporary file of a killed writer', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e'
  it.each([
    [`.dataset.ndjson.${id}.tmp`, true],
    [`.dataset.ndjson.lock.${id}.tmp`, false],
    [`.datasex.ndjson.${id}.tmp`, false],
    [`x.dataset.ndjson.${id}.tmp`, false],
    [`.dataset.ndjson.${id}.bak`, false],
    [`.dataset.ndjson.${id}`, false],
    [`.dataset.ndjson.${id}0.tmp`, false],
    [`.dataset.ndjson.not-an-id.tmp`, false],
  ])('%s is one of dataset.ndjson’s: %s', (name, expected) => {
    expect(isTemporaryFileOf('/work/content/dataset.ndjson', name)).toBe(expected)
  })
})
