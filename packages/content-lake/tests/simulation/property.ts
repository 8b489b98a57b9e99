// The lake's simulation as a fast-check property: seeded and replayable, shrinking a failing history to its core, and
// reporting it in one line that replays it (LAKE_SIM_SEED, LAKE_SIM_PATH) above the history and what broke.
import fc from 'fast-check'
import { historyArbitrary, historyInOneLine, type History } from './history'
import { runHistory } from './run-history'

/** What the histories came to, summed: to see that they reach what they are meant to. */
export type SimulationTally = Record<string, number>

export interface SimulationOptions {
  runs: number
  tally?: SimulationTally
  seed?: number
  path?: string
  /** The command a replay line names. */
  command: string
}

/** Runs `runs` histories; resolves with how many ran, or rejects with the replay line, the history and the broken promises. */
export async function simulateLake({ runs, seed, path, command, tally }: SimulationOptions): Promise<number> {
  const property = fc.asyncProperty(fc.scheduler(), historyArbitrary(), async (scheduler, history: History) => {
    const world = await runHistory(scheduler, history)
    if (tally) {
      const add = (key: string, count = 1) => void (tally[key] = (tally[key] ?? 0) + count)
      for (const request of world.requests) add(`answer ${request.outcome}`)
      add('faults struck', world.disk.struck)
      add('locks moved aside that another had created meanwhile', world.disk.movedOther)
      add('lake processes', world.processes.length)
      add('outside edits recorded', world.outside.length)
      add('outside writes in place', world.writtenInPlace)
      add('moments a lake waited for a file to hold still', world.settled)
      add('disk operations', world.disk.time)
    }
    if (world.violations.length) throw new Error([...world.violations, 'The lakes logged:', ...world.logged].join('\n'))
  })
  const details = await fc.check(property, { numRuns: runs, seed, path, endOnFailure: path !== undefined })
  if (!details.failed) return details.numRuns
  const replay = `Replay: LAKE_SIM_SEED=${details.seed} LAKE_SIM_PATH=${details.counterexamplePath} ${command}`
  const [scheduler, history] = details.counterexample ?? []
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  throw new Error(
    [
      replay,
      `After ${details.numRuns} histories, shrunk ${details.numShrinks} times:`,
      `In one line: ${history ? historyInOneLine(history) : '(none)'}`,
      JSON.stringify(history, null, 1),
      `The disk operations in the order they ran: ${String(scheduler)}`,
      'What broke:',
      error,
    ].join('\n'),
  )
}

/** The runs, seed and path a replay line or the long run sets. */
export function simulationSettings(
  env: NodeJS.ProcessEnv,
  defaultRuns: number,
): Pick<SimulationOptions, 'runs' | 'seed' | 'path'> {
  const seed = env.LAKE_SIM_SEED ? Number(env.LAKE_SIM_SEED) : undefined
  return { runs: Number(env.LAKE_SIM_RUNS ?? defaultRuns), seed, path: env.LAKE_SIM_PATH || undefined }
}
