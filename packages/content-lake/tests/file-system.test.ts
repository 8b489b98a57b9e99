// The disk as the lake writes it: a replace or removal goes ahead only while the file is as expected, by text and by
// identity (the same file, not another with the same text).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ChangedOutsideError, diskFileSystem } from '../src/file-system'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'file-system-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

it('replaces a file only while it is the same file, refusing one written again with the same text', async () => {
  const file = path.join(folder, 'dataset.ndjson')
  const next = path.join(folder, 'next')
  await writeFile(file, 'a\n')
  const identity = await diskFileSystem.identity(file)
  // Written again by someone else, with the same text: another file as far as the lake knows.
  await writeFile(`${file}.other`, 'a\n')
  await diskFileSystem.replace(`${file}.other`, file)
  await writeFile(next, 'b\n')
  await expect(diskFileSystem.replace(next, file, { text: 'a\n', identity })).rejects.toThrow(
    new ChangedOutsideError(file),
  )
  expect(await readFile(file, 'utf8')).toBe('a\n')
  await diskFileSystem.replace(next, file, { text: 'a\n', identity: await diskFileSystem.identity(file) })
  expect(await readFile(file, 'utf8')).toBe('b\n')
})

it('gives no identity to a file that is not there, and fails with the disk’s error for one it cannot look at', async () => {
  expect(await diskFileSystem.identity(path.join(folder, 'absent'))).toBeNull()
  await writeFile(path.join(folder, 'file'), '')
  await expect(diskFileSystem.identity(path.join(folder, 'file', 'inside'))).rejects.toMatchObject({ code: 'ENOTDIR' })
  await expect(diskFileSystem.read(path.join(folder, 'file', 'inside'))).rejects.toMatchObject({ code: 'ENOTDIR' })
})
