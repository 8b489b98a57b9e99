// `npm run test:mutation`: StrykerJS (stryker.config.mjs) mutates each folder whose logic the unit tests must pin down,
// one run a folder, and writes reports/mutation.md with the score per folder and every mutant left alive, from
// Stryker's JSON reports (reports/mutation/<folder>.json, beside its HTML report). `-- tools/servers` runs the folders
// named and keeps the others' last figures (reports/mutation.json). Fails when a folder measured is below the goal or
// has a mutant alive that no test kills and the list of equivalent mutants does not explain.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { Stryker } from '@stryker-mutator/core'
import {
  folderResult,
  mutationScore,
  renderMutationReport,
  staleEquivalents,
  type FolderResult,
  type MutationSummary,
  type StrykerReport,
} from '../tools/gate/mutation-report'
import { equivalentMutants } from '../tests/mutation/equivalent-mutants'

/**
 * The folders, each with the files Stryker mutates in it. Left to the Studio suite in Chromium, which Stryker cannot
 * run per mutant: the Site tool's views (.tsx), the plugin's definition (index.ts) and the hooks that hand the views
 * and the badge the shared store (use-site-status.ts, live-badge.ts); what they show is decided in the .ts files that
 * are mutated (document-badge.ts for the badge).
 */
const folders: Record<string, string[]> = {
  'packages/content-lake/src': ['packages/content-lake/src/**/*.ts'],
  'lib/content': ['lib/content/**/*.ts', '!lib/content/sanity.types.ts'],
  'studio/plugins/site-status/logic': ['studio/plugins/site-status/logic/**/*.ts'],
  'tools/headers': ['tools/headers/**/*.ts'],
  'tools/servers': [
    'tools/servers/**/*.ts',
    // Left to the preview, dev and Studio suites, which run them as the processes they are: Next started behind the
    // host rule, and the preview's child process group. No unit test can load Next per mutant, and Stryker sees no
    // mutant in a process it did not start (the first run: 28 and 65 of their 103 mutants had no test to run).
    '!tools/servers/next-server.ts',
    '!tools/servers/preview-process.ts',
  ],
  'studio/plugins/site-status': [
    'studio/plugins/site-status/**/*.ts',
    // Its logic is a folder of its own, above.
    '!studio/plugins/site-status/logic/**',
    '!studio/plugins/site-status/index.ts',
    '!studio/plugins/site-status/use-site-status.ts',
    '!studio/plugins/site-status/live-badge.ts',
  ],
}
/**
 * What a folder's tests run with under Stryker. Every mutant of the lake runs its simulation, which reaches every line:
 * 500 histories of one seed (under a second, the same histories for every mutant) instead of the check's 4,000 of a new
 * seed each run (7 s), so a mutant is judged on the same evidence and the folder takes hours, not a day.
 */
const folderEnv: Record<string, Record<string, string>> = {
  'packages/content-lake/src': { LAKE_SIM_RUNS: '500', LAKE_SIM_SEED: '20261127' },
}
const goal = 80
const summaryFile = 'reports/mutation.json'
const reportFile = 'reports/mutation.md'

const { positionals } = parseArgs({ allowPositionals: true })
const asked = positionals.map((folder) => folder.replace(/\/+$/, ''))
const unknown = asked.filter((folder) => !(folder in folders))
if (unknown.length) {
  console.error(
    `npm run test:mutation: no such folder ${unknown.join(', ')}; the folders are ${Object.keys(folders).join(', ')}`,
  )
  process.exit(2)
}
const chosen = asked.length ? asked : Object.keys(folders)

// Long and CPU-bound: it yields to anything else on the machine. Stryker's test runners inherit the priority.
os.setPriority(19)

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!reports') ? ' with uncommitted changes' : ''}`
const machine = `${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`
/** The last figures of every folder, read afresh before each write: another run may have written a folder since. */
const lastSummary = (): MutationSummary =>
  existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as MutationSummary) : {}
const problems: string[] = []

for (const folder of chosen) {
  const slug = folder.replace(/\//g, '-')
  const json = `reports/mutation/${slug}.json`
  console.log(`\nStryker on ${folder} (load average ${os.loadavg()[0]!.toFixed(1)})`)
  const started = performance.now()
  await mkdir('reports/mutation', { recursive: true })
  // Stryker's test runners are started by the run below and take this process's environment.
  Object.assign(process.env, folderEnv[folder])
  await new Stryker({
    mutate: folders[folder],
    jsonReporter: { fileName: json },
    htmlReporter: { fileName: `reports/mutation/${slug}.html` },
  }).runMutationTest()
  for (const name of Object.keys(folderEnv[folder] ?? {})) delete process.env[name]
  const seconds = (performance.now() - started) / 1000
  const report = JSON.parse(await readFile(json, 'utf8')) as StrykerReport
  const result: FolderResult = folderResult(report, folder, equivalentMutants, {
    measuredAt: new Date().toISOString(),
    commit,
    machine,
    seconds,
  })
  const score = mutationScore(result)
  const unexplained = result.live.filter(({ reason }) => !reason)
  console.log(
    `${folder}: ${score.toFixed(1)}% in ${Math.round(seconds)} s, ${unexplained.length} mutants alive without a reason`,
  )
  if (score < goal) problems.push(`${folder} scores ${score.toFixed(1)}%, below the goal of ${goal}%`)
  for (const { file, line, mutator } of unexplained)
    problems.push(
      `${file}:${line} ${mutator} survives: kill it with a test, or list it in tests/mutation/equivalent-mutants.ts with the reason`,
    )
  for (const { file, mutator, at } of staleEquivalents(report, folder, equivalentMutants))
    problems.push(
      `tests/mutation/equivalent-mutants.ts lists a ${mutator} in ${file} at "${at}" that no longer survives: remove it`,
    )
  // After each folder, so a long run stopped halfway keeps what it measured.
  const summary = { ...lastSummary(), [folder]: result }
  await writeFile(summaryFile, `${JSON.stringify(summary, null, 2)}\n`)
  await writeFile(reportFile, renderMutationReport(summary, Object.keys(folders), goal, folderEnv))
  console.log(`Wrote ${reportFile}; Stryker's HTML report is reports/mutation/${slug}.html`)
}

if (problems.length) {
  console.error(`\n${problems.join('\n')}`)
  process.exitCode = 1
}
