// A file read once it has stopped changing (settled-reading.ts): each reading a moment after the last, until two agree
// by text and by which file holds it, or until five readings have each found it changed, when it is still being written.
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { settledVersion, StillChangingError, type FileVersion } from '../src/settled-reading'

/** A disk whose file reads as each of `versions` in turn, one a reading; the moments waited are counted. */
function changingFile(versions: FileVersion[]) {
  const counted = { readings: 0, moments: 0 }
  const next = () => versions[Math.min(counted.readings, versions.length - 1)]!
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    read: async () => next().text,
    // A reading is its text, then its identity (readVersion): the identity closes it.
    identity: async () => {
      const { identity } = next()
      counted.readings++
      return identity
    },
  }
  const settle = async () => {
    counted.moments++
  }
  return { fs, settle, counted }
}

const file = '/project/content/dataset.ndjson'
const version = (text: string | null, identity: string | null): FileVersion => ({ text, identity })

it('takes a file that reads the same a moment later, after that one reading', async () => {
  const { fs, settle, counted } = changingFile([version('filled\n', 'inode-2')])
  expect(await settledVersion(fs, file, version('filled\n', 'inode-2'), settle)).toEqual(version('filled\n', 'inode-2'))
  expect(counted).toEqual({ readings: 1, moments: 1 })
})

it('reads again until two readings agree, and takes what they agree on', async () => {
  const { fs, settle, counted } = changingFile([version('half\n', 'inode-2'), version('filled\n', 'inode-2')])
  expect(await settledVersion(fs, file, version('', 'inode-2'), settle)).toEqual(version('filled\n', 'inode-2'))
  // '' then 'half', then 'filled' twice: three readings after the first, each a moment after the last.
  expect(counted).toEqual({ readings: 3, moments: 3 })
})

describe('a file still being written', () => {
  it.each([
    ['by its text', (reading: number) => version(reading % 2 ? 'filled\n' : '', 'inode-2')],
    // The same text in another file each time: a program that writes the file again and again, or renames over it.
    ['by which file holds it, at the same text', (reading: number) => version('filled\n', `inode-${reading}`)],
  ])('changed between every two of five readings (%s) is refused, naming the file', async (_how, at) => {
    const versions = Array.from({ length: 10 }, (_, reading) => at(reading + 1))
    const { fs, settle, counted } = changingFile(versions)
    const error = await settledVersion(fs, file, at(0), settle).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(StillChangingError)
    expect(error).toHaveProperty('message', `${file} changed between each of 5 readings a moment apart`)
    // Five readings in all: the one it was given, then four, each a moment after the last.
    expect(counted).toEqual({ readings: 4, moments: 4 })
  })

  it('is taken once it holds still at the fifth reading', async () => {
    const versions = [version('', 'inode-2'), version('half\n', 'inode-2'), version('filled\n', 'inode-2')]
    const { fs, settle } = changingFile(versions)
    expect(await settledVersion(fs, file, version('half\n', 'inode-2'), settle)).toEqual(version('filled\n', 'inode-2'))
  })
})
