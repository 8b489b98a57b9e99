// The disk as the lake writes it: a replace or removal goes ahead only while the file is as expected, by text and by
// identity (the same file, not another with the same text).
import { mkdtemp, readdir, readFile, readlink, rm, utimes, writeFile } from 'node:fs/promises'
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

it('refuses a file written again in place with the same text and length, by its time of change', async () => {
  const file = path.join(folder, 'dataset.ndjson')
  await writeFile(file, 'a\n')
  const identity = await diskFileSystem.identity(file)
  // The same file (inode), written over in place, its time of change moved on as a later write's is.
  await writeFile(file, 'a\n')
  await utimes(file, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'))
  await expect(diskFileSystem.remove(file, { text: 'a\n', identity })).rejects.toThrow(new ChangedOutsideError(file))
  expect(await readFile(file, 'utf8')).toBe('a\n')
})

it('links a second name only while it is free, and fails with the disk’s error for a file that is not there', async () => {
  const file = path.join(folder, 'a')
  await writeFile(file, 'a')
  expect(await diskFileSystem.link(file, path.join(folder, 'b'))).toBe(true)
  expect(await diskFileSystem.link(file, path.join(folder, 'b'))).toBe(false)
  await expect(diskFileSystem.link(path.join(folder, 'absent'), path.join(folder, 'c'))).rejects.toMatchObject({
    code: 'ENOENT',
  })
})

it('removes a file that is already gone without complaint', async () => {
  await expect(diskFileSystem.remove(path.join(folder, 'absent'))).resolves.toBeUndefined()
})

it('leaves no file open after writing, flushing and reading', async () => {
  // The files this process holds open in the test's folder: a handle that another test left, or that is closed when
  // it is collected, is elsewhere, so it can neither hide a handle left open here nor count as one.
  const openHere = async () => {
    const targets = await Promise.all(
      (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
    )
    return targets.filter((target) => target === folder || target.startsWith(`${folder}/`))
  }
  const file = path.join(folder, 'file')
  for (let round = 0; round < 20; round++) {
    await diskFileSystem.writeNew(file, `round ${round}`)
    await diskFileSystem.sync(file)
    await diskFileSystem.syncFolder(folder)
  }
  expect(await openHere()).toEqual([])
  expect(await readFile(file, 'utf8')).toBe('round 19')
})
