// Runs a workflow job's `run:` steps here as the runner would (tools/perf/workflow-steps.ts plans them), timing each, and
// leaves out the steps only GitHub's runner needs, saying why.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import type { PlannedStep, RunStep } from '../perf/workflow-steps'

/** Steps that set up GitHub's runner, which this machine does not need: it has its own Chromium, Java and nginx. */
const onlyOnGitHub: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\bplaywright install\b/,
    why: "downloads Playwright's browser (it cannot be fetched here; the suites use this machine's Chromium)",
  },
  { pattern: /\bapt-get\b/, why: 'installs a system package, which this machine has' },
  {
    pattern: /\$GITHUB_ENV\b|scripts\/ci-summary\.ts/,
    why: "writes the runner's own files ($GITHUB_ENV, the job summary)",
  },
]

export interface TimedStep {
  label: string
  seconds?: number
  skipped?: string
}

// What the runner's environment has besides the workflow's: a shell's basics and this machine's way to the registry
// (its CA and proxy; without them every fetch fails its three tries and npm falls back to its cache 70 s later), plus the
// CI flag GitHub sets. Nothing else of this shell's (SANITY_*, SITE_URL, OUT_DIR…) reaches the steps.
const passedOn = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR']
const proxy = /^(https?|no)_proxy$/i
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name, value]) => value !== undefined && (passedOn.includes(name) || proxy.test(name)),
  ),
)

/** Runs one `run:` step in the runner's clean environment, appending its output to `log`; resolves to its seconds. */
export function runStep(step: RunStep, cwd: string, log: string): Promise<number> {
  const started = performance.now()
  const out = createWriteStream(log, { flags: 'a' })
  return new Promise((resolve, reject) => {
    out.on('open', () => {
      const child = spawn(step.shell[0]!, [...step.shell.slice(1), step.command], {
        cwd,
        env: Object.assign({} as NodeJS.ProcessEnv, baseEnv, { CI: 'true' }, step.env),
        stdio: ['ignore', out, out],
      })
      child.on('close', (code) => {
        out.close()
        if (code === 0) resolve((performance.now() - started) / 1000)
        else
          reject(
            new Error(
              `"${step.label}" exited with ${code} after ${((performance.now() - started) / 1000).toFixed(0)} s; its output: ${log}`,
            ),
          )
      })
    })
  })
}

/** Runs the planned steps in `cwd` one after another, appending their output to `log`; stops at the first failure. */
export async function runTimed(plan: PlannedStep[], cwd: string, log: string): Promise<TimedStep[]> {
  const timed: TimedStep[] = []
  for (const step of plan) {
    if ('skipped' in step) {
      if (/uses actions\/download-artifact@/.test(step.skipped))
        throw new Error(`${step.skipped}: this measurement cannot make the artifact here`)
      const colon = step.skipped.indexOf(': ')
      timed.push({ label: step.skipped.slice(0, colon), skipped: step.skipped.slice(colon + 2) })
      continue
    }
    const githubOnly = onlyOnGitHub.find(({ pattern }) => pattern.test(step.run.command))
    if (githubOnly) timed.push({ label: step.run.label, skipped: githubOnly.why })
    else timed.push({ label: step.run.label, seconds: await runStep(step.run, cwd, log) })
  }
  return timed
}
