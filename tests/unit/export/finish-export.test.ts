// npm run build after next build (tools/export/finish-export.ts): the post-build steps run on a staging folder, and OUT_DIR
// is replaced only once all of them succeeded; a step that fails leaves the previous export whole and no staging folder.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contentStep } from '@/tools/export/build-steps'
import { finishExport } from '@/tools/export/finish-export'
import { runStep, tsxStep } from '@/tools/export/run-step'

const react = String(createRequire(import.meta.url)('next/dist/compiled/react').version)

/** A page as next build exports it, which the islands step accepts (or not, with `extra` in its body). */
const nextPage = (
  text: string,
  extra = '',
) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${text}</title>
<script src="/_next/static/chunks/0j1we3cwg31qe.js" async=""></script></head><body><p>${text}</p>
<div data-island="mobile-menu" data-wake-up="first-use" data-props="{&quot;links&quot;:[]}" data-react-version="${react}" class="contents"><div><button>Menu</button></div></div>
${extra}<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`

let folder: string
let outDir: string
let exportDir: string
let output: string

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'finish-export-'))
  outDir = path.join(folder, 'out')
  exportDir = path.join(folder, 'next-export')
  output = ''
  // The export served now: what a failed build must leave as it is.
  await mkdir(outDir)
  await writeFile(path.join(outDir, 'index.html'), '<p>last good build</p>')
  await writeFile(path.join(outDir, 'build.json'), '{"builtAt": "before"}')
})
afterEach(() => rm(folder, { recursive: true, force: true }))

async function finish(page: string, env: Record<string, string> = {}, outDirIsStaging = false): Promise<unknown> {
  await mkdir(exportDir)
  await writeFile(path.join(exportDir, 'index.html'), page)
  const options = {
    env: { ...process.env, ...env },
    output: (chunk: Buffer) => void (output += chunk),
    outDirIsStaging,
  }
  return finishExport(exportDir, outDir, options).then(
    () => undefined,
    (error: unknown) => error,
  )
}

async function expectPreviousExportWhole(): Promise<void> {
  expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('<p>last good build</p>')
  expect((await readdir(outDir)).sort()).toEqual(['build.json', 'index.html'])
  // No staging folder left beside it, and next build's export was taken (the next build writes a new one).
  expect(await readdir(folder)).toEqual(['out'])
}

it('a page the islands step rejects fails the build and leaves the previous OUT_DIR whole', async () => {
  const failure = await finish(nextPage('this build', '<script>document.title="inline"</script>'))

  expect(failure).toMatchObject({ message: 'islands failed (exit code 1)' })
  expect(output).toContain('index.html: a script the islands step does not know: <script>document.title="inline"')
  await expectPreviousExportWhole()
})

it('a failing security step (after the islands step rewrote the pages) leaves the previous OUT_DIR whole', async () => {
  const failure = await finish(nextPage('this build'), { HSTS_PRELOAD: 'maybe' })

  expect(failure).toMatchObject({ message: 'security-headers failed (exit code 1)' })
  expect(output).toContain('HSTS_PRELOAD must be "true" or "false" (or unset), got "maybe"')
  await expectPreviousExportWhole()
})

it('takes nothing of a failed build into OUT_DIR even when OUT_DIR was empty', async () => {
  await rm(outDir, { recursive: true })
  await finish(nextPage('this build'), { HSTS_PRELOAD: 'maybe' })
  expect(existsSync(outDir)).toBe(false)
  expect(await readdir(folder)).toEqual([])
})

describe('into an OUT_DIR its caller swaps in itself (npm run studio’s local site)', () => {
  beforeEach(() => rm(outDir, { recursive: true }))

  it('finishes the export there, with no staging folder and no swap of its own', async () => {
    // build-record reads the build's content snapshot: the content step writes one from the embedded dataset.
    const snapshot = path.join(folder, 'snapshot.json')
    await runStep('content', tsxStep(contentStep), { env: { ...process.env, CONTENT_SNAPSHOT_FILE: snapshot } })
    const seen: string[][] = []
    const watching = setInterval(() => void readdir(folder).then((names) => seen.push(names.sort())), 5)
    const failure = await finish(nextPage('this build'), { CONTENT_SNAPSHOT_FILE: snapshot }, true).finally(() =>
      clearInterval(watching),
    )
    expect(failure).toBeUndefined()
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toContain('<p>this build</p>')
    expect(existsSync(path.join(outDir, 'build.json'))).toBe(true)
    expect((await readdir(folder)).sort()).toEqual(['out', 'snapshot.json'])
    expect(seen.flat().filter((name) => name.startsWith('out.'))).toEqual([])
  })

  it('removes what it filled when a step fails, so the caller swaps in nothing half-built', async () => {
    await finish(nextPage('this build'), { HSTS_PRELOAD: 'maybe' }, true)
    expect(existsSync(outDir)).toBe(false)
    expect(await readdir(folder)).toEqual([])
  })
})
