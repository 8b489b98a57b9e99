// The build's content snapshot: which file a process reads and writes, written whole, its version, and the error that
// says what to run when there is none.
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SiteContent } from '@/lib/content/site-content'
import { readSnapshot, snapshotFileOf, snapshotVersion, writeSnapshot } from '@/lib/content/snapshot'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'snapshot-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const content = { settings: { companyName: 'Northbeam' }, services: [{ _id: 'service.a' }] } as unknown as SiteContent

describe('snapshotFileOf', () => {
  it('is .content/site-content.json in the checkout when CONTENT_SNAPSHOT_FILE is not set', () => {
    expect(snapshotFileOf({})).toBe(path.resolve('.content', 'site-content.json'))
  })

  it.each(['', '   '])('ignores a CONTENT_SNAPSHOT_FILE of %j', (value) => {
    expect(snapshotFileOf({ CONTENT_SNAPSHOT_FILE: value })).toBe(path.resolve('.content', 'site-content.json'))
  })

  it('is the file CONTENT_SNAPSHOT_FILE names, trimmed and absolute', () => {
    expect(snapshotFileOf({ CONTENT_SNAPSHOT_FILE: ' .content/site-content.build-42.json\n' })).toBe(
      path.resolve('.content', 'site-content.build-42.json'),
    )
  })

  it('reads the process environment by default', () => {
    const before = process.env.CONTENT_SNAPSHOT_FILE
    process.env.CONTENT_SNAPSHOT_FILE = path.join(dir, 'mine.json')
    try {
      expect(snapshotFileOf()).toBe(path.join(dir, 'mine.json'))
    } finally {
      if (before === undefined) delete process.env.CONTENT_SNAPSHOT_FILE
      else process.env.CONTENT_SNAPSHOT_FILE = before
    }
  })
})

describe('writeSnapshot and readSnapshot', () => {
  it('writes the content as indented JSON into folders it creates, and reads it back', async () => {
    const file = path.join(dir, 'a', 'b', 'site-content.json')
    await writeSnapshot(content, file)
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(content, null, 2)}\n`)
    expect(readSnapshot(file)).toEqual(content)
  })

  it('says where the missing snapshot was expected and what to run', () => {
    const file = path.join(dir, 'site-content.json')
    expect(() => readSnapshot(file)).toThrow(
      new Error(`No content snapshot at ${file}: run "npm run content" (npm run build does) first.`),
    )
  })
})

describe('snapshotVersion', () => {
  it('is 0 while there is no snapshot', () => {
    expect(snapshotVersion(path.join(dir, 'site-content.json'))).toBe(0)
  })

  it('is the time the snapshot was last written', async () => {
    const file = path.join(dir, 'site-content.json')
    await writeSnapshot(content, file)
    utimesSync(file, new Date(), new Date(1_700_000_000_000))
    expect(snapshotVersion(file)).toBe(1_700_000_000_000)
  })
})
