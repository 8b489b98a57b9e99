// What each host reads from the repository: a deploy workflow that parses and offers every host.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { planJob, type PlannedStep, type RunStatus } from '@/tools/perf/workflow-steps'

interface Concurrency {
  group: string
  'cancel-in-progress'?: boolean
}

interface Workflow {
  on: Record<string, unknown>
  concurrency?: Concurrency
  jobs: Record<
    string,
    {
      needs?: string | string[]
      if?: string
      concurrency?: Concurrency
      steps?: {
        id?: string
        if?: string
        shell?: string
        uses?: string
        run?: string
        with?: Record<string, unknown>
        env?: Record<string, string>
      }[]
    }
  >
}

describe('.github/workflows/deploy.yml', () => {
  const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as Workflow
  const text = JSON.stringify(workflow)

  it('builds on push to main, by hand and when Sanity reports published content', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'repository_dispatch', 'workflow_dispatch'])
    expect(workflow.on.repository_dispatch).toEqual({ types: ['sanity-content-published'] })
  })

  it('has a build job and one deploy job per host, each chosen by the DEPLOY_TARGET variable, GitHub Pages by default', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['build', 'deploy-cloudflare', 'deploy-netlify', 'deploy-pages'])
    for (const job of ['deploy-pages', 'deploy-cloudflare', 'deploy-netlify'])
      expect(workflow.jobs[job]?.needs).toBe('build')
    expect(workflow.jobs['deploy-pages']?.if).toContain("vars.DEPLOY_TARGET == ''")
    expect(workflow.jobs['deploy-cloudflare']?.if).toContain("vars.DEPLOY_TARGET == 'cloudflare'")
    expect(workflow.jobs['deploy-netlify']?.if).toContain("vars.DEPLOY_TARGET == 'netlify'")
  })

  it('passes the real address and the Sanity settings to the build, and keeps tokens in secrets', () => {
    const build = workflow.jobs.build?.steps?.find((step) => step.id === 'build')
    expect(build?.env).toMatchObject({
      SANITY_PROJECT_ID: '${{ vars.SANITY_PROJECT_ID }}',
      SANITY_API_READ_TOKEN: '${{ secrets.SANITY_API_READ_TOKEN }}',
    })
    for (const secret of ['CLOUDFLARE_API_TOKEN', 'NETLIFY_AUTH_TOKEN']) expect(text).toContain(`secrets.${secret}`)
    expect(text).not.toMatch(/vars\.(CLOUDFLARE_API_TOKEN|NETLIFY_AUTH_TOKEN|SANITY_API_READ_TOKEN)/)
  })

  it('builds a GitHub Pages deploy for the address Pages gives the site when no SITE_URL variable is set', () => {
    const steps = workflow.jobs.build?.steps ?? []
    const pages = steps.find((step) => step.uses?.startsWith('actions/configure-pages@'))
    const build = steps.find((step) => step.id === 'build')
    expect(pages).toMatchObject({ id: 'pages', if: "vars.DEPLOY_TARGET == '' || vars.DEPLOY_TARGET == 'pages'" })
    expect(steps.indexOf(pages!)).toBeLessThan(steps.indexOf(build!))
    expect(build?.env?.SITE_URL).toBe('${{ vars.SITE_URL || steps.pages.outputs.base_url }}')
  })

  it('builds with pipefail, keeping the build’s own words in build.log', () => {
    const build = workflow.jobs.build?.steps?.find((step) => step.id === 'build')
    expect(build).toMatchObject({ shell: 'bash', run: 'npm run build 2>&1 | tee build.log' })
  })

  it('writes the build report with a secret token only, after the build', () => {
    const steps = workflow.jobs.build?.steps ?? []
    const report = steps.find((step) => step.run?.startsWith('npm run report-build'))
    expect(report?.env?.SANITY_API_WRITE_TOKEN).toBe('${{ secrets.SANITY_API_WRITE_TOKEN }}')
    expect(steps.indexOf(report!)).toBeGreaterThan(steps.findIndex((step) => step.id === 'build'))
  })

  it('lets a run under way finish, so no host’s deploy is cut off halfway by the next publish', () => {
    expect(workflow.concurrency).toEqual({ group: 'deploy', 'cancel-in-progress': false })
    const cancelling = Object.entries(workflow.jobs).filter(
      ([, job]) =>
        job.concurrency?.['cancel-in-progress'] !== undefined && job.concurrency['cancel-in-progress'] !== false,
    )
    expect(cancelling.map(([name]) => name)).toEqual([])
  })
})

/** The build report step's command as the runner takes it in a run whose build step ended so, cancelled (by hand) or not; undefined when it does not run. */
function reportStepWhen(
  buildOutcome: 'success' | 'failure' | 'skipped' | 'cancelled',
  runCancelled: boolean,
): string | undefined {
  // GitHub's status functions in such a run: a cancelled run has cancelled() true and neither success() nor failure().
  const status: RunStatus = {
    cancelled: runCancelled,
    success: !runCancelled && buildOutcome !== 'failure',
    failure: !runCancelled && buildOutcome === 'failure',
  }
  const scenario = {
    github: { event_name: 'push' },
    runner: { os: 'Linux' },
    vars: {},
    secrets: {},
    steps: { build: { outcome: buildOutcome } },
  }
  const plan = planJob(readFileSync('.github/workflows/deploy.yml', 'utf8'), 'build', scenario, status)
  return plan.flatMap((step) =>
    'run' in step && step.run.command.startsWith('npm run report-build') ? [step.run.command] : [],
  )[0]
}

describe('the build report step, in each way a run can end', () => {
  it('reports a build that succeeded, and one that failed with its log', () => {
    expect(reportStepWhen('success', false)).toBe('npm run report-build -- --outcome success --log build.log')
    expect(reportStepWhen('failure', false)).toBe('npm run report-build -- --outcome failure --log build.log')
  })

  it('reports nothing for a run that was cancelled, even with its build cut off: a cancelled run is no failure', () => {
    expect(reportStepWhen('cancelled', true)).toBeUndefined()
    expect(reportStepWhen('success', true)).toBeUndefined()
  })

  it('reports nothing when the build never ran (an earlier step failed)', () => {
    expect(reportStepWhen('skipped', false)).toBeUndefined()
  })
})

describe('the deploy’s build job, as the runner takes it', () => {
  const text = readFileSync('.github/workflows/deploy.yml', 'utf8')
  const scenario = {
    github: { event_name: 'repository_dispatch' },
    runner: { os: 'Linux' },
    vars: {},
    secrets: {},
    steps: {},
  }
  const runs = (plan: PlannedStep[]) => plan.flatMap((step) => ('run' in step ? [step.run] : []))

  it('on a cache miss installs only the build’s packages, builds, and reports', () => {
    expect(runs(planJob(text, 'build', scenario)).map(({ command }) => command)).toEqual([
      'npm ci --omit=dev --workspaces=false --no-audit --no-fund',
      'npm run build 2>&1 | tee build.log',
      'npm run report-build -- --outcome success --log build.log',
    ])
  })

  it('skips the install when node_modules came back from the cache', () => {
    const hit = { ...scenario, steps: { modules: { outputs: { 'cache-hit': 'true' } } } }
    expect(runs(planJob(text, 'build', hit)).map(({ command }) => command)).not.toContain(
      'npm ci --omit=dev --workspaces=false --no-audit --no-fund',
    )
  })

  it('caches node_modules by the runner, Node and lockfile, and Next’s build cache by the lockfile', () => {
    const steps = (parse(text) as Workflow).jobs.build?.steps ?? []
    const caches = steps.filter((step) => step.uses?.startsWith('actions/cache@'))
    expect(caches.map((step) => step.with?.path)).toEqual(['node_modules', '.next/cache'])
    expect(caches[0]?.with?.key).toMatch(
      /runner\.os.*steps\.node\.outputs\.node-version.*hashFiles\('package-lock\.json'\)/,
    )
    expect(caches[1]?.with?.['restore-keys']).toContain("hashFiles('package-lock.json')")
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toMatchObject({ cache: 'npm' })
  })

  it('gives the build the live site’s address, whose build.json history it carries on', () => {
    const build = runs(planJob(text, 'build', { ...scenario, vars: { SITE_URL: 'https://www.example.com' } })).find(
      ({ id }) => id === 'build',
    )
    expect(build?.env).toMatchObject({
      SITE_URL: 'https://www.example.com',
      PREVIOUS_BUILD: 'https://www.example.com',
      NEXT_TELEMETRY_DISABLED: '1',
    })
  })

  it('names the step and the expression it cannot evaluate', () => {
    const broken = text.replace("steps.modules.outputs.cache-hit != 'true'", "nonsense.context == 'x'")
    expect(() => planJob(broken, 'build', scenario)).toThrow(
      /job build, step "Install what the build needs", if:: cannot evaluate \$\{\{ nonsense\.context == 'x' \}\}/,
    )
  })
})
