// Moving whole exports (tools/export/place-export.ts): next build's folder to a build's staging folder, across file systems
// too, and a finished build in place of OUT_DIR without ever leaving OUT_DIR without the export it had.
import { existsSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { placeExport, swapIn } from '@/tools/export/place-export'

let project: string

beforeEach(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'place-export-'))
  // The export a build served before: a page this build no longer has.
  await mkdir(path.join(project, 'site'))
  await writeFile(path.join(project, 'site', 'index.html'), '<p>last build</p>')
  await writeFile(path.join(project, 'site', 'old-page.html'), '<p>gone</p>')
})
afterEach(() => rm(project, { recursive: true, force: true }))

async function writeNextExport(dir: string): Promise<void> {
  await mkdir(path.join(dir, '_next'), { recursive: true })
  await writeFile(path.join(dir, 'index.html'), '<p>this build</p>')
  await writeFile(path.join(dir, '_next', 'app.css'), 'body{}')
}

describe('placeExport', () => {
  it('moves the export next build wrote to the folder given, in place of what was there, and leaves nothing behind', async () => {
    const built = path.join(project, '.next-export')
    await writeNextExport(built)

    await placeExport(built, path.join(project, 'site'))

    expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>this build</p>')
    expect((await readdir(path.join(project, 'site'))).sort()).toEqual(['_next', 'index.html'])
    expect(existsSync(built)).toBe(false)
  })

  // /dev/shm is a memory file system on Linux, so a rename from the temporary folder fails with EXDEV and the step copies.
  const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev
  ;(otherFileSystem ? it : it.skip)('moves the export to a folder on another file system too', async () => {
    const built = path.join(project, '.next-export')
    await writeNextExport(built)
    const site = await mkdtemp('/dev/shm/place-export-')
    try {
      await placeExport(built, site)

      expect(await readFile(path.join(site, 'index.html'), 'utf8')).toBe('<p>this build</p>')
      expect(await readFile(path.join(site, '_next', 'app.css'), 'utf8')).toBe('body{}')
      expect(existsSync(built)).toBe(false)
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  })

  it('without an export from next build, fails naming the folder and keeps what the target holds', async () => {
    const built = path.join(project, '.next-export')
    await mkdir(built)

    await expect(placeExport(built, path.join(project, 'site'))).rejects.toThrow(
      `No export in ${built}/ (no index.html): run next build first`,
    )
    expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>last build</p>')
  })
})

describe('swapIn', () => {
  it('puts the finished build in place of OUT_DIR and removes the old one', async () => {
    const staging = path.join(project, 'site.staging-1')
    await writeNextExport(staging)

    await swapIn(staging, path.join(project, 'site'))

    expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>this build</p>')
    expect((await readdir(project)).sort()).toEqual(['site'])
  })

  it('makes OUT_DIR when there was none', async () => {
    await rm(path.join(project, 'site'), { recursive: true })
    const staging = path.join(project, 'site.staging-1')
    await writeNextExport(staging)

    await swapIn(staging, path.join(project, 'site'))

    expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>this build</p>')
  })

  it('gives the old export its name back when the new one cannot take it', async () => {
    const missing = path.join(project, 'site.staging-1')

    await expect(swapIn(missing, path.join(project, 'site'))).rejects.toThrow('ENOENT')

    expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>last build</p>')
    expect((await readdir(project)).sort()).toEqual(['site'])
  })
})
