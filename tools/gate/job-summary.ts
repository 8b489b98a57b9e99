// The summary a CI job writes ($GITHUB_STEP_SUMMARY): each step it ran and how it ended, the tests that failed, and
// where the evidence of a failure is.
import { parse } from 'yaml'
import type { FailedTest } from './playwright-failures'

/** A step as GitHub's `steps` context reports it (`toJSON(steps)`), by step id. */
export interface StepResult {
  outcome?: string
  outputs?: Record<string, string>
}

interface Step {
  id?: string
  name?: string
  run?: string
}

export interface JobRun {
  workflowText: string
  job: string
  steps: Record<string, StepResult>
  failed: FailedTest[]
  /** The name of the evidence the job uploads on failure: `evidence-<job>` unless told. */
  artifact?: string
}

const outcomes: Record<string, string> = {
  success: '✅ passed',
  failure: '❌ **failed**',
  skipped: '⏭️ not run',
  cancelled: '⏹️ cancelled',
}
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function evidence(run: JobRun): string {
  const url = run.steps.evidence?.outputs?.['artifact-url']
  if (!url) return 'No evidence was uploaded: the failed step wrote none. Its log above says why.'
  return [
    `[${run.artifact ?? `evidence-${run.job}`}](${url}) (kept 14 days) holds:`,
    '- `test-results/<suite>/`: for each failed test, a trace of its actions (open it with `npx playwright show-trace <folder>/trace.zip`), a screenshot at the failure and the requests of its pages (`requests.txt`);',
    '- `playwright-report/<suite>/`: the HTML report (`npx playwright show-report playwright-report/<suite>`).',
  ].join('\n')
}

/** The job's summary in Markdown: passed or failed, a table of its `run:` steps, then what failed and the evidence. */
export function jobSummary(run: JobRun): string {
  const job = (parse(run.workflowText) as { jobs: Record<string, { name?: string; steps?: Step[] }> }).jobs[run.job]
  if (!job) throw new Error(`The workflow has no job "${run.job}"`)
  const steps = (job.steps ?? []).filter((step) => step.run !== undefined && step.id !== undefined)
  const failedSteps = steps.filter((step) => run.steps[step.id!]?.outcome === 'failure')
  const passed = failedSteps.length === 0 && run.failed.length === 0
  const rows = steps.map((step) => {
    const outcome = run.steps[step.id!]?.outcome
    return `| ${outcome ? (outcomes[outcome] ?? outcome) : '⏭️ not reached'} | ${cell(step.name ?? step.id!)} | \`${cell(step.run!.trim().split('\n')[0]!)}\` |`
  })
  const lines = [
    `## ${passed ? '✅' : '❌'} ${job.name ?? run.job}`,
    '',
    '| Result | Step | Command |',
    '| --- | --- | --- |',
    ...rows,
  ]
  if (run.failed.length) {
    lines.push('', `### Failed tests (${run.failed.length})`, '')
    for (const test of run.failed) lines.push(`- ${test.suite}: \`${test.where}\` ${test.title}: ${test.error}`)
  }
  if (!passed) lines.push('', '### Evidence', '', evidence(run))
  return `${lines.join('\n')}\n`
}
