// A run of an hour names each mutant left alive as it finds it, as the report at the end names it.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { MutantResult } from '@stryker-mutator/api/core'
import { aliveLine, strykerPlugins } from '@/tools/gate/stryker-live-survivors'

const mutant = (status: MutantResult['status'], start = { line: 2, column: 7 }, end = { line: 2, column: 21 }) => ({
  status,
  fileName: path.resolve('packages/content-lake/src/transaction.ts'),
  location: { start, end },
  mutatorName: 'ConditionalExpression',
  replacement: 'false',
})
/** The file the mutants are in, as the reporter reads it. */
const source = () =>
  ['// a file', '  if (value === null || other) return', `  const long = ${'x'.repeat(80)}`].join('\n')

describe('the live-survivors reporter', () => {
  it('names a survivor by file, line and column, mutator, the code it replaces and its replacement', () => {
    expect(aliveLine(mutant('Survived'), undefined, source)).toBe(
      'Alive: packages/content-lake/src/transaction.ts:2:7 ConditionalExpression: "value === null" → "false"',
    )
  })

  it('shows code over several lines on one, and cuts it short', () => {
    const line = aliveLine(mutant('Survived', { line: 2, column: 3 }, { line: 3, column: 94 }), undefined, source)
    expect(line).toContain(`: "if (value === null || other) return const long = ${'x'.repeat(10)}…" → "false"`)
  })

  it('says when no test runs the mutant', () => {
    expect(aliveLine(mutant('NoCoverage'), undefined, source)).toContain(
      'ConditionalExpression (no test runs it): "value === null" →',
    )
  })

  it.each(['Killed', 'Timeout', 'CompileError', 'RuntimeError', 'Ignored'] as const)(
    'says nothing of a mutant %s',
    (status) => {
      expect(aliveLine(mutant(status))).toBeUndefined()
    },
  )

  it('is loaded and used by stryker.config.mjs', () => {
    // The config is an ES module, as Stryker loads it: read in a Node of its own.
    const read = "const { default: c } = await import('./stryker.config.mjs'); console.log(JSON.stringify(c))"
    const config = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', read], { encoding: 'utf8' }))
    expect(config.plugins).toContain('./tools/gate/stryker-live-survivors.ts')
    expect(config.reporters).toContain(strykerPlugins[0]!.name)
  })
})
