// A StrykerJS reporter (stryker.config.mjs) that names each mutant left alive the moment its tests have run, so the
// tests that kill them can be written while a run of an hour goes on; the report at the end lists them all again.
// Stryker loads it with Node's own TypeScript support (type stripping), so it uses no syntax but types.
import path from 'node:path'
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin'
import type { MutantResult } from '@stryker-mutator/api/core'
import type { Reporter } from '@stryker-mutator/api/report'

type Tested = Pick<MutantResult, 'status' | 'fileName' | 'location' | 'mutatorName' | 'replacement'>

/** `file:line mutator → replacement`, as the report names a mutant, for a mutant that survived or no test ran. */
export function aliveLine(result: Tested, cwd = process.cwd()): string | undefined {
  if (result.status !== 'Survived' && result.status !== 'NoCoverage') return undefined
  const file = path.relative(cwd, result.fileName).split(path.sep).join('/')
  const what = result.status === 'NoCoverage' ? ' (no test runs it)' : ''
  return `Alive: ${file}:${result.location.start.line} ${result.mutatorName}${what} → ${JSON.stringify(result.replacement ?? '')}`
}

class LiveSurvivorsReporter implements Reporter {
  onMutantTested(result: Readonly<MutantResult>): void {
    const line = aliveLine(result)
    if (line) console.log(line)
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'live-survivors', LiveSurvivorsReporter)]
