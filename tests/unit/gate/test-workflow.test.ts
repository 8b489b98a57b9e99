// The test workflow runs all of npm test in jobs side by side, each within 8 minutes and keeping its evidence on failure;
// each rule is also shown to fire on a copy of the workflow broken on purpose.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { commandsNoJobRuns, jobsOverTime, jobsWithoutEvidence } from '@/tools/gate/workflow-rules'

const text = readFileSync('.github/workflows/test.yml', 'utf8')
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
const jobs = (parse(text) as { jobs: Record<string, { needs?: unknown; steps: { run?: string }[] }> }).jobs

/** The workflow with `from` replaced by `to` inside one job's block only (the jobs repeat their steps). */
function inJob(job: string, from: string, to: string): string {
  const start = text.indexOf(`\n  ${job}:\n`)
  const next = text.slice(start + 1).search(/\n {2}[\w-]+:\n/)
  const end = next === -1 ? text.length : start + 1 + next
  const block = text.slice(start, end)
  if (!block.includes(from)) throw new Error(`job ${job} has no "${from}"`)
  return text.slice(0, start) + block.replace(from, to) + text.slice(end)
}

describe('.github/workflows/test.yml', () => {
  it('runs, in its jobs together, every command npm test runs', () => {
    expect(commandsNoJobRuns(text, scripts)).toEqual([])
  })

  it('runs its jobs side by side: none waits for another', () => {
    expect(Object.keys(jobs).length).toBeGreaterThan(1)
    expect(Object.entries(jobs).filter(([, job]) => job.needs !== undefined)).toEqual([])
  })

  it('stops every job after at most 8 minutes', () => {
    expect(jobsOverTime(text, 8)).toEqual([])
  })

  it('keeps test-results/ and the Playwright reports of every job that runs tests when it fails', () => {
    expect(jobsWithoutEvidence(text, scripts)).toEqual([])
  })

  it('ends every job by checking that its run left the checkout clean, as npm test does', () => {
    for (const [name, job] of Object.entries(jobs)) {
      const runs = job.steps.flatMap(({ run }) => (run && !run.includes('ci-summary') ? [run] : []))
      expect([name, runs.at(-1)]).toEqual([name, 'npx tsx scripts/checkout-guard.ts verify'])
    }
  })
})

describe('the workflow’s rules, on copies broken on purpose', () => {
  it('name a suite no job runs any more, with the scripts that lead npm test to it', () => {
    const dropped = inJob('own-builds', 'run: npm run test:dev\n', 'run: echo the dev loop is skipped\n')
    expect(commandsNoJobRuns(dropped, scripts)).toEqual([
      { command: 'playwright test --config playwright.dev.config.ts', via: ['test', 'test:own-builds', 'test:dev'] },
    ])
  })

  it('name a suite npm test gains that no job runs', () => {
    const grown = {
      ...scripts,
      'test:own-builds': `${scripts['test:own-builds']} test:new`,
      'test:new': 'playwright test --config playwright.new.config.ts',
    }
    expect(commandsNoJobRuns(text, grown).map(({ command }) => command)).toEqual([
      'playwright test --config playwright.new.config.ts',
    ])
  })

  it('name a suite that runs only when an earlier step failed as not run', () => {
    const onlyOnFailure = inJob(
      'visitor',
      '        run: npm run test:e2e\n',
      '        if: failure()\n        run: npm run test:e2e\n',
    )
    expect(commandsNoJobRuns(onlyOnFailure, scripts).map(({ command }) => command)).toEqual(['playwright test'])
  })

  it('name a job without a time limit and one with a limit over 8 minutes', () => {
    const unlimited = inJob('studio', '    timeout-minutes: 8\n', '')
    expect(jobsOverTime(unlimited, 8)).toEqual(["studio: no timeout-minutes (GitHub's default is 360)"])
    expect(jobsOverTime(inJob('visitor', 'timeout-minutes: 8', 'timeout-minutes: 20'), 8)).toEqual([
      'visitor: timeout-minutes 20',
    ])
  })

  it('name a job that uploads its evidence only when it passed, or not the Playwright reports', () => {
    expect(jobsWithoutEvidence(inJob('export', 'if: failure()', 'if: success()'), scripts)).toEqual(['export'])
    expect(jobsWithoutEvidence(inJob('studio', '            playwright-report/\n', ''), scripts)).toEqual(['studio'])
  })

  it('name a job that keeps no evidence at all', () => {
    expect(
      jobsWithoutEvidence(inJob('check', 'uses: actions/upload-artifact@', 'uses: actions/cache/save@'), scripts),
    ).toEqual(['check'])
  })
})
