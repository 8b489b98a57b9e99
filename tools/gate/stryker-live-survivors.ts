// A StrykerJS reporter (stryker.config.mjs) that names each mutant left alive the moment its tests have run, so the
// tests that kill them can be written while a run of an hour goes on; the report at the end lists them all again.
// Stryker loads it with Node's own TypeScript support (type stripping), so it uses no syntax but types.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin'
import type { MutantResult } from '@stryker-mutator/api/core'
import type { Reporter } from '@stryker-mutator/api/report'

type Tested = Pick<MutantResult, 'status' | 'fileName' | 'location' | 'mutatorName' | 'replacement'>

/** The code a mutant replaces, on one line and cut at 60 characters: a line holds several mutants of one kind. */
function mutatedCode({ location: { start, end } }: Tested, source: string): string {
  const lines = source.split('\n').slice(start.line - 1, end.line)
  if (!lines.length) return ''
  lines[lines.length - 1] = lines.at(-1)!.slice(0, end.column - 1)
  lines[0] = lines[0]!.slice(start.column - 1)
  const code = lines.join('\n').replace(/\s+/g, ' ').trim()
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
