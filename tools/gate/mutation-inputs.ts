// What a mutation run's results rest on beyond what StrykerJS compares itself. In incremental mode Stryker reuses a
// mutant's last result when its file and the tests that covered it are unchanged: it diffs the files it mutates and the
// test files, and within one run it does not ask whether a change in one mutated file alters another's results. The
// rest of the code the tests load (support files, other folders, the dependencies, the configuration) it does not see.
// scripts/mutation-test.ts reuses the last run only when the fingerprint of all of that is the same.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Files no unit test loads, or that Stryker diffs itself: test files, docs, reports, the end-to-end suites, and the
 * harness that runs Stryker and writes the report (what it sets for the tests is given as `settings`) with its list of
 * equivalent mutants.
 */
const outside = [
  // What is installed is read from the lockfile below: what the root package.json declares changes no test.
  'package.json',
  'scripts/mutation-test.ts',
  'tools/gate/mutation-*.ts',
  'tools/gate/stryker-live-survivors.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.md',
  'docs/**',
  'reports/**',
  'tests/e2e*/**',
  'tests/mutation/**',
  '.github/**',
]

/**
 * The fingerprint of the `settings` the tests run with and of every file of the repository (committed, changed or new
 * but not ignored) but the folder's (`folderFiles`: those of all its parts, as if it were measured in one run) and
 * those above: a SHA-256 of their paths and contents.
 */
export function inputsFingerprint(
  folderFiles: readonly string[],
  settings: Record<string, string> = {},
  cwd = process.cwd(),
): string {
  const skipped = new Set(folderFiles.map((file) => path.normalize(file)))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !skipped.has(path.normalize(file)))
    .filter((file) => !outside.some((pattern) => path.matchesGlob(file, pattern)))
    .sort()
  const hash = createHash('sha256').update(`${JSON.stringify(settings)}\0`)
  for (const file of [...new Set(files)]) {
    let content: Buffer
    try {
      content = readFileSync(path.join(cwd, file))
    } catch (error) {
      // Deleted from the work tree but not yet from git's index: absent is what the tests see.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    if (file === 'package-lock.json') content = installedTree(content)
    hash.update(`${file}\0${content.length}\0`).update(content)
  }
  return hash.digest('hex')
}

/**
 * What the results in a job's incremental file rest on, written before Stryker starts: Stryker keeps the results of a
 * run that is stopped too (Ctrl+C), so a part can be measured over several sittings. `reused`: the commits of the
 * earlier runs whose results the file carries on. `triedAgain`: the run ended, and the file holds its timeouts' second
 * try (tools/gate/mutation-timeouts.ts); a stopped run's holds first tries. `mutated`: the files a part's run mutates,
 * which the next runs of the folder's parts keep to (tools/gate/mutation-parts.ts).
 */
export type Basis = { inputs: string; commit: string; reused: string[]; triedAgain?: true; mutated?: string[] }

/**
 * The basis of the last run when its results may be reused: there is one (with its incremental file), --full was not
 * asked for, and its fingerprint is today's. Otherwise why not, in words for the log.
 */
export function reusableBasis({ last, inputs, full }: { last?: Basis; inputs: string; full: boolean }): Basis | string {
  if (full) return 'asked for with --full'
  if (!last) return 'no earlier run of it here'
  if (last.inputs !== inputs)
    return `code its tests load, their support files or the dependencies changed since the run at ${last.commit}`
  return last
}

/**
 * The packages the lockfile installs, each with its version and integrity: the lockfile without the root project's own
 * entry, whose lists of what it declares change nothing the tests load.
 */
function installedTree(lockfile: Buffer): Buffer {
  const { packages = {} } = JSON.parse(lockfile.toString('utf8')) as { packages?: Record<string, unknown> }
  return Buffer.from(JSON.stringify(Object.entries(packages).filter(([place]) => place !== '')))
}
