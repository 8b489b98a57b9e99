// `npm run test:mutation`: StrykerJS (stryker.config.mjs) mutates each folder whose logic the unit tests must pin down,
// one run a folder (or a part of one, below), and writes reports/mutation.md with the score per folder and every
// mutant left alive, from Stryker's JSON reports (reports/mutation/<folder>.json, beside its HTML report).
// `-- tools/servers` runs the folders named and keeps the others' last figures (reports/mutation.json);
// `-- packages/content-lake/src --part 2` runs one part of a folder that has parts; `-- --merge` runs nothing and
// writes the report from the JSON reports already in reports/mutation/ (the weekly workflow's last job); `-- --jobs`
// prints the runs, one a folder or part, as the workflow's matrix; `-- --full` reuses no result of an earlier run
// (Stryker's incremental mode, docs/testing.md#mutation-testing). Fails when a folder measured is below the goal or
// has a mutant alive that no test kills and the list of equivalent mutants does not explain.
import { execFileSync } from 'node:child_process'
import { existsSync, globSync, readFileSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  folderResult,
  mutationScore,
  renderMutationReport,
  repeatedEquivalents,
  staleEquivalents,
  type FolderResult,
  type MutationSummary,
  type RunFacts,
  type StrykerReport,
} from '../tools/gate/mutation-report'
import {
  filesOfPart,
  jobsOf,
  jobTitle,
  mergeParts,
  mutatedOnly,
  reportName,
  type MutationJob,
  type PartReport,
} from '../tools/gate/mutation-parts'
import type { EquivalentMutant } from '../tools/gate/mutation-report'
import { inputsFingerprint, reusableBasis, type Basis } from '../tools/gate/mutation-inputs'
import {
  asTriedAgain,
  timeouts,
  withoutTimeouts,
  withRetriedTimeouts,
  type ToTryAgain,
} from '../tools/gate/mutation-timeouts'
import { inOwnTmpdir } from '../tools/gate/mutation-tmpdir'

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
/**
 * Folders measured in parts, each part a Stryker run and a job of the weekly workflow: one run of the lake's is longer
 * than a GitHub job may run (docs/decisions/0037-mutation-jobs-in-parallel.md).
 */
const parts: Record<string, number> = { 'packages/content-lake/src': 6 }
const goal = 80
const summaryFile = 'reports/mutation.json'
const reportFile = 'reports/mutation.md'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    part: { type: 'string' },
    merge: { type: 'boolean' },
    jobs: { type: 'boolean' },
    full: { type: 'boolean' },
  },
})
const refuse = (message: string): never => {
  console.error(`npm run test:mutation: ${message}`)
  process.exit(2)
}
const asked = positionals.map((folder) => folder.replace(/\/+$/, ''))
const unknown = asked.filter((folder) => !(folder in folders))
if (unknown.length) refuse(`no such folder ${unknown.join(', ')}; the folders are ${Object.keys(folders).join(', ')}`)
const chosen = asked.length ? asked : Object.keys(folders)

if (values.jobs) {
  // The weekly workflow's matrix: what each job runs, and the name of what it keeps.
  const jobs = jobsOf(chosen, parts).map((job) => ({
    title: jobTitle(job),
    args: [job.folder, ...(job.part === undefined ? [] : ['--part', String(job.part)])].join(' '),
    name: reportName(job),
  }))
  console.log(JSON.stringify(jobs))
  process.exit(0)
}

let jobs: MutationJob[] = jobsOf(chosen, parts)
if (values.part !== undefined) {
  const folder = asked.length === 1 ? asked[0]! : refuse('--part needs exactly one folder')
  const of = parts[folder] ?? refuse(`${folder} is measured in one run, not in parts`)
  const part = Number(values.part)
  if (!Number.isInteger(part) || part < 1 || part > of)
    refuse(`${folder} has parts 1 to ${of}; there is no part ${values.part}`)
  jobs = [{ folder, part, of }]
}
// Long and CPU-bound: it yields to anything else on the machine. Stryker's test runners inherit the priority.
os.setPriority(19)

/**
 * The equivalent mutants of the repository this runs in, as its reports are (a scratch one in the tests has none): the
 * list belongs to the code the reports measured.
 */
const equivalentsFile = path.resolve('tests/mutation/equivalent-mutants.ts')
const { equivalentMutants } = existsSync(equivalentsFile)
  ? ((await import(pathToFileURL(equivalentsFile).href)) as { equivalentMutants: EquivalentMutant[] })
  : { equivalentMutants: [] }

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!reports') ? ' with uncommitted changes' : ''}`
const machine = `${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`
/** The last figures of every folder, read afresh before each write: another run may have written a folder since. */
const lastSummary = (): MutationSummary =>
  existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as MutationSummary) : {}
const problems: string[] = []

/** The files of a folder's patterns (a `!` pattern leaves files out), with their sizes. */
function sizedFiles(patterns: string[]) {
  const leftOut = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1))
  const files = patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .flatMap((pattern) => globSync(pattern))
    .filter((file) => !leftOut.some((pattern) => path.matchesGlob(file, pattern)))
  return [...new Set(files)].map((file) => ({ file, size: statSync(file).size }))
}

const reportFiles = (job: MutationJob) => {
  const name = `reports/mutation/${reportName(job)}`
  return {
    json: `${name}.json`,
    html: `${name}.html`,
    run: `${name}.run.json`,
    incremental: `${name}.incremental.json`,
    basis: `${name}.incremental-basis.json`,
  }
}

/**
 * The files each of the job's folder's parts was last measured with, from the bases their runs wrote; none unless every
 * part has one, as the split is kept whole or not at all.
 */
function keptSplit({ folder }: MutationJob): string[][] {
  const kept = jobsOf([folder], parts).map((each) => {
    const { basis } = reportFiles(each)
    return existsSync(basis) ? (JSON.parse(readFileSync(basis, 'utf8')) as Basis).mutated : undefined
  })
  return kept.every((files): files is string[] => files !== undefined) ? kept : []
}

/** The basis of the job's incremental file when its results may be reused, or why not, for the log. */
const basisToReuse = (files: ReturnType<typeof reportFiles>, inputs: string) =>
  reusableBasis({
    inputs,
    full: values.full ?? false,
    last:
      existsSync(files.incremental) && existsSync(files.basis)
        ? (JSON.parse(readFileSync(files.basis, 'utf8')) as Basis)
        : undefined,
  })

/** One Stryker run, which leaves its JSON report and the facts of the run beside it. */
async function runJob(job: MutationJob): Promise<void> {
  const files = reportFiles(job)
  const folderFiles = sizedFiles(folders[job.folder]!)
  const kept = job.part === undefined || values.full ? [] : keptSplit(job)
  const mutate = job.part === undefined ? folders[job.folder]! : filesOfPart(folderFiles, job.part, job.of!, kept)
  // The folder's files are compared by Stryker itself; what else the tests load is in the fingerprint.
  const inputs = inputsFingerprint(
    folderFiles.map(({ file }) => file),
    folderEnv[job.folder],
  )
  const last = basisToReuse(files, inputs)
  console.log(`\nStryker on ${jobTitle(job)} (load average ${os.loadavg()[0]!.toFixed(1)})`)
  if (job.part !== undefined)
    console.log(
      kept.length
        ? 'Its files are those it was last measured with (new files join the smallest part; --full shares them out afresh).'
        : 'Its files are shared out afresh by size.',
    )
  console.log(
    typeof last === 'string'
      ? `Every mutant is tested: ${last}.`
      : `Reusing the results of the run at ${last.commit} for each mutant whose code and tests are unchanged (Stryker's incremental mode; --full tests every one).`,
  )
  const reused = typeof last === 'string' ? [] : [...new Set([...last.reused, last.commit])]
  // The timeouts the last run tried twice: reused, they are not tried a third time.
  const triedAgain =
    typeof last !== 'string' && last.triedAgain
      ? (JSON.parse(await readFile(files.incremental, 'utf8')) as StrykerReport)
      : undefined
  const started = performance.now()
  await mkdir('reports/mutation', { recursive: true })
  // Results that rest on something else are never read again, even if this run is stopped before Stryker saves any.
  if (typeof last === 'string') await rm(files.incremental, { force: true })
  const basis: Basis = { inputs, commit, reused, ...(job.part === undefined ? {} : { mutated: mutate }) }
  await writeFile(files.basis, `${JSON.stringify(basis, null, 2)}\n`)
  // Stryker's test runners are started by the runs below and take this process's environment.
  Object.assign(process.env, folderEnv[job.folder])
  // Loaded only to run: --jobs and --merge start at once.
  const { Stryker } = await import('@stryker-mutator/core')
  // The files themselves, not the patterns: the merge keeps only their results from the report.
  const mutated = job.part === undefined ? folderFiles.map(({ file }) => file) : mutate
  // A runner Stryker ends on a timeout leaves its tests' temporary folders: they go with the run.
  const triedTwice = await inOwnTmpdir('mutation-run-', async () => {
    await new Stryker({
      mutate,
      incremental: true,
      incrementalFile: files.incremental,
      jsonReporter: { fileName: files.json },
      htmlReporter: { fileName: files.html },
    }).runMutationTest()
    return retryTimeouts(files, mutate, { mutated, triedAgain })
  })
  if (triedTwice)
    await writeFile(files.basis, `${JSON.stringify({ ...basis, triedAgain: true } satisfies Basis, null, 2)}\n`)
  for (const name of Object.keys(folderEnv[job.folder] ?? {})) delete process.env[name]
  const run: RunFacts = {
    measuredAt: new Date().toISOString(),
    commit,
    machine,
    seconds: (performance.now() - started) / 1000,
    ...(reused.length ? { reused } : {}),
  }
  await writeFile(files.run, `${JSON.stringify({ job, run, mutated }, null, 2)}\n`)
  if (job.part !== undefined) {
    const report = mutatedOnly(JSON.parse(await readFile(files.json, 'utf8')) as StrykerReport, mutated)
    const result = folderResult(report, job.folder, equivalentMutants, run)
    console.log(`${jobTitle(job)}: ${mutationScore(result).toFixed(1)}% in ${Math.round(run.seconds)} s`)
  }
}

/**
 * The run's timed-out mutants (in the files it mutated, less those the last run tried twice) tried once more, by a
 * Stryker run that reuses every other result of the run (tools/gate/mutation-timeouts.ts), and its JSON report told
 * what each one did then; its HTML report shows the first try. Whether the incremental file now holds the second tries.
 */
async function retryTimeouts(
  files: ReturnType<typeof reportFiles>,
  mutate: string[],
  which: Required<Pick<ToTryAgain, 'mutated'>> & ToTryAgain,
): Promise<boolean> {
  const report = JSON.parse(await readFile(files.json, 'utf8')) as StrykerReport
  const timedOut = timeouts(report, which)
  if (!timedOut) return true
  console.log(`\nThe ${timedOut} mutants that timed out, tried once more`)
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mutation-retry-'))
  const retryFile = path.join(folder, 'retry.json')
  const lastFile = path.join(folder, 'last.json')
  const { Stryker } = await import('@stryker-mutator/core')
  let retry: StrykerReport
  try {
    const last = JSON.parse(await readFile(files.incremental, 'utf8')) as StrykerReport
    await writeFile(lastFile, JSON.stringify(withoutTimeouts(last, which)))
    await new Stryker({
      mutate,
      incremental: true,
      incrementalFile: lastFile,
      // Not live-survivors: the mutants reused from the run would be named again.
      reporters: ['progress', 'json'],
      jsonReporter: { fileName: retryFile },
    }).runMutationTest()
    retry = JSON.parse(await readFile(retryFile, 'utf8')) as StrykerReport
    // Stryker wrote the second try's whole result over the file it reused: the run's incremental file from now on.
    const secondTry = JSON.parse(await readFile(lastFile, 'utf8')) as StrykerReport
    // Whole or not at all: a file cut short would stop every later run.
    await writeFile(`${files.incremental}.new`, JSON.stringify(asTriedAgain(secondTry, last)))
    await rename(`${files.incremental}.new`, files.incremental)
  } catch (error) {
    // The run's own results stand: a timeout is then counted as Stryker counts it.
    problems.push(`The timed-out mutants could not be tried again, so their timeouts stand: ${error}`)
    return false
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
  const { report: updated, retried } = withRetriedTimeouts(report, retry)
  await writeFile(files.json, JSON.stringify(updated))
  console.log(`Timed out again: ${timedOut - retried.length} of ${timedOut}`)
  for (const { file, line, mutator, status } of retried)
    console.log(`  ${file}:${line} ${mutator}: timed out, then ${status}`)
  return true
}

/** A folder's runs found in reports/mutation/, merged once every one is there. */
async function collect(folder: string) {
  const found: PartReport[] = []
  for (const job of jobsOf([folder], parts)) {
    const files = reportFiles(job)
    if (!existsSync(files.json) || !existsSync(files.run)) continue
    const report = JSON.parse(await readFile(files.json, 'utf8')) as StrykerReport
    const { run, mutated } = JSON.parse(await readFile(files.run, 'utf8')) as Pick<PartReport, 'run' | 'mutated'>
    found.push({ job, report, run, mutated })
  }
  return mergeParts(
    folder,
    parts[folder] ?? 1,
    found,
    sizedFiles(folders[folder]!).map(({ file }) => file),
  )
}

/** The folder's figures into reports/mutation.json and .md, and what falls short of the goal into `problems`. */
async function record(folder: string, report: StrykerReport, run: RunFacts) {
  const result: FolderResult = folderResult(report, folder, equivalentMutants, run)
  const score = mutationScore(result)
  const unexplained = result.live.filter(({ reason }) => !reason)
  console.log(
    `${folder}: ${score.toFixed(1)}% in ${Math.round(run.seconds)} s, ${unexplained.length} mutants alive without a reason`,
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
  for (const { file, mutator, at } of repeatedEquivalents(report, folder, equivalentMutants))
    problems.push(
      `tests/mutation/equivalent-mutants.ts lists a ${mutator} in ${file} at "${at}" that an entry before it explains already: remove one`,
    )
  const summary = { ...lastSummary(), [folder]: result }
  await writeFile(summaryFile, `${JSON.stringify(summary, null, 2)}\n`)
  await writeFile(reportFile, renderMutationReport(summary, Object.keys(folders), goal, folderEnv))
  console.log(`Wrote ${reportFile}; Stryker's HTML reports are in reports/mutation/`)
}

for (const folder of chosen) {
  if (!values.merge) for (const job of jobs.filter((each) => each.folder === folder)) await runJob(job)
  // After each folder, so a long run stopped halfway keeps what it measured.
  const merged = await collect(folder)
  if (merged.complete) await record(folder, merged.report, merged.run)
  else if (values.merge) problems.push(`${merged.why}; its figures are not updated`)
  else console.log(`${merged.why}; its figures are updated once they are all measured at one commit`)
}

if (problems.length) {
  console.error(`\n${problems.join('\n')}`)
  process.exitCode = 1
}
