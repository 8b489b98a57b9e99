// npm run test:lake-sim-faults: proves the lake's simulation finds what it is for. Each fault below (the faults the
// reviews found, and those the simulation itself found) is put back into a scratch copy of this commit, one at a time,
// and the simulation runs until it fails or 50,000 histories (LAKE_SIM_RUNS) have passed. `-- --report` writes
// reports/lake-sim-faults.md: each fault, whether it was found, after how many histories, the replay line and the
// shrunk history. A fault that no longer applies (the code moved) stops the script, naming it.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { faults, type Fault } from './seeded-faults'

const runs = Number(process.env.LAKE_SIM_RUNS ?? 50_000)
const root = process.cwd()
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()

interface Outcome {
  fault: Fault
  found: boolean
  after?: number
  replay?: string
  history?: string
  broke?: string
  seconds: number
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
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['packages/content-lake/scripts/simulation.ts'],
      {
        cwd: scratch,
        env: { ...process.env, LAKE_SIM_RUNS: String(runs) },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const seconds = (Date.now() - started) / 1000
    const output = `${result.stdout}\n${result.stderr}`
    if (result.status === 0) return { fault, found: false, seconds }
    const before = Number(/(\d+) histories passed before this batch/.exec(output)?.[1] ?? 0)
    const within = Number(/After (\d+) histories/.exec(output)?.[1] ?? 0)
    return {
      fault,
      found: true,
      after: before + within,
      replay: /^Replay: (.*?) npm run test:lake-sim$/m.exec(output)?.[1],
      history: /^In one line: (.*)$/m.exec(output)?.[1],
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

const outcomes: Outcome[] = []
for (const fault of faults) {
  const outcome = tryFault(fault)
  outcomes.push(outcome)
  console.log(
    `${outcome.found ? `found after ${outcome.after} histories` : `NOT found in ${runs}`} (${outcome.seconds.toFixed(0)} s): ${fault.name}`,
  )
}
const found = outcomes.filter((outcome) => outcome.found).length
console.log(`\n${found} of ${faults.length} faults found.`)
if (process.argv.includes('--report')) {
  const cell = (text = '') => text.replace(/\|/g, '\\|')
  writeFileSync(
    'reports/lake-sim-faults.md',
    [
      "# The lake's simulation, with each fault put back",
      '',
      `Written by \`npm run test:lake-sim-faults -- --report\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${os.cpus().length} cores, Node ${process.version}. Each fault is put back alone into a copy of the commit (\`packages/content-lake/scripts/sim-faults.ts\` says how), and the simulation runs until it fails or ${runs.toLocaleString('en')} histories pass. Replay a finding in that copy with the line's variables and \`npm run test:lake-sim\`.`,
      '',
      `${found} of ${faults.length} faults found.`,
      '',
      '| Fault | Found | After | Replay | The history, shrunk | What broke |',
      '| --- | --- | ---: | --- | --- | --- |',
      ...outcomes.map(({ fault, found: yes, after, replay, history, broke }) =>
        yes
          ? `| ${cell(fault.name)} | yes | ${after?.toLocaleString('en')} | \`${cell(replay)}\` | ${cell(history)} | ${cell(broke)} |`
          : `| ${cell(fault.name)} | no | — | — | — | — |`,
      ),
      '',
    ].join('\n'),
  )
  console.log('Wrote reports/lake-sim-faults.md')
}
if (found < faults.length) process.exit(1)
