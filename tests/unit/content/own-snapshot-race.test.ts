// Two builds starting at once in one checkout both find the same orphaned snapshot: the one that removes it second must
// not fail. The race is staged by listing a snapshot that another process has already removed.
import { jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import * as fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ended = spawnSync(process.execPath, ['-e', '']).pid
const goneMeanwhile = `site-content.build-${ended}.json`
jest.unstable_mockModule('node:fs', () => ({
  ...fs,
  readdirSync: (folder: string) => [...fs.readdirSync(folder), goneMeanwhile],
}))

let ownSnapshotFile: typeof import('@/lib/content/own-snapshot').ownSnapshotFile
const cwd = process.cwd()
let checkout: string
beforeAll(async () => {
  ;({ ownSnapshotFile } = await import('@/lib/content/own-snapshot'))
})
beforeEach(() => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'own-snapshot-race-'))
  fs.mkdirSync(path.join(checkout, '.content'))
  process.chdir(checkout)
  // Not on this Jest worker: the exit handler is tested in own-snapshot.test.ts.
  jest.spyOn(process, 'once').mockImplementation((() => process) as unknown as typeof process.once)
})
afterEach(() => {
  process.chdir(cwd)
  fs.rmSync(checkout, { recursive: true, force: true })
  jest.restoreAllMocks()
})

it('does not fail when another process removed an orphaned snapshot first', () => {
  expect(ownSnapshotFile('build')).toBe(
    path.join(fs.realpathSync(checkout), '.content', `site-content.build-${process.pid}.json`),
  )
})
