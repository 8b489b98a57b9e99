// A mutant that timed out is tried once more, and takes what the second try found unless it times out again: a busy
// machine's slow tests are not counted as a mutant detected.
import type { MutantStatus, StrykerReport } from '@/tools/gate/mutation-report'
import { asTriedAgain, timeouts, withoutTimeouts, withRetriedTimeouts } from '@/tools/gate/mutation-timeouts'

type Mutant = StrykerReport['files'][string]['mutants'][number]

const at = (line: number, column: number, endLine = line, endColumn = column + 5) => ({
  start: { line, column },
  end: { line: endLine, column: endColumn },
})
const mutant = (
  status: MutantStatus,
  location = at(3, 7),
  mutatorName = 'ConditionalExpression',
  replacement = 'true',
) => ({ mutatorName, replacement, status, location, coveredBy: ['4', '9'] }) as Mutant
const reportOf = (files: Record<string, Mutant[]>): StrykerReport => ({
  files: Object.fromEntries(Object.entries(files).map(([file, mutants]) => [file, { source: 'code', mutants }])),
})

describe('withoutTimeouts', () => {
  it('leaves out every mutant that timed out, so Stryker tests those again and reuses the rest', () => {
    const kept = [mutant('Killed', at(20, 1)), mutant('Survived', at(21, 1)), mutant('NoCoverage', at(22, 1))]
    const report = {
      ...reportOf({
        'lake/a.ts': [
          mutant('Timeout', at(3, 7)),
          ...kept,
          mutant('Timeout', at(10, 2, 14, 3), 'BlockStatement', '{}'),
        ],
        'lake/b.ts': [mutant('Timeout', at(5, 1))],
      }),
      testFiles: { 'lake/a.test.ts': { tests: [{ id: '4', name: 'a test' }] } },
    }
    expect(withoutTimeouts(report)).toEqual({
      ...reportOf({ 'lake/a.ts': kept, 'lake/b.ts': [] }),
      testFiles: report.testFiles,
    })
    expect(timeouts(report)).toBe(3)
  })

  it('changes nothing when nothing timed out', () => {
    const report = reportOf({ 'lake/a.ts': [mutant('Killed'), mutant('Survived')] })
    expect(withoutTimeouts(report)).toEqual(report)
    expect(timeouts(report)).toBe(0)
  })
})

describe('which timeouts are tried again', () => {
  const report = reportOf({
    'lake/a.ts': [
      mutant('Timeout', at(3, 7)),
      mutant('Timeout', at(4, 1)),
      mutant('Timeout', at(5, 1), 'BooleanLiteral', 'false'),
      mutant('Killed', at(6, 1)),
    ],
    'lake/b.ts': [mutant('Timeout', at(3, 7))],
  })

  it('not one the last run tried twice, but one it found otherwise, or a different mutant at its place', () => {
    const triedAgain = reportOf({
      'lake/a.ts': [
        mutant('Timeout', at(3, 7)),
        mutant('Killed', at(4, 1)),
        mutant('Timeout', at(5, 1), 'BooleanLiteral', 'true'),
      ],
    })
    expect(timeouts(report, { triedAgain })).toBe(3)
    expect(withoutTimeouts(report, { triedAgain })).toEqual(
      reportOf({ 'lake/a.ts': [mutant('Timeout', at(3, 7)), mutant('Killed', at(6, 1))], 'lake/b.ts': [] }),
    )
  })

  it('only those of the files the run mutated, keeping the rest its incremental file carries', () => {
    expect(timeouts(report, { mutated: ['lake/b.ts'] })).toBe(1)
    expect(withoutTimeouts(report, { mutated: ['lake/b.ts'] })).toEqual({
      files: { ...report.files, 'lake/b.ts': { source: 'code', mutants: [] } },
    })
  })
})

describe('asTriedAgain', () => {
  it("keeps the second try's findings, and a timeout where the second try found an error", () => {
    const firstTry = reportOf({
      'lake/a.ts': [
        mutant('Timeout', at(3, 7)),
        mutant('Timeout', at(4, 1)),
        mutant('Timeout', at(5, 1)),
        mutant('CompileError', at(6, 1)),
        mutant('Killed', at(7, 1)),
      ],
    })
    const secondTry = reportOf({
      'lake/a.ts': [
        mutant('Killed', at(3, 7)),
        { ...mutant('RuntimeError', at(4, 1)), statusReason: 'the test file failed to load' },
        mutant('Timeout', at(5, 1)),
        mutant('CompileError', at(6, 1)),
        mutant('Killed', at(7, 1)),
      ],
    })
    expect(asTriedAgain(secondTry, firstTry).files['lake/a.ts']!.mutants).toEqual([
      mutant('Killed', at(3, 7)),
      { ...mutant('Timeout', at(4, 1)), statusReason: undefined },
      mutant('Timeout', at(5, 1)),
      mutant('CompileError', at(6, 1)),
      mutant('Killed', at(7, 1)),
    ])
  })
})

describe('withRetriedTimeouts', () => {
  it.each<MutantStatus>(['Killed', 'Survived', 'NoCoverage'])(
    'gives a timed-out mutant the %s the second try found, and says so',
    (status) => {
      const { report, retried } = withRetriedTimeouts(
        reportOf({ 'lake/a.ts': [mutant('Timeout')] }),
        reportOf({ 'lake/a.ts': [mutant(status)] }),
      )
      expect(report.files['lake/a.ts']!.mutants).toEqual([
        { ...mutant('Timeout'), status, statusReason: `timed out, then ${status} when tried again` },
      ])
      expect(retried).toEqual([{ file: 'lake/a.ts', line: 3, mutator: 'ConditionalExpression', status }])
    },
  )

  it.each<MutantStatus>(['Timeout', 'RuntimeError', 'CompileError'])(
    'keeps the timeout when the second try found %s',
    (status) => {
      const first = reportOf({ 'lake/a.ts': [mutant('Timeout')] })
      const { report, retried } = withRetriedTimeouts(first, reportOf({ 'lake/a.ts': [mutant(status)] }))
      expect(report).toEqual(first)
      expect(retried).toEqual([])
    },
  )

  it('takes each status from the very mutant tried again: same place, mutator and replacement', () => {
    const first = reportOf({
      'lake/a.ts': [
        mutant('Timeout', at(3, 7)),
        mutant('Timeout', at(3, 7), 'ConditionalExpression', 'false'),
        mutant('Timeout', at(3, 7), 'BooleanLiteral', 'true'),
        mutant('Timeout', at(8, 1)),
      ],
    })
    const second = reportOf({
      'lake/a.ts': [
        // The other mutants of the lines tried: never taken for those tried.
        mutant('Survived', at(3, 7, 3, 30)),
        mutant('Survived', at(3, 8)),
        mutant('Killed', at(3, 7), 'ConditionalExpression', 'false'),
        mutant('Survived', at(3, 7), 'BooleanLiteral', 'true'),
        mutant('Timeout', at(3, 7)),
        mutant('Killed', at(8, 1)),
      ],
    })
    const { report } = withRetriedTimeouts(first, second)
    expect(report.files['lake/a.ts']!.mutants.map(({ status }) => status)).toEqual([
      'Timeout',
      'Killed',
      'Survived',
      'Killed',
    ])
  })

  it('leaves a timeout the second try did not reach, and every mutant that did not time out, as they were', () => {
    const first = reportOf({
      'lake/a.ts': [mutant('Timeout', at(3, 7)), mutant('Killed', at(5, 1)), mutant('Survived', at(6, 1))],
      'lake/b.ts': [mutant('Timeout', at(3, 7))],
    })
    const second = reportOf({
      'lake/a.ts': [mutant('Survived', at(5, 1)), mutant('Killed', at(6, 1))],
      'lake/c.ts': [mutant('Survived', at(3, 7))],
    })
    expect(withRetriedTimeouts(first, second)).toEqual({ report: first, retried: [] })
  })
})
