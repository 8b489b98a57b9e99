// npm run test:lake-sim-faults: proves the lake's simulation finds what it is for. Each fault below (the faults the
// reviews found, and those the simulation itself found) is put back into a scratch copy of this commit, one at a time,
// and the simulation runs until it fails or 50,000 histories of the lock, then 50,000 of the lake (LAKE_SIM_RUNS
// of each), have passed. A fault found is then replayed from its line, which must fail on the same shrunk history.
// `-- --report` writes reports/lake-sim-faults.md: each fault, whether it was found, after how many histories of which
// kind, the replay line, whether it replays and the shrunk history. A fault that no longer applies (the code moved) stops the script, naming it. Words after `--` that are not an
// option pick the faults whose names hold one of them (`-- "both files"`), to try an oracle on those alone.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { WorldName } from '../tests/simulation/property'
import { faults, type Fault } from './seeded-faults'

const runs = Number(process.env.LAKE_SIM_RUNS ?? 50_000)
const root = process.cwd()
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()

interface Outcome {
  fault: Fault
  found: boolean
  after?: number
  /** Which histories found it: the lock's, or the lake's. */
  world?: WorldName
  replay?: string
  /** Whether the replay line, run alone, fails on the same shrunk history. */
  replays?: boolean
  history?: string
  broke?: string
  seconds: number
}

/** After how many histories, of which world, a fault was found: "1,234 lock histories" or "1,234 lake histories". */
const afterIn = ({ after = 0, world }: Outcome) =>
  `${after.toLocaleString('en')} ${world === 'lock' ? 'lock histories' : 'lake histories'}`

const oneLineIn = (output: string) => /^In one line: (.*)$/m.exec(output)?.[1]

/** Runs the simulation in `scratch` with `env` (the long run's settings, or a replay line's). */
function simulate(scratch: string, env: Record<string, string>): { passed: boolean; output: string } {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['packages/content-lake/scripts/simulation.ts'], {
    cwd: scratch,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return { passed: result.status === 0, output: `${result.stdout}\n${result.stderr}` }
}

function tryFault(fault: Fault): Outcome {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'lake-fault-'))
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', scratch, 'HEAD'])
    symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'))
    const file = path.join(scratch, fault.file)
    const text = readFileSync(file, 'utf8')
    if (text.split(fault.find).length !== 2)
      throw new Error(`The fault "${fault.name}" no longer applies: ${fault.file} has no single "${fault.find}"`)
    let faulty = text.replace(fault.find, fault.replace)
    if (fault.replace.includes('rollBackJournal') && !faulty.includes('import { rollBackJournal'))
      faulty = `import { rollBackJournal } from './dataset-journal'\n${faulty}`
    writeFileSync(file, faulty)
    const started = Date.now()
    const { passed, output } = simulate(scratch, { LAKE_SIM_RUNS: String(runs) })
    const seconds = (Date.now() - started) / 1000
    if (passed) return { fault, found: false, seconds }
    const [, before = 0, world = 'lake'] = /(\d+) (lock|lake) histories passed before this batch/.exec(output) ?? []
    const within = Number(/After (\d+) histories/.exec(output)?.[1] ?? 0)
    const replay = /^Replay: (.*?) npm run test:lake-sim$/m.exec(output)?.[1]
    const history = oneLineIn(output)
    const again = replay
      ? simulate(scratch, Object.fromEntries(replay.split(' ').map((each) => each.split('='))))
      : undefined
    return {
      fault,
      found: true,
      after: Number(before) + within,
      world: world as WorldName,
      replay,
      replays: again !== undefined && !again.passed && oneLineIn(again.output) === history,
      history,
      broke: /^What broke:\n(.*)$/m.exec(output)?.[1]?.slice(0, 300),
      seconds,
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', scratch])
    rmSync(scratch, { recursive: true, force: true })
  }
}

// Every fault must still apply before any runs: one that the code moved past stops the script at once, named.
const stale = faults.filter((fault) => readFileSync(fault.file, 'utf8').split(fault.find).length !== 2)
for (const fault of stale)
  console.error(`The fault "${fault.name}" no longer applies: ${fault.file} has no single "${fault.find}"`)
if (stale.length) process.exit(2)

const picked = process.argv.slice(2).filter((argument) => !argument.startsWith('--'))
const chosen = picked.length ? faults.filter((fault) => picked.some((words) => fault.name.includes(words))) : faults
if (picked.length && process.argv.includes('--report')) {
  console.error('The report covers every fault: run --report without naming faults')
  process.exit(2)
}
if (!chosen.length) {
  console.error(`No fault's name holds ${picked.map((words) => `"${words}"`).join(' or ')}`)
  process.exit(2)
}
const outcomes: Outcome[] = []
for (const fault of chosen) {
  const outcome = tryFault(fault)
  outcomes.push(outcome)
  console.log(
    `${outcome.found ? `found after ${afterIn(outcome)}${outcome.replays ? '' : ', and its replay line does NOT replay it'}` : `NOT found in ${runs}`} (${outcome.seconds.toFixed(0)} s): ${fault.name}`,
  )
  // What broke, and how to see it again: a finding can be another fault than the one put back.
  if (outcome.found)
    console.log(`  ${outcome.broke ?? ''}
  Replay in the faulty copy: ${outcome.replay} npm run test:lake-sim`)
}
const found = outcomes.filter((outcome) => outcome.found).length
const replayed = outcomes.filter((outcome) => outcome.replays).length
const summary = `${found} of ${chosen.length} faults found; the replay lines of ${replayed} of the ${found} replay the history they name.`
console.log(`\n${summary}`)
if (process.argv.includes('--report')) {
  const cell = (text = '') => text.replace(/\|/g, '\\|')
  writeFileSync(
    'reports/lake-sim-faults.md',
    [
      "# The lake's simulation, with each fault put back",
      '',
      `Written by \`npm run test:lake-sim-faults -- --report\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${os.cpus().length} cores, Node ${process.version}. Each fault is put back alone into a copy of the commit (\`packages/content-lake/scripts/sim-faults.ts\` says how), and the simulation runs until it fails or ${runs.toLocaleString('en')} histories of the lock, then as many of the lake, pass. Replay a finding in that copy with the line's variables and \`npm run test:lake-sim\`: the script did so for each, and "Replays" says whether it failed again on the same shrunk history.`,
      '',
      summary,
      '',
      '| Fault | Found | After | Replay | Replays | The history, shrunk | What broke |',
      '| --- | --- | ---: | --- | --- | --- | --- |',
      ...outcomes.map((outcome) => {
        const { fault, replay, replays, history, broke } = outcome
        return outcome.found
          ? `| ${cell(fault.name)} | yes | ${afterIn(outcome)} | \`${cell(replay)}\` | ${replays ? 'yes' : '**no**'} | ${cell(history)} | ${cell(broke)} |`
          : `| ${cell(fault.name)} | no | — | — | — | — | — |`
      }),
      '',
    ].join('\n'),
  )
  console.log('Wrote reports/lake-sim-faults.md')
}
// A replay line that replays nothing else is a promise broken: the long run's lines are how a failure is traced.
if (found < chosen.length || replayed < found) process.exit(1)
