// A mutation run reuses its last results only when nothing Stryker does not compare itself has changed: the
// fingerprint must move with the code and support files the tests load, and stay put for what Stryker diffs.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inputsFingerprint, reusableBasis } from '@/tools/gate/mutation-inputs'

let repo: string
/** A lockfile that installs `installed` (name to version) for a root project declaring `declared`. */
const lockfile = (installed: Record<string, string>, declared: Record<string, string>) =>
  JSON.stringify({
    packages: {
      '': { devDependencies: declared },
      ...Object.fromEntries(Object.entries(installed).map(([name, version]) => [`node_modules/${name}`, { version }])),
    },
  })
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  writeFileSync(path.join(repo, file), text)
}
const folder = ['lake/src/part-one.ts', 'lake/src/part-two.ts']
const fingerprint = (settings: Record<string, string> = {}) => inputsFingerprint(folder, settings, repo)

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'mutation-inputs-'))
  execFileSync('git', ['init', '--quiet'], { cwd: repo })
  write('.gitignore', 'reports/mutation/\n')
  write('lake/src/part-one.ts', 'export const one = 1\n')
  write('lake/src/part-two.ts', 'export const two = 2\n')
  write('lib/content/read.ts', 'export const read = 1\n')
  write('lake/tests/support/disk.ts', 'export const disk = {}\n')
  write('lake/tests/one.test.ts', "it('is one', () => {})\n")
  write('package.json', '{ "devDependencies": {} }\n')
  write('package-lock.json', lockfile({ groq: '2.0.1' }, {}))
  execFileSync('git', ['add', '.'], { cwd: repo })
})
afterEach(() => rmSync(repo, { recursive: true, force: true }))

describe('inputsFingerprint', () => {
  it.each([
    ['code outside the folder', 'lib/content/read.ts'],
    ["a test's support file", 'lake/tests/support/disk.ts'],
  ])('changes with %s, changed and not yet committed', (_, file) => {
    const before = fingerprint()
    write(file, '// changed\n')
    expect(fingerprint()).not.toBe(before)
  })

  it('changes with what is installed, not with what the root project declares of it', () => {
    const before = fingerprint()
    write('package-lock.json', lockfile({ groq: '2.0.1' }, { groq: '2.0.1' }))
    write('package.json', '{ "devDependencies": { "groq": "2.0.1" } }\n')
    expect(fingerprint()).toBe(before)
    write('package-lock.json', lockfile({ groq: '2.0.2' }, { groq: '2.0.1' }))
    expect(fingerprint()).not.toBe(before)
  })

  it('changes with what the tests are run with', () => {
    expect(fingerprint({ LAKE_SIM_RUNS: '500' })).not.toBe(fingerprint({ LAKE_SIM_RUNS: '400' }))
  })

  it('changes with a support file added and not yet committed', () => {
    const before = fingerprint()
    write('lake/tests/support/clock.ts', 'export const clock = {}\n')
    expect(fingerprint()).not.toBe(before)
  })

  it.each([
    ['a file of the folder, which Stryker diffs', 'lake/src/part-one.ts'],
    ["a file of the folder's other part, as if the folder ran in one piece", 'lake/src/part-two.ts'],
    ['the script that runs Stryker', 'scripts/mutation-test.ts'],
    ['a test file', 'lake/tests/one.test.ts'],
    ['a new test file', 'lake/tests/two.test.ts'],
    ['a doc', 'docs/testing.md'],
    ['a report', 'reports/mutation.md'],
    ['an ignored file', 'reports/mutation/lake.run.json'],
  ])('stays the same with %s changed, which Stryker compares itself or no test loads', (_, file) => {
    const before = fingerprint()
    write(file, '// changed\n')
    expect(fingerprint()).toBe(before)
  })
})

describe('reusableBasis', () => {
  const last = { inputs: 'abc', commit: '1234567', reused: [] }

  it('reuses the last results when what they rest on is the same', () => {
    expect(reusableBasis({ last, inputs: 'abc', full: false })).toBe(last)
  })

  it.each([
    ['--full is asked for', { last, inputs: 'abc', full: true }, 'asked for with --full'],
    ['there is no earlier run', { inputs: 'abc', full: false }, 'no earlier run of it here'],
    ['the fingerprint changed', { last, inputs: 'abd', full: false }, 'changed since the run at 1234567'],
  ])('tests every mutant when %s, and says why', (_, asked, why) => {
    expect(reusableBasis(asked)).toEqual(expect.stringContaining(why))
  })
})
