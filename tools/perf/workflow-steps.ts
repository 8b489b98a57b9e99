// A GitHub Actions job's `run:` steps as the runner would take them, so a measurement runs the workflow's own commands:
// `if:` conditions and `${{ }}` expressions are evaluated by GitHub's own evaluator (@actions/expressions) against a
// scenario (variables, secrets, the outputs of the `uses:` steps the measurement does not run).
import { Evaluator, Lexer, Parser, data } from '@actions/expressions'
import type { FunctionDefinition } from '@actions/expressions/funcs/info'
import { truthy } from '@actions/expressions/result'
import { parse } from 'yaml'

type Env = Record<string, string | number | boolean>

export interface WorkflowStep {
  id?: string
  name?: string
  if?: string
  uses?: string
  run?: string
  shell?: string
  env?: Env
}

interface Workflow {
  env?: Env
  jobs: Record<string, { env?: Env; steps?: WorkflowStep[] }>
}

/** What the runner would know: contexts by name (`vars`, `secrets`, `runner`, `steps`), as plain JSON. */
export type Scenario = Record<string, unknown>

/** A `run:` step, resolved: its label, the shell command line and the environment GitHub would give it. */
export interface RunStep {
  id?: string
  label: string
  shell: string[]
  command: string
  env: Record<string, string>
}

/** A step of the plan: a `run:` step to run, or a step this machine leaves out, with why. */
export type PlannedStep = { run: RunStep } | { skipped: string }

/** What GitHub's status functions answer at a step: success(), failure() and cancelled() (always() is always true). */
export interface RunStatus {
  success: boolean
  failure: boolean
  cancelled: boolean
}

/** Every step before has succeeded: the status a measurement plans with, as it stops at the first failure. */
export const allSucceeded: RunStatus = { success: true, failure: false, cancelled: false }
/** A step before has failed (the run was not cancelled). */
export const aStepFailed: RunStatus = { success: false, failure: true, cancelled: false }

const statusFunctions = (status: RunStatus): FunctionDefinition[] =>
  Object.entries({ always: true, ...status }).map(([name, value]) => ({
    name,
    minArgs: 0,
    maxArgs: 0,
    call: () => new data.BooleanData(value),
  }))

/** A push as the runner sees it: no variables or secrets, no step outputs. */
export const pushScenario: Scenario = {
  github: { event_name: 'push' },
  runner: { os: 'Linux', arch: 'X64' },
  vars: {},
  secrets: {},
  steps: {},
}

// GitHub's shells for `run:` on Linux (docs: "jobs.<job_id>.steps[*].shell").
const shells: Record<string, string[]> = {
  default: ['bash', '-e', '-c'],
  bash: ['bash', '--noprofile', '--norc', '-eo', 'pipefail', '-c'],
  sh: ['sh', '-e', '-c'],
}

function evaluate(expression: string, scenario: Scenario, where: string, status: RunStatus): data.ExpressionData {
  const functions = statusFunctions(status)
  try {
    const { tokens } = new Lexer(expression).lex()
    const parsed = new Parser(tokens, Object.keys(scenario), functions).parse()
    const context = JSON.parse(JSON.stringify(scenario), data.reviver) as data.Dictionary
    return new Evaluator(parsed, context, new Map(functions.map((fn) => [fn.name, fn]))).evaluate()
  } catch (error) {
    throw new Error(`${where}: cannot evaluate \${{ ${expression} }}: ${(error as Error).message}`)
  }
}

/** A value with its `${{ }}` expressions replaced, as GitHub does before a step runs. */
export function substitute(value: string, scenario: Scenario, where: string, status = allSucceeded): string {
  return value.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) =>
    evaluate(expression.trim(), scenario, where, status).coerceString(),
  )
}

/** A step's `if:` as an expression: without its `${{ }}`, and `success()` when it has none, as GitHub reads it. */
const conditionOf = (condition: string | undefined) =>
  condition ? String(condition).replace(/^\$\{\{(.*)\}\}$/s, '$1') : 'success()'

/** Whether a step with this `if:` runs under the scenario and the run's status. */
export function conditionHolds(
  condition: string | undefined,
  scenario: Scenario,
  where: string,
  status = allSucceeded,
): boolean {
  return truthy(evaluate(conditionOf(condition), scenario, `${where}, if:`, status))
}

const labelOf = (step: WorkflowStep, index: number) =>
  step.name ?? step.run?.split('\n')[0] ?? step.uses ?? `step ${index + 1}`

/**
 * The job's steps in order under the scenario: each `run:` step whose `if:` holds, with its shell and environment
 * (workflow, job and step `env:`), and every other step named with the reason it is not run here. The run's status
 * is `status` (every step so far succeeded, unless told otherwise), and a step's outcome is the scenario's, else
 * success or skipped as its condition says.
 */
export function planJob(
  workflowText: string,
  jobName: string,
  scenario: Scenario,
  status = allSucceeded,
): PlannedStep[] {
  const workflow = parse(workflowText) as Workflow
  const job = workflow.jobs?.[jobName]
  if (!job?.steps) throw new Error(`The workflow has no job "${jobName}" with steps`)
  const steps: Record<string, unknown> = { ...(scenario.steps as Record<string, unknown>) }
  return job.steps.map((step, index) => {
    const label = labelOf(step, index)
    const where = `job ${jobName}, step "${label}"`
    const current = { ...scenario, steps }
    const runs = conditionHolds(step.if, current, where, status)
    const outcome = runs ? 'success' : 'skipped'
    if (step.id) steps[step.id] = { outcome, conclusion: outcome, outputs: {}, ...(steps[step.id] as object) }
    if (!runs) return { skipped: `${label}: its condition (${conditionOf(step.if)}) is false` }
    if (step.run === undefined) return { skipped: `${label}: uses ${step.uses}, an action this machine does not run` }
    const shell = shells[step.shell ?? 'default']
    if (!shell) throw new Error(`${where}: shell "${step.shell}" is not one this measurement knows (bash, sh)`)
    const env = Object.fromEntries(
      Object.entries({ ...workflow.env, ...job.env, ...step.env }).map(([name, value]) => [
        name,
        substitute(String(value), current, `${where}, env ${name}`, status),
      ]),
    )
    return { run: { id: step.id, label, shell, command: substitute(step.run, current, `${where}, run:`, status), env } }
  })
}
