// The base path an export was built for, as npm run serve and the link check read it from the export's build.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { exportBasePath } from '@/lib/export/build-record'

const record = { builtAt: '2026-11-23T10:00:00.000Z', commit: null, source: { kind: 'dataset-file', file: 'content/dataset.ndjson' }, documents: {} }
let outDir: string
beforeEach(() => (outDir = mkdtempSync(path.join(tmpdir(), 'export-'))))
afterEach(() => rmSync(outDir, { recursive: true, force: true }))

it('reads the path of the address the export was built for', () => {
  writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ ...record, siteUrl: 'https://owner.github.io/northbeam/' }))
  expect(exportBasePath(outDir)).toBe('/northbeam')
  writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ ...record, siteUrl: 'https://www.example.com/' }))
  expect(exportBasePath(outDir)).toBe('')
})

it('serves from the root an export without build.json', () => {
  expect(exportBasePath(outDir)).toBe('')
})

it('names the file and what is wrong with a build.json that is not a build record', () => {
  writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ ...record, siteUrl: 42 }))
  expect(() => exportBasePath(outDir)).toThrow(`${path.join(outDir, 'build.json')} is not a build record: siteUrl is not a string`)
})
