// A StrykerJS reporter (stryker.config.mjs) that names each mutant left alive the moment its tests have run, so the
// tests that kill them can be written while a run of an hour goes on; the report at the end lists them all again.
// Stryker loads it with Node's own TypeScript support (type stripping), so it uses no syntax but types.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin'
import type { MutantResult } from '@stryker-mutator/api/core'
import type { Reporter } from '@stryker-mutator/api/report'

type Tested = Pick<MutantResult, 'status' | 'fileName' | 'location' | 'mutatorName' | 'replacement'>

/** Text on one line: each run of white space, line breaks included, as one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The source text from a 1-based line and column to an end column past the last character (Stryker's locations), on
 * one line. mutation-report.ts uses it too; it lives here because Node's type stripping, which loads this file, resolves
 * no import without its `.ts` extension, and this tsconfig refuses one.
 */
export function sourceBetween(lines: readonly string[], { start, end }: Tested['location']): string {
  const picked = lines.slice(start.line - 1, end.line)
  if (!picked.length) return ''
  picked[picked.length - 1] = picked.at(-1)!.slice(0, end.column - 1)
  picked[0] = picked[0]!.slice(start.column - 1)
  return oneLine(picked.join('\n'))
}

/** The code a mutant replaces, cut at 60 characters: a line holds several mutants of one kind. */
function mutatedCode({ location }: Tested, source: string): string {
  const code = sourceBetween(source.split('\n'), location)
  return code.length > 60 ? `${code.slice(0, 59)}…` : code
}

/**
 * `file:line:column mutator: code → replacement`, as the report names a mutant, for a mutant that survived or no test
 * ran; `code` is what it replaces, read from `source` (the file, as it is in the checkout).
 */
export function aliveLine(
  result: Tested,
  cwd = process.cwd(),
  source = (file: string) => readFileSync(file, 'utf8'),
): string | undefined {
  if (result.status !== 'Survived' && result.status !== 'NoCoverage') return undefined
  const file = path.relative(cwd, result.fileName).split(path.sep).join('/')
  const what = result.status === 'NoCoverage' ? ' (no test runs it)' : ''
  const { line, column } = result.location.start
  const code = JSON.stringify(mutatedCode(result, source(result.fileName)))
  return `Alive: ${file}:${line}:${column} ${result.mutatorName}${what}: ${code} → ${JSON.stringify(result.replacement ?? '')}`
}

class LiveSurvivorsReporter implements Reporter {
  onMutantTested(result: Readonly<MutantResult>): void {
    const line = aliveLine(result)
    if (line) console.log(line)
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'live-survivors', LiveSurvivorsReporter)]
