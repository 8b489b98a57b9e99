// A mutant that timed out is tried once more, and takes what the second try found unless it times out again: a busy
// machine's slow tests are not counted as a mutant detected.
import type { MutantStatus, StrykerReport } from '@/tools/gate/mutation-report'
import { timedOutLines, withRetriedTimeouts } from '@/tools/gate/mutation-timeouts'

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

describe('timedOutLines', () => {
  it('names the lines of each timed-out mutant, once for mutants that share them, and nothing else', () => {
    const report = reportOf({
      'lake/a.ts': [
        mutant('Timeout', at(3, 7)),
        mutant('Timeout', at(3, 20), 'BooleanLiteral', 'false'),
        mutant('Timeout', at(10, 2, 14, 3)),
        mutant('Killed', at(20, 1)),
        mutant('Survived', at(21, 1)),
      ],
      'lake/b.ts': [mutant('Killed', at(5, 1))],
    })
    expect(timedOutLines(report)).toEqual(['lake/a.ts:3-3', 'lake/a.ts:10-14'])
  })

  it('names none when nothing timed out', () => {
    expect(timedOutLines(reportOf({ 'lake/a.ts': [mutant('Killed'), mutant('Survived')] }))).toEqual([])
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
