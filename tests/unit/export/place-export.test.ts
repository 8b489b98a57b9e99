// npm run build's first step after next build: the export moves from next build's one folder to OUT_DIR, whole.
import { existsSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { nextExportDir } from '@/lib/export/out-dir'
import { runScript } from '../run-script'

let project: string

beforeEach(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'place-export-'))
  // The export a build served before: a page this build no longer has.
  await mkdir(path.join(project, 'site'))
  await writeFile(path.join(project, 'site', 'index.html'), '<p>last build</p>')
  await writeFile(path.join(project, 'site', 'old-page.html'), '<p>gone</p>')
})
afterEach(() => rm(project, { recursive: true, force: true }))

it('replaces the export in OUT_DIR with the one next build wrote, and leaves nothing behind', async () => {
  await mkdir(path.join(project, nextExportDir, '_next'), { recursive: true })
  await writeFile(path.join(project, nextExportDir, 'index.html'), '<p>this build</p>')
  await writeFile(path.join(project, nextExportDir, '_next', 'app.css'), 'body{}')

  const { code, stdout, stderr } = await runScript('place-export.ts', [], { OUT_DIR: 'site' }, project)

  expect(stderr).toBe('')
  expect(code).toBe(0)
  expect(stdout).toContain('Export → site/')
  expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>this build</p>')
  expect((await readdir(path.join(project, 'site'))).sort()).toEqual(['_next', 'index.html'])
  expect(existsSync(path.join(project, nextExportDir))).toBe(false)
})

// /dev/shm is a memory file system on Linux, so a rename from the temporary folder fails with EXDEV and the step copies.
const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev
;(otherFileSystem ? it : it.skip)('moves the export to an OUT_DIR on another file system too', async () => {
  await mkdir(path.join(project, nextExportDir, '_next'), { recursive: true })
  await writeFile(path.join(project, nextExportDir, 'index.html'), '<p>this build</p>')
  await writeFile(path.join(project, nextExportDir, '_next', 'app.css'), 'body{}')
  const site = await mkdtemp('/dev/shm/place-export-')
  try {
    const { code, stderr } = await runScript('place-export.ts', [], { OUT_DIR: site }, project)

    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(await readFile(path.join(site, 'index.html'), 'utf8')).toBe('<p>this build</p>')
    expect(await readFile(path.join(site, '_next', 'app.css'), 'utf8')).toBe('body{}')
    expect(existsSync(path.join(project, nextExportDir))).toBe(false)
  } finally {
    await rm(site, { recursive: true, force: true })
  }
})

it('without an export from next build, fails naming the folder and keeps the export in OUT_DIR', async () => {
  await mkdir(path.join(project, nextExportDir))

  const { code, stderr } = await runScript('place-export.ts', [], { OUT_DIR: 'site' }, project)

  expect(code).not.toBe(0)
  expect(stderr).toContain(`No export in ${nextExportDir}/ (no index.html): run next build first`)
  expect(await readFile(path.join(project, 'site', 'index.html'), 'utf8')).toBe('<p>last build</p>')
})
