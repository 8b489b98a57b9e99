// `npm run deploy:time`: how long the deploy workflow's build job takes here. Each sample is a fresh clone of a commit
// with no node_modules and no Next cache (every actions/cache misses) and this machine's npm cache, in which the
// `run:` steps read from that commit's .github/workflows/deploy.yml run as the runner would run them.
// `-- --ref A --ref B` measures commits side by side (alternating), `--runs N` samples each (3), `--report` writes
// reports/deploy-build.md with the medians.
import { execFile } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { median } from '../tools/perf/median'
import { alternating, cloneAt } from '../tools/perf/side-by-side'
import { runStep } from '../tools/gate/timed-steps'
import { planJob, type Scenario } from '../tools/perf/workflow-steps'

const { values } = parseArgs({
  options: {
    ref: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    report: { type: 'boolean' },
  },
})
const refs = values.ref?.length ? values.ref : ['HEAD']
const runs = Number(values.runs)
const run = promisify(execFile)

// A publish as the runner sees it on a cache miss: no variables or secrets (the build reads the embedded dataset, the
// report has no token), and no `uses:` step leaves an output (no cache hit, no Pages address).
const scenario: Scenario = {
  github: { event_name: 'repository_dispatch' },
  runner: { os: 'Linux', arch: 'X64' },
  vars: {},
  secrets: {},
  steps: {},
}
interface Sample {
  ref: string
  steps: { label: string; seconds: number }[]
  total: number
  modulesMB: number
  packages: number
}

async function installedSize(cwd: string): Promise<{ modulesMB: number; packages: number }> {
  const { stdout } = await run('du', ['-sk', 'node_modules'], { cwd })
  const lock = JSON.parse(await readFile(path.join(cwd, 'node_modules/.package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>
  }
  return {
    modulesMB: Number(stdout.split('\t')[0]) / 1024,
    packages: Object.keys(lock.packages).filter((key) => key.includes('node_modules/')).length,
  }
}

async function sample(ref: string): Promise<Sample> {
  const cwd = await cloneAt(ref, 'deploy-build-')
  try {
    const plan = planJob(await readFile(path.join(cwd, '.github/workflows/deploy.yml'), 'utf8'), 'build', scenario)
    const steps: Sample['steps'] = []
    for (const step of plan)
      if ('run' in step) steps.push({ label: step.run.label, seconds: await runStep(step.run, cwd, `${cwd}.log`) })
    await rm(`${cwd}.log`, { force: true })
    return { ref, steps, total: steps.reduce((sum, { seconds }) => sum + seconds, 0), ...(await installedSize(cwd)) }
  } finally {
    await rm(cwd, { recursive: true, force: true })
  }
}

const seconds = (value: number) => `${value.toFixed(1)} s`

const samples = await alternating(
  refs,
  runs,
  sample,
  (result, ref, round) =>
    `${ref} run ${round}: ${seconds(result.total)} (${result.steps.map(({ label, seconds: s }) => `${label} ${s.toFixed(1)} s`).join(', ')}); node_modules ${Math.round(result.modulesMB)} MB, ${result.packages} packages`,
)

const rows = refs.map((ref) => {
  const mine = samples.filter((entry) => entry.ref === ref)
  const labels = mine[0]!.steps.map(({ label }) => label)
  const stepMedians = labels.map(
    (label) =>
      `${label} ${seconds(median(mine.map((entry) => entry.steps.find((step) => step.label === label)?.seconds ?? 0)))}`,
  )
  return `| ${ref} | ${seconds(median(mine.map(({ total }) => total)))} (${mine.map(({ total }) => total.toFixed(0)).join(', ')}) | ${stepMedians.join('; ')} | ${Math.round(median(mine.map(({ modulesMB }) => modulesMB)))} MB, ${mine[0]!.packages} packages |`
})
const table = [
  '| Commit | `run:` steps, median (each run, s) | Step medians | node_modules |',
  '| --- | --- | --- | --- |',
  ...rows,
].join('\n')
console.log(`\n${table}`)

if (values.report) {
  const text = `# The deploy workflow's build job here

\`npm run deploy:time -- --report${refs.map((ref) => ` --ref ${ref}`).join('')} --runs ${runs}\` on ${new Date().toISOString().slice(0, 10)}: each run a fresh clone with no node_modules and no Next cache (every cache of the workflow missed) and a warm npm cache, running the \`run:\` steps of that commit's \`.github/workflows/deploy.yml\` build job in order, commits alternating.

${table}
`
  await writeFile('reports/deploy-build.md', text)
}
