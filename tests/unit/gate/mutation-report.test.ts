// reports/mutation.md from Stryker's JSON report: each folder's counts and score, and every mutant left alive named by
// file, line and mutator with the reason it may live, or flagged as still needing a test.
import {
  folderResult,
  mutationScore,
  renderMutationReport,
  repeatedEquivalents,
  staleEquivalents,
  type EquivalentMutant,
  type StrykerReport,
} from '@/tools/gate/mutation-report'

const source = [
  'export function clamp(value: number, max: number) {',
  '  if (value > max) return max',
  '  return value',
  '}',
].join('\n')
const at = (line: number, column: number, endColumn: number) => ({
  start: { line, column },
  end: { line, column: endColumn },
})

const report: StrykerReport = {
  files: {
    'tools/servers/clamp.ts': {
      source,
      mutants: [
        { mutatorName: 'ConditionalExpression', replacement: 'false', status: 'Killed', location: at(2, 7, 18) },
        { mutatorName: 'EqualityOperator', replacement: 'value >= max', status: 'Survived', location: at(2, 7, 18) },
        { mutatorName: 'EqualityOperator', replacement: 'value < max', status: 'Timeout', location: at(2, 7, 18) },
        {
          mutatorName: 'BlockStatement',
          replacement: '{}',
          status: 'NoCoverage',
          location: { start: { line: 1, column: 51 }, end: { line: 4, column: 2 } },
        },
        { mutatorName: 'ConditionalExpression', replacement: 'true', status: 'RuntimeError', location: at(2, 7, 18) },
        {
          mutatorName: 'StringLiteral',
          replacement: '""',
          status: 'Ignored',
          statusReason: 'log text',
          location: at(3, 3, 15),
        },
      ],
    },
    // A folder whose name begins like the one measured is another folder.
    'lib/server-extra/other.ts': {
      source,
      mutants: [{ mutatorName: 'BlockStatement', replacement: '{}', status: 'Survived', location: at(2, 3, 10) }],
    },
  },
}
const run = {
  measuredAt: '2026-11-26T20:00:00.000Z',
  commit: 'abc1234',
  machine: '2 cores (test CPU), 24 GiB',
  seconds: 125,
}
const clampEquivalent: EquivalentMutant = {
  file: 'tools/servers/clamp.ts',
  mutator: 'EqualityOperator',
  replacement: 'value >= max',
  at: 'value > max',
  reason: 'at value === max both branches return the same number',
}

describe('a folder’s result from Stryker’s JSON report', () => {
  it('counts each status of the folder’s files only, errors apart from the score', () => {
    const result = folderResult(report, 'tools/servers', [], run)
    expect(result).toMatchObject({ killed: 1, timeout: 1, survived: 1, noCoverage: 1, errors: 1, ignored: 1 })
    // Detected: the killed and the timed-out of killed, timed out, survived and not covered.
    expect(mutationScore(result)).toBe(50)
  })

  it('names every mutant left alive by file, line and mutator, with the code it replaced on one line', () => {
    expect(folderResult(report, 'tools/servers', [], run).live).toEqual([
      {
        file: 'tools/servers/clamp.ts',
        line: 1,
        mutator: 'BlockStatement',
        status: 'NoCoverage',
        code: '{ if (value > max) return max return value }',
        replacement: '{}',
      },
      {
        file: 'tools/servers/clamp.ts',
        line: 2,
        mutator: 'EqualityOperator',
        status: 'Survived',
        code: 'value > max',
        replacement: 'value >= max',
      },
      {
        file: 'tools/servers/clamp.ts',
        line: 3,
        mutator: 'StringLiteral',
        status: 'Ignored',
        code: 'return value',
        replacement: '""',
        reason: 'log text',
      },
    ])
  })

  it('gives a survivor the reason the list of equivalent mutants has for it, and finds it wherever it moved', () => {
    const moved: StrykerReport = {
      files: {
        'tools/servers/clamp.ts': {
          source: `// a comment\n${source}`,
          mutants: [{ ...report.files['tools/servers/clamp.ts']!.mutants[1]!, location: at(3, 7, 18) }],
        },
      },
    }
    expect(folderResult(moved, 'tools/servers', [clampEquivalent], run).live).toEqual([
      expect.objectContaining({ line: 3, reason: clampEquivalent.reason }),
    ])
  })

  it('reads the code an entry names over line breaks, as one line', () => {
    const block = {
      file: 'tools/servers/clamp.ts',
      mutator: 'BlockStatement',
      replacement: '{}',
      at: '{ if (value > max) return max',
      reason: 'a block',
    }
    expect(folderResult(report, 'tools/servers', [block], run).live[0]).toMatchObject({
      mutator: 'BlockStatement',
      reason: 'a block',
    })
  })

  it('does not let an entry explain another mutant of the same mutator on the same line', () => {
    const elsewhere = { ...clampEquivalent, at: 'return max' }
    expect(folderResult(report, 'tools/servers', [elsewhere], run).live[1]).not.toHaveProperty('reason')
    expect(staleEquivalents(report, 'tools/servers', [elsewhere, clampEquivalent])).toEqual([elsewhere])
  })

  it('names an entry whose mutants an entry before it explains already, and not that one', () => {
    const again = { ...clampEquivalent, at: 'value >', reason: 'the same mutant, listed a second time' }
    expect(repeatedEquivalents(report, 'tools/servers', [clampEquivalent, again])).toEqual([again])
    expect(repeatedEquivalents(report, 'tools/servers', [clampEquivalent])).toEqual([])
    // An entry that explains nothing is stale, not repeated.
    const elsewhere = { ...clampEquivalent, at: 'return max' }
    expect(repeatedEquivalents(report, 'tools/servers', [clampEquivalent, elsewhere])).toEqual([])
  })
})

describe('reports/mutation.md', () => {
  const summary = { 'tools/servers': folderResult(report, 'tools/servers', [clampEquivalent], run) }
  const markdown = renderMutationReport(summary, ['packages/content-lake/src', 'tools/servers'], 80)

  it('has a row per folder in the order given, with its score, counts, date, commit and duration, or "not yet measured"', () => {
    expect(markdown).toContain('| `packages/content-lake/src` | not yet measured |')
    expect(markdown).toContain(
      '| `tools/servers` | 50.0% (below the goal) | 1 | 1 | 1 | 1 | 1 | 1 | 2026-11-26, abc1234, 2 min |',
    )
    expect(markdown.indexOf('packages/content-lake/src')).toBeLessThan(markdown.indexOf('`tools/servers`'))
    expect(markdown).toContain('on 2 cores (test CPU), 24 GiB.')
  })

  it('lists each live mutant with its reason, and says which still need a test', () => {
    expect(markdown).toContain('1 of them still need a test.')
    expect(markdown).toContain(
      '- `tools/servers/clamp.ts:1` BlockStatement (no test runs it): `{ if (value > max) return max return value }` → `{}`. **No test kills it yet.**',
    )
    expect(markdown).toContain(
      '- `tools/servers/clamp.ts:2` EqualityOperator: `value > max` → `value >= max`. Equivalent: at value === max both branches return the same number',
    )
    expect(markdown).toContain(
      '- `tools/servers/clamp.ts:3` StringLiteral: `return value` → `""`. Left out by a `// Stryker disable` comment: log text',
    )
  })

  it('says what a folder’s tests ran with when it differs from the unit suite, and says nothing when nothing does', () => {
    const settings = { 'packages/content-lake/src': { LAKE_SIM_RUNS: '500', LAKE_SIM_SEED: '7' } }
    expect(renderMutationReport(summary, ['packages/content-lake/src'], 80, settings)).toContain(
      'The tests of `packages/content-lake/src` ran with `LAKE_SIM_RUNS=500` `LAKE_SIM_SEED=7`',
    )
    expect(markdown).not.toContain('ran with')
  })
})
