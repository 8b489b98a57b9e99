// A run of an hour names each mutant left alive as it finds it, as the report at the end names it.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { MutantResult } from '@stryker-mutator/api/core'
import { aliveLine, strykerPlugins } from '@/tools/gate/stryker-live-survivors'

const mutant = (status: MutantResult['status']) => ({
  status,
  fileName: path.resolve('packages/content-lake/src/transaction.ts'),
  location: { start: { line: 12, column: 4 }, end: { line: 12, column: 9 } },
  mutatorName: 'ConditionalExpression',
  replacement: 'false',
})

describe('the live-survivors reporter', () => {
  it('names a survivor by file, line, mutator and replacement', () => {
    expect(aliveLine(mutant('Survived'))).toBe(
      'Alive: packages/content-lake/src/transaction.ts:12 ConditionalExpression → "false"',
    )
  })

  it('says when no test runs the mutant', () => {
    expect(aliveLine(mutant('NoCoverage'))).toContain('ConditionalExpression (no test runs it) →')
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
