// The faults npm run test:lake-sim-faults puts back into the lake, one at a time: those the reviews found, and those the
// simulation itself found. Each names the code it changes as that code is written, exactly once
// (tests/seeded-faults.test.ts keeps them so, in npm run check). A fault that no history can tell from the right code
// any more leaves the list, and the line below says what keeps it instead:
// - "A lake whose lock a starter moved aside and could not put back stays stopped for good" (verify() not taking a free
//   name back): since 28524e9 a holder also puts its own lock back from aside, so only a lock file a person deletes
//   needs that path; five tests of file-lock.test.ts and failing-disk.test.ts fail without it.
// - "A starter takes a free lock name though a killed takeover left a live lake's lock aside" (takeFileLock ignoring
//   what restoreDisplacedLock answers): that function has already put the live lock back, so the starter reads it,
//   tries again and is refused by it, one turn later. Only its log line is lost, which file-lock.test.ts checks.
// - "A takeover moves whatever holds the lock name aside, a live lock another taker put there since included" (a rename
//   without the check that the lock is still the one read): the lock's histories found it after 10,128 before 28524e9,
//   a live lake taking its lock for lost; since, that lake puts its lock back, and the rename only moves live locks
//   more often, which seven tests of file-lock.test.ts and failing-disk.test.ts see. Not found in 50,000 of each kind.
// - "A lake whose lock an ended process took the name of, while a killed taker had it aside, stops saving for good"
//   (verify() not taking over from an ended holder): with its own lock aside, the lake now puts it back over the ended
//   one. Only a lock file a person deleted leaves nothing aside: "is taken back from a process that ended holding the
//   name after its file was deleted" in file-lock.test.ts fails without it.
// Since 28524e9 neither kind of history found any of these four in 50,000 (npm run test:lake-sim-faults at f3a17fb).
export interface Fault {
  name: string
  file: string
  find: string
  replace: string
}

export const lake = 'packages/content-lake/src'
export const faults: Fault[] = [
  {
    name: "Found by a repeated unit test: a starting lake clears another starter's lock on its way in as its own leftover",
    file: `${lake}/durable-file.ts`,
    find: "uuid.test(candidate.slice(prefix.length, -'.tmp'.length))",
    replace: 'true',
  },
  {
    name: 'Found by the simulation: a journal whose removal failed after a failed journal write is rolled back by what the files hold',
    file: `${lake}/dataset-writing.ts`,
    find: 'journaling ? await rollBack(fs, journalFile, []) : undefined',
    replace: 'journaling ? (await rollBack(fs, journalFile, []), undefined) : undefined',
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
    find: 'if (error instanceof NotConfirmedError) return { unconfirmed: error.cause, identities: new Map([[file, identity]]) }',
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
    name: 'Found by the simulation: recovery tells the file the change wrote by its text alone',
    file: `${lake}/dataset-journal.ts`,
    find: 'return entry.after === null || (await fs.identity(entry.file)) === entry.identity',
    replace: 'return true',
  },
  {
    name: 'Found by the gate: a dataset file read while a program writes it in place is taken in, emptied, at once',
    file: `${lake}/dataset-files.ts`,
    find: 'if (text !== seen.text || identity !== seen.identity)',
    replace: 'if (false)',
  },
  {
    name: 'Found by the simulation: a write expects the text the lake last read, not the file, and so writes over a program that has just emptied a file the lake last saw empty',
    file: `${lake}/dataset-writing.ts`,
    find: 'const expected = { text: before, identity: beforeIdentity }',
    replace: 'const expected = { text: before }',
  },
  {
    name: "Found by the lock's histories: a lake checked while a starter's lock is in the name and its own aside refuses the change, its lock lost",
    file: `${lake}/file-lock.ts`,
    find: 'text = await putBackOwnLock(fs, lockFile, mine)',
    replace: 'text = await fs.read(lockFile)',
  },
  {
    name: 'A lake that starts while a program writes its dataset file in place starts on the file emptied',
    file: `${lake}/start-reading.ts`,
    find: "if (version.text === '') version = await settledVersion(fs, paths[kind], version, settle)",
    replace: '',
  },
]
