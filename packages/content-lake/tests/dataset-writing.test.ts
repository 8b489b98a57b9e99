// One transaction's two files written through the undo journal (dataset-writing.ts), on the real disk with one call
// failed on purpose: each fault leaves the files whole, with the transaction or without it, and says which.
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ChangedOutsideError, diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { NotWrittenError, writeChanges } from '../src/dataset-writing'
import { diskError } from './support/disk-error'

let folder: string
let published: string
let drafts: string
let journal: string
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'dataset-writing-'))
  published = path.join(folder, 'dataset.ndjson')
  drafts = path.join(folder, 'drafts.ndjson')
  journal = path.join(folder, '.dataset.journal')
  await writeFile(published, 'published before\n')
  await writeFile(drafts, 'drafts before\n')
})
afterEach(() => rm(folder, { recursive: true, force: true }))

/** A publish: the published file and the drafts file change together. */
const publish = (fs: LakeFileSystem) =>
  writeChanges(fs, journal, [
    { file: published, before: 'published before\n', after: 'published after\n' },
    { file: drafts, before: 'drafts before\n', after: 'drafts after\n' },
  ])

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the write was reported done')
    },
    (error: unknown) => error,
  )

const texts = async () => [await readFile(published, 'utf8'), await readFile(drafts, 'utf8')]
/** Which file each of the two is now: what the next write must find there. */
const identities = async () =>
  new Map([
    [published, await diskFileSystem.identity(published)],
    [drafts, await diskFileSystem.identity(drafts)],
  ])
/** The folder holds the two files and nothing else: no journal, no temporary file. */
const onlyTheFiles = async () => expect((await readdir(folder)).sort()).toEqual(['dataset.ndjson', 'drafts.ndjson'])

it('writes both files and removes the journal, confirmed', async () => {
  expect(await publish(diskFileSystem)).toEqual({ identities: await identities() })
  expect(await texts()).toEqual(['published after\n', 'drafts after\n'])
  await onlyTheFiles()
})

it('a file changed beside the lake since it was read is not written over: nothing is written and the edit stays', async () => {
  await writeFile(drafts, 'drafts edited beside the lake\n')
  const untouched = await diskFileSystem.identity(published)
  const error = await failure(publish(diskFileSystem))
  // Found before the journal: the published file is the very file it was, not one written and then put back.
  expect(await diskFileSystem.identity(published)).toBe(untouched)
  expect(error).toBeInstanceOf(NotWrittenError)
  expect((error as NotWrittenError).cause).toBeInstanceOf(ChangedOutsideError)
  expect((error as NotWrittenError).owed).toBeUndefined()
  expect(await texts()).toEqual(['published before\n', 'drafts edited beside the lake\n'])
  await onlyTheFiles()
})

it.each([
  ['one file', false],
  ['two files', true],
])(
  'a file written again since it was read, even to the same text, is not written over (%s): nothing of it is written',
  async (_name, both) => {
    const seen = await diskFileSystem.identity(drafts)
    // A program that wrote the file again in place: the same text, a later modification time.
    await writeFile(drafts, 'drafts before\n')
    await utimes(drafts, new Date('2026-11-28T15:00:00Z'), new Date('2026-11-28T15:00:00Z'))
    const changes = [
      ...(both ? [{ file: published, before: 'published before\n', after: 'published after\n' }] : []),
      { file: drafts, before: 'drafts before\n', beforeIdentity: seen, after: 'drafts after\n' },
    ]
    const error = await failure(writeChanges(diskFileSystem, journal, changes))
    expect((error as NotWrittenError).cause).toBeInstanceOf(ChangedOutsideError)
    expect(await texts()).toEqual(['published before\n', 'drafts before\n'])
    await onlyTheFiles()
  },
)

it('a next text the disk cannot write is nothing written and nothing owed, without looking for a journal it never began', async () => {
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    writeNew: (file, text) =>
      path.basename(file).startsWith('.drafts.ndjson.')
        ? Promise.reject(diskError('ENOSPC', 'write'))
        : diskFileSystem.writeNew(file, text),
    // A disk failing wholesale: had the write looked for a journal, it could not tell there is none.
    read: (file) => (file === journal ? Promise.reject(diskError('EIO', 'read')) : diskFileSystem.read(file)),
  }
  const error = await failure(publish(fs))
  expect(error).toMatchObject({ message: 'ENOSPC: no space left on device, write', owed: undefined })
  expect(await texts()).toEqual(['published before\n', 'drafts before\n'])
  await onlyTheFiles()
})

it('a file the transaction never reached keeps an edit made beside the lake meanwhile; the one it wrote is put back, and nothing is owed', async () => {
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    async replace(from, to, expected) {
      if (to !== drafts) return diskFileSystem.replace(from, to, expected)
      // An editor saves the drafts file by hand just as the lake's rename of it fails.
      await writeFile(drafts, 'drafts edited beside the lake\n')
      throw diskError('EIO', 'rename')
    },
  }
  const error = await failure(publish(fs))
  expect(error).toMatchObject({ message: 'EIO: i/o error, rename', owed: undefined })
  expect(await texts()).toEqual(['published before\n', 'drafts edited beside the lake\n'])
  await onlyTheFiles()
})

it('a journal that cannot be removed at the commit point is not written: both files are put back', async () => {
  let failed = false
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    remove(file, expected) {
      if (file !== journal || failed) return diskFileSystem.remove(file, expected)
      failed = true
      return Promise.reject(diskError('EIO', 'unlink'))
    },
  }
  const error = await failure(publish(fs))
  expect(error).toMatchObject({ message: 'EIO: i/o error, unlink', owed: undefined })
  expect(await texts()).toEqual(['published before\n', 'drafts before\n'])
  await onlyTheFiles()
})

it('a folder flush that fails once the journal is gone leaves the transaction in the files, not confirmed, with the disk’s error', async () => {
  const flushFailed = diskError('EIO', 'fsync')
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    syncFolder: async (dir) => {
      if ((await diskFileSystem.read(journal)) === null && (await texts())[1] === 'drafts after\n') throw flushFailed
      return diskFileSystem.syncFolder(dir)
    },
  }
  expect(await publish(fs)).toEqual({ unconfirmed: flushFailed, identities: await identities() })
  expect(await texts()).toEqual(['published after\n', 'drafts after\n'])
  await onlyTheFiles()
})

describe('a change to one file, written alone by a rename, without a journal', () => {
  const editDrafts = (fs: LakeFileSystem, after: string | null) =>
    writeChanges(fs, journal, [{ file: drafts, before: 'drafts before\n', after }])

  it('names the file it wrote, which a program that writes the same text again replaces', async () => {
    const outcome = await editDrafts(diskFileSystem, 'drafts after\n')
    const written = await diskFileSystem.identity(drafts)
    expect(outcome).toEqual({ identities: new Map([[drafts, written]]) })
    expect(await texts()).toEqual(['published before\n', 'drafts after\n'])
    await onlyTheFiles()
    // What the next write expects is that very file: the same text written again in place is another one.
    await writeFile(drafts, 'drafts after\n')
    await utimes(drafts, new Date('2026-11-28T15:00:00Z'), new Date('2026-11-28T15:00:00Z'))
    const next = { file: drafts, before: 'drafts after\n', beforeIdentity: written, after: 'drafts next\n' }
    const error = await failure(writeChanges(diskFileSystem, journal, [next]))
    expect((error as NotWrittenError).cause).toBeInstanceOf(ChangedOutsideError)
    expect(await texts()).toEqual(['published before\n', 'drafts after\n'])
  })

  it('removes a file whose last document went, and names it removed', async () => {
    expect(await editDrafts(diskFileSystem, null)).toEqual({ identities: new Map([[drafts, null]]) })
    expect(await readdir(folder)).toEqual(['dataset.ndjson'])
  })

  it('whose folder flush fails is in the file, not confirmed, and still names the file it wrote', async () => {
    const flushFailed = diskError('EIO', 'fsync')
    const fs: LakeFileSystem = { ...diskFileSystem, syncFolder: () => Promise.reject(flushFailed) }
    const outcome = await editDrafts(fs, 'drafts after\n')
    expect(outcome).toEqual({
      unconfirmed: flushFailed,
      identities: new Map([[drafts, await diskFileSystem.identity(drafts)]]),
    })
    expect(await texts()).toEqual(['published before\n', 'drafts after\n'])
    await onlyTheFiles()
  })
})
