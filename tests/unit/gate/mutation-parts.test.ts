// A folder too slow for one mutation run is measured in parts: every file in exactly one part, parts of about one
// size, and the folder's figures only once every part is measured at one commit.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { filesOfPart, jobsOf, jobTitle, mergeParts, reportName, type PartReport } from '@/tools/gate/mutation-parts'
import type { StrykerReport } from '@/tools/gate/mutation-report'

const sized = [
  { file: 'lake/a.ts', size: 900 },
  { file: 'lake/b.ts', size: 500 },
  { file: 'lake/c.ts', size: 400 },
  { file: 'lake/d.ts', size: 300 },
  { file: 'lake/e.ts', size: 300 },
  { file: 'lake/f.ts', size: 100 },
]
const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + sized.find((each) => each.file === file)!.size, 0)

describe('filesOfPart', () => {
  it('puts every file in exactly one part', () => {
    const parts = [1, 2, 3].map((part) => filesOfPart(sized, part, 3))
    expect(parts.flat().sort()).toEqual(sized.map(({ file }) => file))
  })

  it('makes parts of about one size, the largest file alone if need be', () => {
    const sizes = [1, 2, 3].map((part) => sizeOf(filesOfPart(sized, part, 3)))
    expect(sizes).toEqual([900, 800, 800])
  })

  it('splits the same files the same way, in whatever order they are listed', () => {
    expect(filesOfPart([...sized].reverse(), 2, 3)).toEqual(filesOfPart(sized, 2, 3))
  })

  describe('kept to the files each part was last measured with', () => {
    const fresh = [1, 2, 3].map((part) => filesOfPart(sized, part, 3))
    const grown = (file: string, size: number) => sized.map((each) => (each.file === file ? { file, size } : each))

    it('moves no file when an edit changes the sizes, though a fresh split would', () => {
      const edited = grown('lake/f.ts', 2_000)
      expect([1, 2, 3].map((part) => filesOfPart(edited, part, 3))).not.toEqual(fresh)
      expect([1, 2, 3].map((part) => filesOfPart(edited, part, 3, fresh))).toEqual(fresh)
    })

    it('shares out only new files, largest first, each to the part smallest so far, and leaves out a file gone', () => {
      // lake/a.ts, part 1's only file, is gone: part 1 is the smallest, and takes the largest new file.
      const changed = [
        ...sized.filter(({ file }) => file !== 'lake/a.ts'),
        { file: 'lake/g.ts', size: 1_000 },
        { file: 'lake/h.ts', size: 900 },
      ]
      expect([1, 2, 3].map((part) => filesOfPart(changed, part, 3, fresh))).toEqual([
        ['lake/g.ts'],
        ['lake/b.ts', 'lake/e.ts', 'lake/h.ts'],
        ['lake/c.ts', 'lake/d.ts', 'lake/f.ts'],
      ])
    })

    it('gives each part the same files whichever part was measured last, as each run records its own', () => {
      // Parts are run one at a time, each recording the files it mutated: what it records must be what the others
      // already took it to have, or a file would be measured twice or never.
      const sizes = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 12 })
      const named = (prefix: string) => (list: number[]) =>
        list.map((size, n) => ({ file: `lake/${prefix}${n}.ts`, size }))
      fc.assert(
        fc.property(sizes, sizes, fc.integer({ min: 1, max: 4 }), fc.nat(), (before, added, of, pick) => {
          const old = named('old')(before)
          const kept = Array.from({ length: of }, (_, index) => filesOfPart(old, index + 1, of))
          const now = [...old, ...named('new')(added)]
          const split = (record: string[][]) =>
            Array.from({ length: of }, (_, index) => filesOfPart(now, index + 1, of, record))
          const ran = pick % of
          const recorded = kept.map((files, index) => (index === ran ? split(kept)[ran]! : files))
          expect(split(recorded)).toEqual(split(kept))
          expect(split(kept).flat().sort()).toEqual(now.map(({ file }) => file).sort())
        }),
      )
    })

    it.each([
      ['names fewer parts than there are', [['lake/a.ts'], ['lake/b.ts']]],
      ['names a file in two parts', [['lake/a.ts', 'lake/b.ts'], ['lake/b.ts'], ['lake/c.ts']]],
    ])('is shared out afresh when what was kept %s', (_, kept) => {
      expect([1, 2, 3].map((part) => filesOfPart(sized, part, 3, kept))).toEqual(fresh)
    })
  })

  it.each([
    [0, 3],
    [4, 3],
    [1.5, 3],
  ])('refuses part %s of %s, naming the parts there are', (part, of) => {
    expect(() => filesOfPart(sized, part, of)).toThrow(`There is no part ${part} of 3`)
  })
})

describe('jobsOf', () => {
  it('runs a folder with parts once per part, and any other folder once', () => {
    const jobs = jobsOf(['lake', 'lib/content'], { lake: 2 })
    expect(jobs.map(jobTitle)).toEqual(['lake, part 1 of 2', 'lake, part 2 of 2', 'lib/content'])
    expect(jobs.map(reportName)).toEqual(['lake.part-1-of-2', 'lake.part-2-of-2', 'lib-content'])
  })
})

describe('mergeParts', () => {
  const mutant = (status: 'Killed' | 'Survived') => ({
    mutatorName: 'ArithmeticOperator',
    replacement: '0',
    status,
    location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
  })
  const reportOf = (file: string): StrykerReport => ({ files: { [file]: { source: '', mutants: [] } } })
  const part = (number: number, commit = 'e299da3', seconds = 100): PartReport => ({
    job: { folder: 'lake', part: number, of: 2 },
    report: reportOf(`lake/${number}.ts`),
    run: { measuredAt: `2026-11-2${number}T00:00:00.000Z`, commit, machine: '2 cores', seconds },
    mutated: [`lake/${number}.ts`],
  })

  const lakeFiles = ['lake/1.ts', 'lake/2.ts']

  it('refuses parts that did not mutate each file of the folder once, naming the file and the parts', () => {
    const both = { ...part(2), mutated: ['lake/1.ts', 'lake/2.ts'] }
    expect(mergeParts('lake', 2, [part(1), both], lakeFiles)).toEqual({
      complete: false,
      why: "lake's runs did not mutate each of its files once (lake/1.ts in parts 1, 2): run them again at one commit",
    })
    expect(mergeParts('lake', 2, [part(1), part(2)], [...lakeFiles, 'lake/3.ts'])).toEqual({
      complete: false,
      why: "lake's runs did not mutate each of its files once (lake/3.ts in none): run them again at one commit",
    })
  })

  it('merges every part measured at one commit: their files, the latest end and the time summed', () => {
    const merged = mergeParts('lake', 2, [part(2, 'e299da3', 40), part(1, 'e299da3', 60)], lakeFiles)
    expect(merged).toEqual({
      complete: true,
      report: { files: { ...reportOf('lake/1.ts').files, ...reportOf('lake/2.ts').files } },
      run: { measuredAt: '2026-11-22T00:00:00.000Z', commit: 'e299da3', machine: '2 cores', seconds: 100 },
    })
  })

  it("takes each file's results from the part that mutated it, not a stale copy another part's report carries", () => {
    // Part 2 once mutated lake/1.ts, before it moved to part 1: Stryker's incremental file keeps that old result and
    // puts it in part 2's report. Only part 1's is this run's.
    const killed = { ...reportOf('lake/1.ts').files['lake/1.ts']!, mutants: [mutant('Killed')] }
    const survived = { ...reportOf('lake/1.ts').files['lake/1.ts']!, mutants: [mutant('Survived')] }
    const one = { ...part(1), report: { files: { 'lake/1.ts': killed } } }
    const two = { ...part(2), report: { files: { ...reportOf('lake/2.ts').files, 'lake/1.ts': survived } } }
    const merged = mergeParts('lake', 2, [one, two], lakeFiles)
    expect(merged.complete && merged.report.files['lake/1.ts']).toEqual(killed)
    expect(merged.complete && Object.keys(merged.report.files).sort()).toEqual(['lake/1.ts', 'lake/2.ts'])
  })

  it('refuses a run that did not name the files it mutated, as runs before that did not, a part or a whole folder', () => {
    const unnamed: PartReport = { ...part(2), mutated: undefined }
    expect(mergeParts('lake', 2, [part(1), unnamed], lakeFiles)).toEqual({
      complete: false,
      why: "lake's part 2 was measured before runs named the files they mutate: run it again",
    })
    const { job, ...one } = part(1)
    expect(mergeParts('lib/content', 1, [{ ...one, job: { folder: job.folder }, mutated: undefined }], [])).toEqual({
      complete: false,
      why: "lib/content's run was made before runs named the files they mutate: run it again",
    })
  })

  it('names once each commit whose results a part reused, and nothing when no part reused any', () => {
    const reusing = (number: number, reused: string[]) => {
      const each = part(number, 'e299da3')
      return { ...each, run: { ...each.run, reused } }
    }
    const merged = mergeParts('lake', 2, [reusing(1, ['1111111', '2222222']), reusing(2, ['2222222'])], lakeFiles)
    expect(merged.complete && merged.run.reused).toEqual(['1111111', '2222222'])
    const fresh = mergeParts('lake', 2, [part(1), part(2)], lakeFiles)
    expect(fresh.complete && 'reused' in fresh.run).toBe(false)
  })

  it('waits for the parts not measured yet, naming them', () => {
    expect(mergeParts('lake', 3, [part(2)], lakeFiles)).toEqual({
      complete: false,
      why: 'lake waits for parts 1, 3 of 3',
    })
  })

  it('refuses parts measured at different commits, naming the commits', () => {
    expect(mergeParts('lake', 2, [part(1, 'aaaaaaa'), part(2, 'bbbbbbb')], lakeFiles)).toEqual({
      complete: false,
      why: "lake's parts were measured at different commits (aaaaaaa, bbbbbbb): run them again at one",
    })
  })

  it('says a folder measured in one run has no report yet', () => {
    expect(mergeParts('lib/content', 1, [], [])).toEqual({
      complete: false,
      why: "lib/content has no run's report in reports/mutation/",
    })
  })
})

describe('npm run test:mutation -- --merge, as the weekly workflow runs it after the jobs', () => {
  // The script in a scratch repository holding only the JSON reports the jobs left, so nothing here is rewritten.
  const script = path.resolve('scripts/mutation-test.ts')
  const tsx = path.resolve('node_modules/.bin/tsx')
  let repo: string
  beforeEach(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'mutation-merge-'))
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo })
    git('init', '--quiet')
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'empty')
    mkdirSync(path.join(repo, 'reports/mutation'), { recursive: true })
  })
  afterEach(() => rmSync(repo, { recursive: true, force: true }))

  const leave = (name: string, file: string, status: 'Killed' | 'Survived', commit = 'e299da3', reused?: string[]) => {
    const report = {
      files: {
        [file]: {
          source: 'export const one = 1\n',
          mutants: [{ mutatorName: 'ArithmeticOperator', replacement: '0', status, location: at(1, 20) }],
        },
      },
    }
    const run = { measuredAt: '2026-11-27T08:00:00.000Z', commit, machine: '2 cores', seconds: 60, reused }
    writeFileSync(path.join(repo, `reports/mutation/${name}.json`), JSON.stringify(report))
    writeFileSync(path.join(repo, `reports/mutation/${name}.run.json`), JSON.stringify({ run, mutated: [file] }))
  }
  const at = (line: number, column: number) => ({ start: { line, column }, end: { line, column: column + 1 } })
  const merge = (...folders: string[]) =>
    spawnSync(tsx, [script, ...folders, '--merge'], { cwd: repo, encoding: 'utf8' })

  it("writes a folder's figures once all of its parts are there", () => {
    for (const part of [1, 2, 3, 4, 5, 6])
      leave(`packages-content-lake-src.part-${part}-of-6`, `packages/content-lake/src/f${part}.ts`, 'Killed')
    const run = merge('packages/content-lake/src')
    expect(run.status).toBe(0)
    const row = readFileSync(path.join(repo, 'reports/mutation.md'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `packages/content-lake/src`'))
    expect(row).toContain('| 100.0% | 6 |')
    expect(row).toContain('e299da3, 6 min |')
  })

  it('says in the row which commits a folder reused results of', () => {
    leave('lib-content', 'lib/content/one.ts', 'Killed', 'e299da3', ['1234567'])
    expect(merge('lib/content').status).toBe(0)
    expect(readFileSync(path.join(repo, 'reports/mutation.md'), 'utf8')).toContain(
      '| 2026-11-27, e299da3, 60 s, reusing results of 1234567 |',
    )
  })

  it('fails naming the parts missing, and leaves the figures as they were', () => {
    leave('packages-content-lake-src.part-1-of-6', 'packages/content-lake/src/f1.ts', 'Killed')
    const run = merge('packages/content-lake/src')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('packages/content-lake/src waits for parts 2, 3, 4, 5, 6 of 6')
    expect(existsSync(path.join(repo, 'reports/mutation.md'))).toBe(false)
  })

  it('fails naming a mutant alive that no test kills', () => {
    leave('lib-content', 'lib/content/one.ts', 'Survived')
    const run = merge('lib/content')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('lib/content/one.ts:1 ArithmeticOperator survives')
  })

  it('explains a mutant alive by the list of equivalent mutants of the repository it runs in', () => {
    leave('lib-content', 'lib/content/one.ts', 'Survived')
    mkdirSync(path.join(repo, 'tests/mutation'), { recursive: true })
    const entry = {
      file: 'lib/content/one.ts',
      mutator: 'ArithmeticOperator',
      replacement: '0',
      at: '1',
      reason: 'the same either way',
    }
    writeFileSync(
      path.join(repo, 'tests/mutation/equivalent-mutants.ts'),
      `export const equivalentMutants = [${JSON.stringify(entry)}]\n`,
    )
    const run = merge('lib/content')
    expect(run.stderr).not.toContain('survives')
    expect(readFileSync(path.join(repo, 'reports/mutation.md'), 'utf8')).toContain('the same either way')

    // Listed a second time, it fails the run, naming the second entry.
    writeFileSync(
      path.join(repo, 'tests/mutation/equivalent-mutants.ts'),
      `export const equivalentMutants = [${JSON.stringify(entry)}, ${JSON.stringify({ ...entry, reason: 'again' })}]\n`,
    )
    const twice = merge('lib/content')
    expect(twice.status).toBe(1)
    expect(twice.stderr).toContain(
      'lists a ArithmeticOperator in lib/content/one.ts at "1" that an entry before it explains already: remove one',
    )
  })
})
