// npm run test:lake-sim-faults: proves the lake's simulation finds what it is for. Each fault below (the faults the
// reviews found, and those the simulation itself found) is put back into a scratch copy of this commit, one at a time,
// and the simulation runs until it fails or 50,000 histories (LAKE_SIM_RUNS) have passed. `-- --report` writes
// reports/lake-sim-faults.md: each fault, whether it was found, after how many histories, the replay line and the
// shrunk history. A fault that no longer applies (the code moved) stops the script, naming it.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

interface Fault {
  name: string
  file: string
  find: string
  replace: string
}

const lake = 'packages/content-lake/src'
const faults: Fault[] = [
  {
    name: "Found by a repeated unit test: a starting lake clears another starter's lock on its way in as its own leftover",
    file: `${lake}/durable-file.ts`,
    find: "candidate.startsWith(prefix) && candidate.endsWith('.tmp') && uuid.test(candidate.slice(prefix.length, -'.tmp'.length))",
    replace: "candidate.startsWith(prefix) && candidate.endsWith('.tmp')",
  },
  {
    name: 'Placement by the schema: a published document of a type the running Studio does not know goes to the drafts file',
    file: `${lake}/dataset-files.ts`,
    find: 'placed[fileOf.get(document._id) ?? fileForNewDocument(document._id, privatePaths)]',
    replace:
      "placed[['service', 'benefit', 'siteSettings'].includes(document._type) && fileForNewDocument(document._id, privatePaths) === 'dataset' ? 'dataset' : 'drafts']",
  },
  {
    name: 'A lock names its holder by process number alone: a number given to another process refuses the start',
    file: `${lake}/file-lock.ts`,
    find: 'if (record && processes.isRunning(record))',
    replace: 'if (record && processes.isRunning({ ...record, started: undefined }))',
  },
  {
    name: 'A lock is created, then written: two starters at once both serve',
    file: `${lake}/durable-file.ts`,
    find: 'created = await fs.link(temporary, file)',
    replace: 'created = (await fs.read(file)) === null && (await fs.replace(temporary, file), true)',
  },
  {
    name: 'Recovery decides file by file, leaves an edited file as it is, and removes the journal',
    file: `${lake}/dataset-journal.ts`,
    find: 'if (edited.length) {',
    replace: 'if (edited.length && false) {',
  },
  {
    name: 'The outside-edit check comes before the write, not at the rename: an edit between them is overwritten',
    file: `${lake}/durable-file.ts`,
    find: 'await fs.replace(temporary, file, expected)',
    replace: 'await fs.replace(temporary, file)',
  },
  {
    name: 'An empty dataset file (the last document unpublished) stops the next start',
    file: `${lake}/dataset-format.ts`,
    find: 'if (problems.length) throw new DatasetFormatError(',
    replace: 'if (problems.length || !documents.length) throw new DatasetFormatError(',
  },
  {
    name: '"Nothing of it was saved" when only the folder flush failed after the rename',
    file: `${lake}/dataset-writing.ts`,
    find: 'if (error instanceof NotConfirmedError) return { unconfirmed: error.cause }',
    replace: 'if (error instanceof NotConfirmedError) throw new NotWrittenError(error)',
  },
  {
    name: 'A document in both files: the drafts copy wins without a word',
    file: `${lake}/dataset-files.ts`,
    find: "blocks.set('both', both.length ? inBothFiles(paths.dataset, paths.drafts, both) : undefined)",
    replace: "if (both.length && false) blocks.set('both', '')",
  },
  {
    name: 'A document taken in without a _rev gets one in memory only',
    file: `${lake}/outside-edits.ts`,
    find: 'if (document && document._rev !== after?._rev) applied.newRevisions.push(id)',
    replace:
      'if (document && before && after?._rev !== undefined && document._rev !== after._rev) applied.newRevisions.push(id)',
  },
  {
    name: 'Found by the simulation: a failed change rolls back by what the files hold, not by what it wrote',
    file: `${lake}/dataset-writing.ts`,
    find: 'await undoChanges(fs, journalFile, written).catch(() => undefined)',
    replace: 'await rollBackJournal(fs, journalFile).catch(() => undefined)',
  },
  {
    name: 'Found by the simulation: a journal a person deleted, as the lake asked, is not noticed',
    file: `${lake}/dataset-files.ts`,
    find: 'if (owedRollback && (await fs.read(journalFile)) === null) owedRollback = undefined',
    replace: '',
  },
  {
    name: 'Found by the simulation: a journal names the text the lake last read, not what the file holds when it is written',
    file: `${lake}/dataset-writing.ts`,
    find: 'for (const { file, before } of changes) if ((await fs.read(file)) !== before) throw new ChangedOutsideError(file)',
    replace: '',
  },
  {
    name: 'Found by the simulation: a rollback tried again puts back a file it had already put back, and stops for a person',
    file: `${lake}/dataset-journal.ts`,
    find: 'if ((await fs.read(change.file)) === change.before) continue',
    replace: '',
  },
  {
    name: 'Found by the simulation: a lake whose lock a starter moved aside and could not put back stays stopped for good',
    file: `${lake}/file-lock.ts`,
    find: 'if (text === null && (await createExclusively(fs, lockFile, mine)',
    replace: 'if (text === "never" && (await createExclusively(fs, lockFile, mine)',
  },
  {
    name: 'Found by the simulation: recovery tells the file the change wrote by its text alone',
    file: `${lake}/dataset-journal.ts`,
    find: 'return entry.after === null || (await fs.identity(entry.file)) === entry.identity',
    replace: 'return true',
  },
]

const runs = Number(process.env.LAKE_SIM_RUNS ?? 50_000)
const root = process.cwd()
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()

interface Outcome {
  fault: Fault
  found: boolean
  after?: number
  replay?: string
  history?: string
  broke?: string
  seconds: number
}

function tryFault(fault: Fault): Outcome {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'lake-fault-'))
  try {
    execFileSync('git', ['worktree', 'add', '--detach', '--quiet', scratch, 'HEAD'])
    symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'))
    const file = path.join(scratch, fault.file)
    const text = readFileSync(file, 'utf8')
    if (text.split(fault.find).length !== 2)
      throw new Error(`The fault "${fault.name}" no longer applies: ${fault.file} has no single "${fault.find}"`)
    let faulty = text.replace(fault.find, fault.replace)
    if (fault.replace.includes('rollBackJournal') && !faulty.includes('import { rollBackJournal'))
      faulty = `import { rollBackJournal } from './dataset-journal'\n${faulty}`
    writeFileSync(file, faulty)
    const started = Date.now()
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['packages/content-lake/scripts/simulation.ts'],
      {
        cwd: scratch,
        env: { ...process.env, LAKE_SIM_RUNS: String(runs) },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const seconds = (Date.now() - started) / 1000
    const output = `${result.stdout}\n${result.stderr}`
    if (result.status === 0) return { fault, found: false, seconds }
    const before = Number(/(\d+) histories passed before this batch/.exec(output)?.[1] ?? 0)
    const within = Number(/After (\d+) histories/.exec(output)?.[1] ?? 0)
    return {
      fault,
      found: true,
      after: before + within,
      replay: /^Replay: (.*?) npm run test:lake-sim$/m.exec(output)?.[1],
      history: /^In one line: (.*)$/m.exec(output)?.[1],
      broke: /^What broke:\n(.*)$/m.exec(output)?.[1]?.slice(0, 300),
      seconds,
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', scratch])
    rmSync(scratch, { recursive: true, force: true })
  }
}

// Every fault must still apply before any runs: one that the code moved past stops the script at once, named.
const stale = faults.filter((fault) => readFileSync(fault.file, 'utf8').split(fault.find).length !== 2)
for (const fault of stale)
  console.error(`The fault "${fault.name}" no longer applies: ${fault.file} has no single "${fault.find}"`)
if (stale.length) process.exit(2)

const outcomes: Outcome[] = []
for (const fault of faults) {
  const outcome = tryFault(fault)
  outcomes.push(outcome)
  console.log(
    `${outcome.found ? `found after ${outcome.after} histories` : `NOT found in ${runs}`} (${outcome.seconds.toFixed(0)} s): ${fault.name}`,
  )
}
const found = outcomes.filter((outcome) => outcome.found).length
console.log(`\n${found} of ${faults.length} faults found.`)
if (process.argv.includes('--report')) {
  const cell = (text = '') => text.replace(/\|/g, '\\|')
  writeFileSync(
    'reports/lake-sim-faults.md',
    [
      "# The lake's simulation, with each fault put back",
      '',
      `Written by \`npm run test:lake-sim-faults -- --report\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, on ${os.cpus().length} cores, Node ${process.version}. Each fault is put back alone into a copy of the commit (\`packages/content-lake/scripts/sim-faults.ts\` says how), and the simulation runs until it fails or ${runs.toLocaleString('en')} histories pass. Replay a finding in that copy with the line's variables and \`npm run test:lake-sim\`.`,
      '',
      `${found} of ${faults.length} faults found.`,
      '',
      '| Fault | Found | After | Replay | The history, shrunk | What broke |',
      '| --- | --- | ---: | --- | --- | --- |',
      ...outcomes.map(({ fault, found: yes, after, replay, history, broke }) =>
        yes
          ? `| ${cell(fault.name)} | yes | ${after?.toLocaleString('en')} | \`${cell(replay)}\` | ${cell(history)} | ${cell(broke)} |`
          : `| ${cell(fault.name)} | no | — | — | — | — |`,
      ),
      '',
    ].join('\n'),
  )
  console.log('Wrote reports/lake-sim-faults.md')
}
if (found < faults.length) process.exit(1)
