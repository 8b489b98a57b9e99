// The mutation runs' results are kept in git (docs/decisions/0041-mutation-results-in-git.md): a fresh clone goes on from
// them, while the weekly workflow measures every mutant and merges only what its own jobs measured.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

const ignored = (file: string) => {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '--quiet', file])
    return true
  } catch {
    return false
  }
}

it("keeps each run's report, incremental file, basis and facts in git, and leaves Stryker's HTML reports out", () => {
  const job = 'reports/mutation/packages-content-lake-src.part-1-of-6'
  for (const kept of ['.json', '.incremental.json', '.incremental-basis.json', '.run.json'])
    expect({ file: `${job}${kept}`, ignored: ignored(`${job}${kept}`) }).toEqual({
      file: `${job}${kept}`,
      ignored: false,
    })
  expect(ignored(`${job}.html`)).toBe(true)
})

type Step = { name?: string; run?: string; uses?: string }
const { jobs } = parse(readFileSync('.github/workflows/mutation.yml', 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>
}

it('the weekly jobs reuse none of the committed results: each runs with --full', () => {
  const runs = jobs.mutation!.steps.filter((step) => step.run?.includes('npm run test:mutation'))
  expect(runs).toHaveLength(1)
  expect(runs[0]!.run).toMatch(/npm run test:mutation -- \$MUTATION_ARGS --full$/m)
})

it("the weekly merge sets the committed results aside before it takes its jobs' results", () => {
  const steps = jobs.report!.steps
  const setAside = steps.findIndex((step) => step.run?.trim() === 'rm -rf reports/mutation')
  const download = steps.findIndex((step) => step.uses?.startsWith('actions/download-artifact@'))
  const merge = steps.findIndex((step) => step.run?.includes('npm run test:mutation -- --merge'))
  expect(setAside).toBeGreaterThanOrEqual(0)
  expect([setAside < download, download < merge]).toEqual([true, true])
})
