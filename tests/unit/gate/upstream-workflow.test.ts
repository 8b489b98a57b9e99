// The upstream canary tries next's canary and the newest sanity each week, each alone over the lockfile, through the
// build and the visitor, hosts and Studio suites, and ends a red run naming the package, its version and what broke.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { aStepFailed, planJob, substitute, type PlannedStep, type Scenario } from '@/tools/perf/workflow-steps'
import { canaryVerdict, moveUpstream, type Manifest } from '@/tools/gate/upstream-canary'
import { runScript } from '../run-script'

const file = '.github/workflows/upstream.yml'
const text = readFileSync(file, 'utf8')

interface Workflow {
  on: Record<string, unknown>
  jobs: Record<
    string,
    { strategy: { 'fail-fast': boolean; matrix: { include: { upstream: string; release: string }[] } } }
  >
}
const workflow = parse(text) as Workflow
const { strategy } = workflow.jobs.canary!

const scenario = (upstream: string, steps: Record<string, unknown> = {}): Scenario => ({
  github: { event_name: 'schedule' },
  runner: { os: 'Linux' },
  vars: {},
  secrets: {},
  inputs: {},
  matrix: { upstream, release: upstream === 'next' ? 'canary' : 'latest' },
  steps,
})
const runs = (plan: PlannedStep[]) => plan.flatMap((step) => ('run' in step ? [step.run] : []))

/** The releases the matrix tries on a schedule, or with the inputs of a run started by hand. */
const releases = (inputs: Record<string, string>) =>
  strategy.matrix.include.map(
    ({ upstream, release }) => `${upstream}@${substitute(release, { inputs }, 'matrix.release')}`,
  )

const manifests = {
  'package.json': 'package.json',
  'studio/package.json': 'studio/package.json',
  'packages/content-lake/package.json': 'packages/content-lake/package.json',
}
const realManifests = Object.fromEntries(
  Object.entries(manifests).map(([name, path]) => [name, JSON.parse(readFileSync(path, 'utf8')) as Manifest]),
)

describe(file, () => {
  it('runs on Mondays at 05:17 UTC (as docs/reference.md says) and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch'])
    expect(workflow.on.schedule).toEqual([{ cron: '17 5 * * 1' }])
  })

  it('tries next’s canary and the newest sanity, each in a job of its own that the other’s failure does not cancel', () => {
    expect(releases({})).toEqual(['next@canary', 'sanity@latest'])
    expect(releases({ next: '16.5.0-canary.38' })).toEqual(['next@16.5.0-canary.38', 'sanity@latest'])
    expect(strategy['fail-fast']).toBe(false)
  })

  it('installs the lockfile, then the upstream over it, then builds and runs the visitor, hosts and Studio suites, then names what it tried', () => {
    const commands = runs(planJob(text, 'canary', scenario('next'))).map(({ command }) => command)
    expect(commands.filter((command) => !/playwright install|ci-browser-env|nginx/.test(command))).toEqual([
      'npm ci --no-audit --no-fund',
      'npx tsx scripts/upstream-canary.ts install "$UPSTREAM" "$RELEASE"',
      'npm run build',
      'npm run test:e2e',
      'npm run test:hosts',
      'npm run test:studio',
      'npx tsx scripts/upstream-canary.ts verdict "$UPSTREAM"',
    ])
    const install = runs(planJob(text, 'canary', scenario('sanity'))).find(({ id }) => id === 'upstream')
    expect(install?.env).toMatchObject({ UPSTREAM: 'sanity', RELEASE: 'latest' })
  })

  it('when the build breaks, still runs the Studio suite (it builds its own) and the verdict, and skips the suites of the export', () => {
    const passed = { outcome: 'success' }
    const afterBrokenBuild = scenario('next', {
      install: passed,
      upstream: passed,
      playwright: passed,
      browser: passed,
      nginx: passed,
      build: { outcome: 'failure' },
    })
    const plan = planJob(text, 'canary', afterBrokenBuild, aStepFailed)
    const ran = runs(plan).map(({ id, command }) => id ?? command)
    expect(ran).toEqual(
      expect.arrayContaining(['test-studio', 'npx tsx scripts/upstream-canary.ts verdict "$UPSTREAM"']),
    )
    expect(ran).not.toEqual(expect.arrayContaining(['test-e2e']))
    expect(ran).not.toEqual(expect.arrayContaining(['test-hosts']))
  })
})

describe('the canary’s verdict', () => {
  const tried = { upstream: { outcome: 'success', outputs: { installed: 'next@16.5.0-canary.40' } } }

  it('names the package, the version and every step that failed, with its command, and where to read what to do', () => {
    const steps = {
      ...tried,
      build: { outcome: 'success' },
      'test-e2e': { outcome: 'failure' },
      'test-studio': { outcome: 'failure' },
    }
    expect(canaryVerdict(text, 'canary', 'next', steps)).toEqual({
      passed: false,
      message:
        'next@16.5.0-canary.40 broke "The visitor suite" (npm run test:e2e), "The Studio suite" (npm run test:studio), everything else as locked. What to do: docs/testing.md#when-the-upstream-canary-goes-red',
    })
  })

  it('names the package even when it did not install', () => {
    const steps = { upstream: { outcome: 'failure', outputs: { installed: 'sanity@6.19.0' } } }
    expect(canaryVerdict(text, 'canary', 'sanity', steps).message).toMatch(
      /^sanity@6\.19\.0 broke "Install the newest release of the upstream over it"/,
    )
    expect(canaryVerdict(text, 'canary', 'sanity', { upstream: { outcome: 'failure' } }).message).toMatch(
      /^the newest sanity broke/,
    )
  })

  it('says what passed when nothing failed', () => {
    expect(canaryVerdict(text, 'canary', 'next', { ...tried, build: { outcome: 'success' } })).toEqual({
      passed: true,
      message: 'next@16.5.0-canary.40 passed every step, everything else as locked.',
    })
  })

  it('is an error on the run’s page, from the script the workflow runs', async () => {
    const steps = JSON.stringify({ ...tried, build: { outcome: 'failure' } })
    const { code, stdout } = await runScript('upstream-canary.ts', ['verdict', 'next'], {
      STEPS: steps,
      GITHUB_JOB: 'canary',
      GITHUB_STEP_SUMMARY: '',
    })
    expect(code).toBe(0)
    expect(stdout).toContain(
      '::error title=Upstream canary: next::next@16.5.0-canary.40 broke "Build the export, the islands step included" (npm run build)',
    )
  })
})

describe('what the canary moves over the lockfile', () => {
  it('moves sanity with every @sanity/* package of its release, in the site and the Studio, and drops the override that held its CLI', () => {
    const { manifests: moved, changes } = moveUpstream(realManifests, 'sanity', '6.19.0')
    expect(moved['studio/package.json']?.dependencies).toMatchObject({
      sanity: '6.19.0',
      '@sanity/vision': '6.19.0',
      '@sanity/types': '6.19.0',
    })
    expect(moved['package.json']?.dependencies).toMatchObject({
      '@sanity/validation': '6.19.0',
      '@sanity/schema': '6.19.0',
    })
    expect(moved['packages/content-lake/package.json']?.dependencies).toMatchObject({ '@sanity/mutator': '6.19.0' })
    // Released on their own: they stay as declared.
    expect(moved['package.json']?.dependencies?.['@sanity/client']).toBe(
      realManifests['package.json']?.dependencies?.['@sanity/client'],
    )
    expect(moved['package.json']?.dependencies?.next).toBe(realManifests['package.json']?.dependencies?.next)
    expect(moved['package.json']?.overrides).not.toHaveProperty('@sanity/cli')
    expect(changes).toContain('studio/package.json dependencies.sanity: 6.16.0 → 6.19.0')
  })

  it('moves next alone', () => {
    const { changes } = moveUpstream(realManifests, 'next', '16.5.0-canary.40')
    expect(changes).toEqual(['package.json dependencies.next: 16.4.6 → 16.5.0-canary.40'])
  })

  it('refuses manifests that declare the upstream at two versions: which one is locked would be a guess', () => {
    const split = { ...realManifests, 'studio/package.json': { dependencies: { next: '16.4.5' } } }
    expect(() => moveUpstream(split, 'next', '16.5.0')).toThrow(
      'The manifests should declare next at one exact version; they declare 16.4.6, 16.4.5',
    )
  })
})
