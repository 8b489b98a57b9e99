// What the test workflow must keep true, read from its YAML: together its jobs run every command npm test runs, each
// within its time limit, and a job that runs tests keeps its evidence when it fails.
import { parse } from 'yaml'
import { aStepFailed, conditionHolds, planJob, pushScenario } from '../perf/workflow-steps'
import { commandsOf, type ReachedCommand } from './npm-script-commands'

interface Step {
  if?: string
  uses?: string
  with?: Record<string, unknown>
}

interface Workflow {
  jobs: Record<string, { 'timeout-minutes'?: number; steps?: Step[] }>
}

/** npm test's commands that CI has no need to run, with why. */
const notForCi: Record<string, string> = {
  'tsx scripts/preflight.ts': 'each job installs the tools it needs before its suites start',
  'tsx scripts/checkout-guard.ts record': 'in CI the guard compares with a clean checkout and reads no record',
}

const jobsOf = (workflowText: string) => (parse(workflowText) as Workflow).jobs ?? {}

/** The commands a job's `run:` steps run on a push, npm scripts followed. */
function jobCommands(workflowText: string, job: string, scripts: Record<string, string>): ReachedCommand[] {
  return planJob(workflowText, job, pushScenario).flatMap((step) =>
    'run' in step ? commandsOf(step.run.command, scripts) : [],
  )
}

/** What npm test runs that CI must run too, by the way npm test reaches it. */
function gateCommands(scripts: Record<string, string>): ReachedCommand[] {
  return commandsOf('npm test', scripts).filter(({ command }) => !(command in notForCi))
}

/** The commands of npm test that no job runs: a suite that dropped out of CI. */
export function commandsNoJobRuns(workflowText: string, scripts: Record<string, string>): ReachedCommand[] {
  const run = new Set(
    Object.keys(jobsOf(workflowText)).flatMap((job) =>
      jobCommands(workflowText, job, scripts).map(({ command }) => command),
    ),
  )
  return gateCommands(scripts).filter(({ command }) => !run.has(command))
}

/** Each job without a limit, or with one above `maxMinutes`, as "job: why". */
export function jobsOverTime(workflowText: string, maxMinutes: number): string[] {
  return Object.entries(jobsOf(workflowText)).flatMap(([name, job]) => {
    const limit = job['timeout-minutes']
    if (limit === undefined) return [`${name}: no timeout-minutes (GitHub's default is 360)`]
    return limit > maxMinutes ? [`${name}: timeout-minutes ${limit}`] : []
  })
}

/** An upload of test-results/ and the Playwright reports that runs when a step before it failed. */
function keepsEvidence(step: Step): boolean {
  if (!step.uses?.startsWith('actions/upload-artifact@')) return false
  const paths = String(step.with?.path ?? '')
  return (
    paths.includes('test-results') &&
    paths.includes('playwright-report') &&
    conditionHolds(step.if, { ...pushScenario, env: {}, job: {} }, `the upload ${step.uses}`, aStepFailed)
  )
}

/** Jobs that run any of npm test's tests (its commands other than the build's) but keep no evidence when they fail. */
export function jobsWithoutEvidence(workflowText: string, scripts: Record<string, string>): string[] {
  const tests = new Set(
    gateCommands(scripts)
      .filter(({ via }) => !via.includes('build'))
      .map(({ command }) => command),
  )
  return Object.entries(jobsOf(workflowText))
    .filter(([name]) => jobCommands(workflowText, name, scripts).some(({ command }) => tests.has(command)))
    .filter(([, job]) => !(job.steps ?? []).some(keepsEvidence))
    .map(([name]) => name)
}
