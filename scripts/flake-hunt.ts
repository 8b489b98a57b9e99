// `npm run test:flakes`: hunts flaky tests where CI meets them, on a fresh clone of a commit (`--ref`, HEAD): it installs,
// builds once, runs Jest `--jest` times (10) and each Playwright suite once with `--repeat-each` (3), as `CI=true npm test`
// runs them, and lists every test that failed even once with the first line of its error. `--suite NAME` (repeatable:
// jest, e2e, hosts, studio, preview, dev, deploy) hunts some suites only; `--report` writes reports/flakes.md. It binds
// every suite's ports: run it with nothing else testing on the machine. A clone with a failure is kept for its evidence.
import { execFile } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import type { JSONReport } from '@playwright/test/reporter'
import { flakesAmong, flakesReport, jestRuns, type HuntedSuite, type JestReport } from '../tools/gate/flake-hunt'
import { errorsOutsideTests, testRuns, type FailedTest, type TestRun } from '../tools/gate/playwright-failures'
import { runStep } from '../tools/gate/timed-steps'
import { cloneAt } from '../tools/perf/side-by-side'

/**
 * Each suite's config, and how it is run: once, or in parts. Playwright repeats no project that another depends on, so
 * the deploy suite's page tests (which its builds project waits for) run as a part of their own, then the builds alone.
 */
const playwrightSuites: Record<string, { config: string; parts: string[] }> = {
  e2e: { config: 'playwright.config.ts', parts: [''] },
  hosts: { config: 'playwright.hosts.config.ts', parts: [''] },
  studio: { config: 'playwright.studio.config.ts', parts: [''] },
  preview: { config: 'playwright.preview.config.ts', parts: [''] },
  dev: { config: 'playwright.dev.config.ts', parts: [''] },
  deploy: {
    config: 'playwright.deploy.config.ts',
    parts: ['--project desktop --project mobile', '--project builds --no-deps'],
  },
}
const allSuites = ['jest', ...Object.keys(playwrightSuites)]

const { values } = parseArgs({
  options: {
    ref: { type: 'string', default: 'HEAD' },
    jest: { type: 'string', default: '10' },
    repeat: { type: 'string', default: '3' },
    suite: { type: 'string', multiple: true },
    report: { type: 'boolean' },
  },
})
const [jestTimes, repeatEach] = [Number(values.jest), Number(values.repeat)]
const chosen = values.suite?.length ? values.suite : allSuites
for (const suite of chosen)
  if (!allSuites.includes(suite)) throw new Error(`--suite ${suite}: no such suite (${allSuites.join(', ')})`)
if (!(jestTimes >= 1 && repeatEach >= 1)) throw new Error('--jest and --repeat are counts of runs: 1 or more')

const run = promisify(execFile)
const commit = (await run('git', ['rev-parse', '--short', values.ref])).stdout.trim()
const loadBefore = os.loadavg()[0]!
const cwd = await cloneAt(commit, 'flake-hunt-')
const log = `${cwd}.log`
console.log(`Flake hunt at ${commit} in ${cwd} (output: ${log})`)

/** Runs a command in the clone as CI does; resolves to its seconds whatever its exit code (the reports say what failed). */
async function timed(label: string, command: string, { mustPass = false } = {}): Promise<number> {
  const started = performance.now()
  const env = { NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1' }
  await runStep({ label, shell: ['bash', '-e', '-c'], command, env }, cwd, log).catch((error: Error) => {
    if (mustPass) throw error
  })
  const seconds = (performance.now() - started) / 1000
  console.log(`${label}: ${seconds.toFixed(0)} s`)
  return seconds
}

const readJson = async <T>(file: string): Promise<T | undefined> =>
  JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as T | undefined

await timed('npm install', 'npm install --no-audit --no-fund', { mustPass: true })
await timed('npm run build', 'npm run build', { mustPass: true })

const suites: HuntedSuite[] = []
const runs: TestRun[] = []
const outside: FailedTest[] = []
const testsIn = (mine: TestRun[]) => new Set(mine.map(({ where, title }) => `${where}\0${title}`)).size

if (chosen.includes('jest')) {
  const mine: TestRun[] = []
  let seconds = 0
  const missing: number[] = []
  await mkdir(path.join(cwd, 'test-results', 'jest'), { recursive: true })
  for (let time = 1; time <= jestTimes; time++) {
    // In the clone's ignored evidence folder: a report beside the tree it tests would be one more file to the tests that
    // read the whole tree (doc-pointers.test.ts failed 9 runs of 10 on jest-1.json).
    const output = path.join(cwd, 'test-results', 'jest', `run-${time}.json`)
    seconds += await timed(`jest, run ${time} of ${jestTimes}`, `npm run test:unit -- --json --outputFile=${output}`)
    const report = await readJson<JestReport>(output)
    if (report) mine.push(...jestRuns(report, cwd))
    else missing.push(time)
  }
  runs.push(...mine)
  const broken = missing.length ? `no JSON report from run ${missing.join(', ')}` : undefined
  suites.push({ suite: 'jest', how: `${jestTimes} runs`, tests: testsIn(mine), runs: mine.length, seconds, broken })
}

for (const [suite, { config, parts }] of Object.entries(playwrightSuites).filter(([suite]) => chosen.includes(suite))) {
  const mine: TestRun[] = []
  let seconds = 0
  const missing: string[] = []
  for (const [index, part] of parts.entries()) {
    // Each part its own evidence folder: a run empties its output folder first.
    const output = index === 0 ? '' : ` --output test-results/${suite}-${index + 1}`
    seconds += await timed(
      `${suite}${part ? ` ${part}` : ''}, --repeat-each ${repeatEach}`,
      `npx playwright test --config ${config} ${part}${output} --repeat-each ${repeatEach}`,
    )
    // In CI each suite writes its JSON report here (tests/e2e/reporters.ts).
    const report = await readJson<JSONReport>(path.join(cwd, 'test-results', `${suite}.json`))
    if (!report) missing.push(part || 'the run')
    mine.push(...(report ? testRuns(suite, report) : []))
    if (report) outside.push(...errorsOutsideTests(suite, report))
  }
  runs.push(...mine)
  const broken = missing.length ? `no JSON report from ${missing.join(', ')}` : undefined
  suites.push({ suite, how: `--repeat-each ${repeatEach}`, tests: testsIn(mine), runs: mine.length, seconds, broken })
}

const flakes = flakesAmong(runs, outside)
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
const text = flakesReport(
  {
    command: `npm run test:flakes -- --report${values.ref === 'HEAD' ? '' : ` --ref ${values.ref}`}${values.jest === '10' ? '' : ` --jest ${jestTimes}`}${values.repeat === '3' ? '' : ` --repeat ${repeatEach}`}${values.suite?.length ? values.suite.map((suite) => ` --suite ${suite}`).join('') : ''}`,
    date: new Date().toISOString().slice(0, 10),
    commit,
    machine: `${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${loadBefore.toFixed(2)} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end`,
  },
  suites,
  flakes,
)
console.log(`\n${text}`)
if (values.report) await writeFile('reports/flakes.md', text)
if (flakes.length || suites.some(({ broken }) => broken)) {
  console.error(`The clone stays for its evidence (test-results/<suite>/, ${path.basename(log)}): ${cwd}`)
  process.exitCode = 1
} else {
  await rm(cwd, { recursive: true, force: true })
  await rm(log, { force: true })
}
