// npm run test:lake-sim: the local Content Lake's simulation, long: 50,000 histories of its lock, then 50,000 histories of
// the lake (LAKE_SIM_RUNS of each; LAKE_SIM_WORLD=lock or lake runs one) in batches of fresh seeds, each failure printed
// with the line that replays it. `-- --report` writes reports/lake-simulation.md.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { execSync } from 'node:child_process'
import { simulateLake, simulationSettings, type SimulationTally, type WorldName } from '../tests/simulation/property'

const { world, runs, seed, path } = simulationSettings(process.env, 50_000)
const command = 'npm run test:lake-sim'
const tally: SimulationTally = {}
if (seed !== undefined) {
  // A replay: the one history the line names.
  await simulateLake({ world, runs: 1, seed, path, command, tally }).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
  console.log('The history passes now.')
  process.exit(0)
}
const batch = 1_000
const worlds: WorldName[] = world ? [world] : ['lock', 'lake']
const passed: Partial<Record<WorldName, { histories: number; seconds: number }>> = {}
for (const each of worlds) {
  const begun = Date.now()
  let histories = 0
  while (histories < runs) {
    const size = Math.min(batch, runs - histories)
    try {
      histories += await simulateLake({ world: each, runs: size, command, tally })
    } catch (error) {
      console.error(`\n${histories} ${each} histories passed before this batch of ${size}.`)
      console.error((error as Error).message)
      process.exit(1)
    }
    process.stdout.write(`\r${histories} of ${runs} ${each} histories, ${((Date.now() - begun) / 1000).toFixed(0)} s`)
  }
  passed[each] = { histories, seconds: (Date.now() - begun) / 1000 }
  console.log()
}
const summary = worlds
  .map(
    (each) =>
      `${passed[each]!.histories.toLocaleString('en')} ${each === 'lock' ? 'histories of the lock' : 'histories of the lake'} passed in ${passed[each]!.seconds.toFixed(0)} s`,
  )
  .join('; ')
console.log(`${summary}.`)
console.log(
  Object.entries(tally)
    .map(([key, count]) => `  ${key}: ${count}`)
    .join('\n'),
)
if (process.argv.includes('--report')) {
  const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
  const rows = Object.entries(tally).map(([key, count]) => `| ${key} | ${count.toLocaleString('en')} |`)
  writeFileSync(
    'reports/lake-simulation.md',
    [
      "# The local Content Lake's simulation, long run",
      '',
      `Written by \`npm run test:lake-sim -- --report\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}.`,
      '',
      `${summary}. What they came to, summed:`,
      '',
      '| | count |',
      '| --- | ---: |',
      ...rows,
      '',
    ].join('\n'),
  )
  console.log('Wrote reports/lake-simulation.md')
}
