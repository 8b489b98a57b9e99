// `npm run ci:time`: how long each job of .github/workflows/test.yml takes here, one job at a time, each in a fresh
// clone of the commit (no node_modules, this machine's npm cache) running the `run:` steps that commit's workflow gives
// it, in order, without the steps only GitHub's runner needs. Then the longest path: the jobs run side by side on
// GitHub, so a pull request waits for the slowest chain of jobs. `-- --job NAME` (repeatable) measures some jobs,
// `--ref` a commit (HEAD), `--report` writes reports/ci-jobs.md. Run it on a quiet machine: other work slows every job.
import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { parseArgs, promisify } from 'node:util'
import { parse } from 'yaml'
import { runTimed, type TimedStep } from '../tools/gate/timed-steps'
import { cloneAt } from '../tools/perf/side-by-side'
import { planJob, pushScenario } from '../tools/perf/workflow-steps'

const { values } = parseArgs({
  options: {
    job: { type: 'string', multiple: true },
    ref: { type: 'string', default: 'HEAD' },
    report: { type: 'boolean' },
  },
})
const run = promisify(execFile)
const workflowFile = '.github/workflows/test.yml'

interface JobTime {
  job: string
  steps: TimedStep[]
  total: number
  failed?: string
}

const commit = (await run('git', ['rev-parse', '--short', values.ref])).stdout.trim()
const workflowText = (await run('git', ['show', `${commit}:${workflowFile}`])).stdout
const jobs = (parse(workflowText) as { jobs: Record<string, { needs?: string | string[] }> }).jobs
const chosen = values.job?.length ? values.job : Object.keys(jobs)
for (const job of chosen)
  if (!jobs[job])
    throw new Error(`${workflowFile} at ${commit} has no job "${job}" (it has ${Object.keys(jobs).join(', ')})`)

async function timeJob(job: string): Promise<JobTime> {
  let cwd: string | undefined
  try {
    cwd = await cloneAt(commit, `ci-job-${job}-`)
    const log = `${cwd}.log`
    const steps = await runTimed(planJob(workflowText, job, pushScenario), cwd, log)
    await rm(log, { force: true })
    return { job, steps, total: steps.reduce((sum, { seconds = 0 }) => sum + seconds, 0) }
  } catch (error) {
    return { job, steps: [], total: 0, failed: (error as Error).message }
  } finally {
    if (cwd) await rm(cwd, { recursive: true, force: true })
  }
}

const loadBefore = os.loadavg()[0]!
const times: JobTime[] = []
for (const job of chosen) {
  const time = await timeJob(job)
  times.push(time)
  console.log(
    time.failed
      ? `${job}: failed: ${time.failed}`
      : `${job}: ${time.total.toFixed(0)} s (${time.steps.map(({ label, seconds }) => `${label} ${seconds === undefined ? 'skipped' : `${seconds.toFixed(1)} s`}`).join('; ')})`,
  )
}

/** The slowest chain of jobs ending at `job` (its `needs:` first), in seconds, among the jobs measured. */
function longestPath(job: string): { seconds: number; chain: string[] } {
  const needs = [jobs[job]?.needs ?? []].flat()
  const before = needs.map(longestPath).sort((a, b) => b.seconds - a.seconds)[0] ?? { seconds: 0, chain: [] }
  return {
    seconds: before.seconds + (times.find((time) => time.job === job)?.total ?? 0),
    chain: [...before.chain, job],
  }
}
const longest = chosen.map(longestPath).sort((a, b) => b.seconds - a.seconds)[0]!
const seconds = (value: number) => `${value.toFixed(1)} s`
const rows = times.map(({ job, steps, total, failed }) =>
  failed
    ? `| ${job} | failed: ${failed} | |`
    : `| ${job} | ${seconds(total)} | ${steps.map(({ label, seconds: s }) => (s === undefined ? `${label}: skipped` : `${label}: ${seconds(s)}`)).join('; ')} |`,
)
const unmeasured = Object.keys(jobs).filter((job) => !chosen.includes(job))
const skipped = [
  ...new Set(
    times.flatMap(({ steps }) => steps.flatMap(({ label, skipped: why }) => (why ? [`- ${label}: ${why}`] : []))),
  ),
]
const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
const text = `# The test workflow's jobs here

\`npm run ci:time -- --report${values.job?.length ? values.job.map((job) => ` --job ${job}`).join('') : ''}${values.ref === 'HEAD' ? '' : ` --ref ${values.ref}`}\` at ${commit} on ${new Date().toISOString().slice(0, 10)}, on ${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${loadBefore.toFixed(2)} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end. Each job in a fresh clone (no node_modules, this machine's npm cache), its \`run:\` steps from \`${workflowFile}\` in order, one job at a time.

| Job | Time | Steps |
| --- | --- | --- |
${rows.join('\n')}

**Longest path: ${seconds(longest.seconds)}** (${longest.chain.join(' → ')}): on GitHub the jobs run side by side, so a run takes its slowest chain of jobs, plus each runner's start, checkout, setup-node and the steps left out here.${unmeasured.length ? `\n\nNot measured in this run: ${unmeasured.join(', ')}.` : ''}

Left out (only GitHub's runner needs them, or GitHub runs them):
${skipped.join('\n')}
`
console.log(`\nLongest path: ${seconds(longest.seconds)} (${longest.chain.join(' → ')})`)
if (values.report) await writeFile('reports/ci-jobs.md', text)
if (times.some(({ failed }) => failed)) process.exitCode = 1
