// npm run test:lake-sim: the local Content Lake's simulation, long: 50,000 histories (LAKE_SIM_RUNS) in batches of
// fresh seeds, each failure printed with the line that replays it. `-- --report` writes reports/lake-simulation.md.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { execSync } from 'node:child_process'
import { simulateLake, simulationSettings, type SimulationTally } from '../tests/simulation/property'

const { runs, seed, path } = simulationSettings(process.env, 50_000)
const command = 'npm run test:lake-sim'
const started = Date.now()
const tally: SimulationTally = {}
if (seed !== undefined) {
  // A replay: the one history the line names.
  await simulateLake({ runs: 1, seed, path, command, tally }).catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
  console.log('The history passes now.')
  process.exit(0)
}
const batch = 1_000
let done = 0
while (done < runs) {
  const size = Math.min(batch, runs - done)
  try {
    done += await simulateLake({ runs: size, command, tally })
  } catch (error) {
    console.error(`\n${done} histories passed before this batch of ${size}.\n${(error as Error).message}`)
    process.exit(1)
  }
  process.stdout.write(`\r${done} of ${runs} histories, ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
const seconds = (Date.now() - started) / 1000
console.log(`\n${done} histories passed in ${seconds.toFixed(0)} s.`)
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
      `${done.toLocaleString('en')} histories passed in ${seconds.toFixed(0)} s. What they came to, summed:`,
      '',
      '| | count |',
      '| --- | ---: |',
      ...rows,
      '',
    ].join('\n'),
  )
  console.log('Wrote reports/lake-simulation.md')
}
