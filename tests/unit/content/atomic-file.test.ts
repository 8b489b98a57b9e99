// Replacing a file that a build, a dev server or the lake reads meanwhile: the old file or the new one, never half.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomically } from '@/lib/content/atomic-file'
import { writeTempDataset } from './fixtures'

it('replaces the file by renaming a finished temporary file over it, leaving nothing else behind', async () => {
  const { file, cleanup } = await writeTempDataset('old\n')
  try {
    await writeFileAtomically(file, 'new\n')
    expect(await readFile(file, 'utf8')).toBe('new\n')
    expect(await readdir(path.dirname(file))).toEqual([path.basename(file)])
  } finally {
    await cleanup()
  }
})
