// The undo journal on its own: which journals the lake takes for its own, which files it rolls back, and the sentence
// it stops with when a file was edited since, naming each file and each document that a person changed. A lake's view
// of the same journal, on start and while it runs, is in start.test.ts and failing-disk.test.ts.
import { readFile, rename, writeFile } from 'node:fs/promises'
import { formatDataset, type RawDocument } from '../src/dataset-format'
import { draftsFileFor } from '../src/dataset-files'
import {
  JournalConflictError,
  journalFileFor,
  rollBackJournal,
  undoChanges,
  writeJournal,
} from '../src/dataset-journal'
import { ChangedOutsideError, diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { shownPath } from '../src/shown-path'
import { diskError } from './support/disk-error'
import { toNdjson, writeTempDataset } from './support/temp-dataset'

const benefit: RawDocument = { _id: 'benefit.fast', _type: 'benefit', _rev: 'r1', title: 'Fast' }
const service: RawDocument = { _id: 'service.web', _type: 'service', _rev: 'r2', title: 'Web' }
// In the order a person may have written them, not sorted as the lake writes them.
const before = toNdjson([service, benefit])

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A dataset file holding `before`, and where its drafts file and its journal go. */
async function dataset() {
  const { file, cleanup } = await writeTempDataset(before)
  cleanups.push(cleanup)
  return { file, drafts: draftsFileFor(file), journal: journalFileFor(file) }
}

/** What rolling back refused with: its class and its sentence. */
const refusalOf = (rollingBack: Promise<unknown>) =>
  rollingBack.then(
    () => Promise.reject(new Error('the journal was rolled back')),
    (error: unknown) => error as Error,
  )

const conflict = (files: string, edited: string, have: 'has' | 'have', journal: string) =>
  `A change to ${files} was cut short, and ${edited} ${have} been edited since: it holds neither the text from before that change nor what the change wrote, so the local Content Lake cannot tell which edits to keep and saves nothing. Its undo journal ${shownPath(journal)} holds both texts ("before" and "after"). Keep the files as they are by deleting the journal, or copy back what you need from it first; then start the lake again.`

describe('a journal that is not one this lake wrote', () => {
  const entry = { file: 'dataset.ndjson', before: null, after: null, identity: null }
  const journal = (fields: object) => JSON.stringify({ journal: 'local-content-lake', version: 3, ...fields })
  it.each([
    ['not JSON', '{"journal": "local-content-lake", '],
    ['another program’s', JSON.stringify({ journal: 'another-tool', version: 3, entries: [] })],
    ['of another version', journal({ version: 2, entries: [] })],
    ['without a list of entries', journal({ entries: { 0: entry } })],
    ['naming a file in another folder', journal({ entries: [{ ...entry, file: '../dataset.ndjson' }] })],
    ['naming no file', journal({ entries: [{ ...entry, file: 7 }] })],
    ['with a text before that is not text', journal({ entries: [{ ...entry, before: 1 }] })],
    ['with a text after that is not text', journal({ entries: [{ ...entry, after: { text: '' } }] })],
    ['with an identity that is not text', journal({ entries: [{ ...entry, identity: 5 }] })],
    ['with one good entry and one bad', journal({ entries: [entry, { ...entry, after: 2 }] })],
  ])('%s is kept, and nothing is rolled back, with a sentence that says what to do', async (_, text) => {
    const { file, journal: journalFile } = await dataset()
    await writeFile(journalFile, text)
    const refusal = await refusalOf(rollBackJournal(diskFileSystem, journalFile))
    expect(refusal).toBeInstanceOf(JournalConflictError)
    expect(refusal.message).toBe(
      `${shownPath(journalFile)} is not an undo journal this local Content Lake can read, so nothing was rolled back and nothing is saved: move it away, check the dataset files (npm run content:check), and start again.`,
    )
    expect(await readFile(journalFile, 'utf8')).toBe(text)
    expect(await readFile(file, 'utf8')).toBe(before)
  })

  it('is told apart from one the lake wrote, which it rolls back and removes', async () => {
    const { file, journal } = await dataset()
    const after = formatDataset([service])
    await writeFile(file, after)
    await writeJournal(diskFileSystem, journal, [
      { file, before, after, identity: await diskFileSystem.identity(file) },
    ])
    expect(await rollBackJournal(diskFileSystem, journal)).toBe(true)
    expect(await readFile(file, 'utf8')).toBe(before)
    expect(await diskFileSystem.read(journal)).toBeNull()
  })
})

describe('a file the cut-short change wrote', () => {
  it('holding what it wrote, but as another file (a copy put in its place), counts as edited since', async () => {
    const { file, journal } = await dataset()
    const after = formatDataset([{ ...service, _rev: 'r8', title: 'Web, half written' }, benefit])
    await writeFile(file, after)
    await writeJournal(diskFileSystem, journal, [
      { file, before, after, identity: await diskFileSystem.identity(file) },
    ])
    await writeFile(`${file}.copy`, after)
    await rename(`${file}.copy`, file)
    expect((await refusalOf(rollBackJournal(diskFileSystem, journal))).message).toBe(
      conflict(shownPath(file), shownPath(file), 'has', journal),
    )
    expect(await readFile(file, 'utf8')).toBe(after)
  })

  it('that the change removed, and a person made again since, counts as edited, with the documents it holds', async () => {
    const { file, drafts, journal } = await dataset()
    const draft = { ...service, _id: 'drafts.service.web', title: 'Web, a draft' }
    const draftsBefore = formatDataset([draft])
    // The change published the draft: it removed the drafts file. A person wrote one again since.
    await writeJournal(diskFileSystem, journal, [{ file: drafts, before: draftsBefore, after: null, identity: null }])
    await writeFile(drafts, formatDataset([{ ...draft, title: 'Web, by hand' }]))
    expect((await refusalOf(rollBackJournal(diskFileSystem, journal))).message).toBe(
      conflict(shownPath(drafts), `${shownPath(drafts)} (documents drafts.service.web)`, 'has', journal),
    )
    expect(await readFile(file, 'utf8')).toBe(before)
  })
})

describe('the files edited since, as the sentence names them', () => {
  it('are both files, each with the documents a person changed, in order of their ids', async () => {
    const { file, drafts, journal } = await dataset()
    const after = formatDataset([{ ...service, _rev: 'r8', title: 'Web, published' }, benefit])
    const draft = { ...service, _id: 'drafts.service.web', title: 'Web, published' }
    const draftsBefore = formatDataset([draft])
    await writeJournal(diskFileSystem, journal, [
      { file, before, after, identity: 'gone' },
      { file: drafts, before: draftsBefore, after: null, identity: null },
    ])
    // Both documents of the dataset file retitled, and the draft retitled, by hand.
    await writeFile(
      file,
      toNdjson([
        { ...service, title: 'Web, by hand' },
        { ...benefit, title: 'Fast, by hand' },
      ]),
    )
    await writeFile(drafts, formatDataset([{ ...draft, title: 'Web, a draft by hand' }]))
    expect((await refusalOf(rollBackJournal(diskFileSystem, journal))).message).toBe(
      conflict(
        `${shownPath(file)} and ${shownPath(drafts)}`,
        `${shownPath(file)} (documents benefit.fast, service.web) and ${shownPath(drafts)} (documents drafts.service.web)`,
        'have',
        journal,
      ),
    )
  })

  it('leave out a document that holds what the change wrote, or what it held before', async () => {
    const { file, journal } = await dataset()
    const extra = { ...benefit, _id: 'benefit.calm', title: 'Calm' }
    const withExtra = formatDataset([service, benefit, extra])
    const after = formatDataset([{ ...service, _rev: 'r8', title: 'Web, published' }, benefit, extra])
    await writeJournal(diskFileSystem, journal, [{ file, before: withExtra, after, identity: 'gone' }])
    // The service as the change wrote it, the benefit as it was: only the one retitled by hand is named.
    await writeFile(
      file,
      formatDataset([
        { ...service, _rev: 'r8', title: 'Web, published' },
        benefit,
        { ...extra, title: 'Calm, by hand' },
      ]),
    )
    expect((await refusalOf(rollBackJournal(diskFileSystem, journal))).message).toBe(
      conflict(shownPath(file), `${shownPath(file)} (documents benefit.calm)`, 'has', journal),
    )
  })

  it('name every document a file a person deleted held, and none in one that no longer reads as a dataset', async () => {
    const { file, drafts, journal } = await dataset()
    const draft = { ...service, _id: 'drafts.service.web', title: 'Web, a draft' }
    await writeJournal(diskFileSystem, journal, [
      { file, before, after: formatDataset([benefit]), identity: 'gone' },
      {
        file: drafts,
        before: formatDataset([draft]),
        after: formatDataset([{ ...draft, title: 'Web, a draft saved' }]),
        identity: 'gone',
      },
    ])
    await writeFile(file, `${before}{"_id": "benefit.half`)
    expect((await refusalOf(rollBackJournal(diskFileSystem, journal))).message).toBe(
      conflict(
        `${shownPath(file)} and ${shownPath(drafts)}`,
        `${shownPath(file)} and ${shownPath(drafts)} (documents drafts.service.web)`,
        'have',
        journal,
      ),
    )
    expect(await diskFileSystem.read(drafts)).toBeNull()
  })

  it('name none in a file whose text before, in a journal edited by hand, is not a dataset', async () => {
    const { file, journal } = await dataset()
    await writeJournal(diskFileSystem, journal, [
      { file, before: 'copied back by hand', after: formatDataset([benefit]), identity: 'gone' },
    ])
    expect((await refusalOf(rollBackJournal(diskFileSystem, journal))).message).toBe(
      conflict(shownPath(file), shownPath(file), 'has', journal),
    )
  })
})

describe('undoing the files a change is known to have written', () => {
  /** The dataset file and its drafts as a change wrote them, and its journal: the state a failed write leaves. */
  async function written() {
    const { file, drafts, journal } = await dataset()
    const after = formatDataset([{ ...service, _rev: 'r8', title: 'Web, published' }, benefit])
    const draftsBefore = formatDataset([{ ...service, _id: 'drafts.service.web', title: 'Web, published' }])
    await writeFile(file, after)
    const entries = [
      { file, before, after, identity: await diskFileSystem.identity(file) },
      { file: drafts, before: draftsBefore, after: null, identity: null },
    ]
    await writeJournal(diskFileSystem, journal, entries)
    return { file, drafts, journal, entries, draftsBefore }
  }

  it('tried again after it put back one file, puts back the other and removes the journal', async () => {
    const { file, drafts, journal, entries, draftsBefore } = await written()
    await writeFile(drafts, draftsBefore)
    await undoChanges(diskFileSystem, journal, entries)
    expect([await readFile(file, 'utf8'), await readFile(drafts, 'utf8')]).toEqual([before, draftsBefore])
    expect(await diskFileSystem.read(journal)).toBeNull()
  })

  it('leaves a file alone that holds what the change wrote but is another file, and keeps the journal', async () => {
    const { file, journal, entries } = await written()
    const copied = await readFile(file, 'utf8')
    await writeFile(`${file}.copy`, copied)
    await rename(`${file}.copy`, file)
    await expect(undoChanges(diskFileSystem, journal, entries)).rejects.toEqual(new ChangedOutsideError(file))
    expect(await readFile(file, 'utf8')).toBe(copied)
    expect(await diskFileSystem.read(journal)).not.toBeNull()
  })

  it('is done once the files are back and the journal is gone, though the disk did not confirm the removal', async () => {
    const { file, drafts, journal, entries, draftsBefore } = await written()
    await writeFile(file, before)
    await writeFile(drafts, draftsBefore)
    const unconfirmed: LakeFileSystem = {
      ...diskFileSystem,
      syncFolder: async (folder) => Promise.reject(diskError('EIO', `fsync ${folder}`)),
    }
    await undoChanges(unconfirmed, journal, entries)
    expect(await diskFileSystem.read(journal)).toBeNull()
  })
})
