// CI's last step of a job: `tsx scripts/ci-summary.ts WORKFLOW` appends to $GITHUB_STEP_SUMMARY (else prints) what the
// job ran, what failed (its steps, GitHub's `toJSON(steps)` in STEPS, and test-results/<suite>.json) and the evidence.
import { appendFileSync, readFileSync } from 'node:fs'
import { jobSummary, type StepResult } from '../tools/gate/job-summary'
import { failedTestsIn } from '../tools/gate/playwright-failures'

const [workflow] = process.argv.slice(2)
const job = process.env.GITHUB_JOB
if (!workflow || !job) {
  console.error('Usage: GITHUB_JOB=<job id> STEPS=<toJSON(steps)> tsx scripts/ci-summary.ts <workflow file>')
  process.exit(2)
}

const failed = failedTestsIn('test-results')
const steps = JSON.parse(process.env.STEPS || '{}') as Record<string, StepResult>
const summary = jobSummary({ workflowText: readFileSync(workflow, 'utf8'), job, steps, failed })

if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary)
else console.log(summary)
