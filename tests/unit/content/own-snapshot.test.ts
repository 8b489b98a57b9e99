// Each build and dev server's own snapshot: named by its kind and pid in .content, the snapshots of processes that ended
// removed, every other file left alone, and its own removed when it exits.
import { jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ownSnapshotFile } from '@/lib/content/own-snapshot'

let checkout: string
const cwd = process.cwd()
beforeEach(() => {
  checkout = mkdtempSync(path.join(os.tmpdir(), 'own-snapshot-'))
  process.chdir(checkout)
})
afterEach(() => {
  process.chdir(cwd)
  rmSync(checkout, { recursive: true, force: true })
  jest.restoreAllMocks()
})

/** The pid of a process that has ended: a snapshot named by it is an orphan. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid
const contentFiles = () => readdirSync(path.join(checkout, '.content')).sort()

/** Calls ownSnapshotFile and returns its exit handler, without registering it on this Jest worker. */
function ownFileWithExit(owner: 'build' | 'dev'): { file: string; exit: () => void } {
  const exits: (() => void)[] = []
  jest.spyOn(process, 'once').mockImplementation(((event: string, listener: () => void) => {
    if (event === 'exit') exits.push(listener)
    return process
  }) as unknown as typeof process.once)
  const file = ownSnapshotFile(owner)
  expect(exits).toHaveLength(1)
  return { file, exit: exits[0]! }
}

describe('ownSnapshotFile', () => {
  it("is .content/site-content.<kind>-<pid>.json in the current folder, this process's own", () => {
    const realCheckout = process.cwd()
    expect(ownFileWithExit('build').file).toBe(
      path.join(realCheckout, '.content', `site-content.build-${process.pid}.json`),
    )
    expect(ownFileWithExit('dev').file).toBe(
      path.join(realCheckout, '.content', `site-content.dev-${process.pid}.json`),
    )
  })

  it('works in a checkout that has no .content folder yet', () => {
    expect(() => ownFileWithExit('build')).not.toThrow()
  })

  it('removes the snapshots of processes that ended, and keeps running ones and every other file', () => {
    mkdirSync('.content')
    const ended = endedPid()
    const keep = [
      'site-content.json',
      `site-content.dev-${process.pid}.json`,
      `site-content.build-${process.ppid}.json`,
      `old-site-content.build-${ended}.json`,
      `site-content.build-${ended}.json.tmp`,
      'site-content.build-abc.json',
      'notes.txt',
    ]
    for (const name of [...keep, `site-content.build-${ended}.json`, `site-content.dev-${ended}.json`])
      writeFileSync(path.join('.content', name), '{}')
    ownFileWithExit('build')
    expect(contentFiles()).toEqual([...keep].sort())
  })

  it('removes its snapshot when the process exits, and exits quietly when there is none', () => {
    mkdirSync('.content')
    const { file, exit } = ownFileWithExit('dev')
    writeFileSync(file, '{}')
    exit()
    expect(existsSync(file)).toBe(false)
    expect(exit).not.toThrow()
  })
})
