// The lake's simulation as a fast-check property: seeded and replayable, shrinking a failing history to its core, and
// reporting it in one line that replays it (LAKE_SIM_SEED, LAKE_SIM_PATH, and LAKE_SIM_WORLD=lock for the lock's own
// races) above the history and what broke.
import fc from 'fast-check'
import { historyArbitrary, historyInOneLine, type History } from './history'
import { lockHistoryArbitrary, lockHistoryInOneLine, runLockHistory, type LockHistory } from './lock-world'
import { runHistory } from './run-history'

/** What the histories came to, summed: to see that they reach what they are meant to. */
export type SimulationTally = Record<string, number>

export type WorldName = 'lake' | 'lock'

export interface SimulationOptions {
  /** The lake's histories (the default), or the lock's alone (lock-world.ts). */
  world?: WorldName
  runs: number
  tally?: SimulationTally
  seed?: number
  path?: string
  /** The command a replay line names. */
  command: string
}

/** A kind of history: how it is drawn, run (answering its broken promises, and adding to the tally) and told. */
interface World<H> {
  histories: fc.Arbitrary<H>
  run(scheduler: fc.Scheduler, history: H, add: (key: string, count?: number) => void): Promise<string[]>
  inOneLine(history: H): string
}

const lake: World<History> = {
  histories: historyArbitrary(),
  async run(scheduler, history, add) {
    const world = await runHistory(scheduler, history)
    for (const request of world.requests) add(`answer ${request.outcome}`)
    add('faults struck', world.disk.struck)
    add('locks moved aside that another had created meanwhile', world.disk.movedOther)
    add('lake processes', world.processes.length)
    add('outside edits recorded', world.outside.length)
    add('outside writes in place', world.writtenInPlace)
    add('moments a lake waited for a file to hold still', world.settled)
    add('disk operations', world.disk.time)
    return world.violations.length ? [...world.violations, 'The lakes logged:', ...world.logged] : []
  },
  inOneLine: historyInOneLine,
}

const lock: World<LockHistory> = {
  histories: lockHistoryArbitrary(),
  async run(scheduler, history, add) {
    const world = await runLockHistory(scheduler, history)
    for (const [what, count] of Object.entries(world.counts)) add(`lock: ${what}`, count)
    add('lock: processes', world.racers.length)
    add('lock: locks moved aside that another had created meanwhile', world.disk.movedOther)
    return world.violations.length ? [...world.violations, 'The processes logged:', ...world.logged] : []
  },
  inOneLine: lockHistoryInOneLine,
}

/** Runs `runs` histories; resolves with how many ran, or rejects with the replay line, the history and the broken promises. */
export async function simulateLake(options: SimulationOptions): Promise<number> {
  return options.world === 'lock' ? simulate(lock, options) : simulate(lake, options)
}

async function simulate<H>(
  kind: World<H>,
  { world = 'lake', runs, seed, path, command, tally }: SimulationOptions,
): Promise<number> {
  const add = (key: string, count = 1) => {
    if (tally) tally[key] = (tally[key] ?? 0) + count
  }
  const property = fc.asyncProperty(fc.scheduler(), kind.histories, async (scheduler, history) => {
    const broken = await kind.run(scheduler, history, add)
    if (broken.length) throw new Error(broken.join('\n'))
  })
  const details = await fc.check(property, { numRuns: runs, seed, path, endOnFailure: path !== undefined })
  if (!details.failed) return details.numRuns
  const variables = `${world === 'lock' ? 'LAKE_SIM_WORLD=lock ' : ''}LAKE_SIM_SEED=${details.seed} LAKE_SIM_PATH=${details.counterexamplePath}`
  const [scheduler, history] = details.counterexample ?? []
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  throw new Error(
    [
      `Replay: ${variables} ${command}`,
      `After ${details.numRuns} histories, shrunk ${details.numShrinks} times:`,
      `In one line: ${history ? kind.inOneLine(history) : '(none)'}`,
      JSON.stringify(history, null, 1),
      `The disk operations in the order they ran: ${String(scheduler)}`,
      'What broke:',
      error,
    ].join('\n'),
  )
}

/** The world (none: both), runs, seed and path a replay line or the long run sets. */
export function simulationSettings(
  env: NodeJS.ProcessEnv,
  defaultRuns: number,
): Pick<SimulationOptions, 'world' | 'runs' | 'seed' | 'path'> {
  const seed = env.LAKE_SIM_SEED ? Number(env.LAKE_SIM_SEED) : undefined
  return {
    world: env.LAKE_SIM_WORLD === 'lock' || env.LAKE_SIM_WORLD === 'lake' ? env.LAKE_SIM_WORLD : undefined,
    runs: Number(env.LAKE_SIM_RUNS ?? defaultRuns),
    seed,
    path: env.LAKE_SIM_PATH || undefined,
  }
}
