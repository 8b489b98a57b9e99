// The dataset files of one lake on a disk that breaks part way through a change, and on files that change or are taken
// from under it: what it refuses, in what words, what it logs once, and that it saves again once the cause is gone.
// In this process (openDatasetFiles on a real folder, the faults put in its file system) so that every branch is seen.
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { formatDataset, type RawDocument } from '../src/dataset-format'
import { draftsFileFor, openDatasetFiles, UnconfirmedWriteError } from '../src/dataset-files'
import { writeJournal } from '../src/dataset-journal'
import { lockFileFor } from '../src/dataset-lock'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { LakeError } from '../src/lake-error'
import { shownPath } from '../src/shown-path'
import { titlesIn, toNdjson, writeTempDataset } from './support/temp-dataset'
import { diskError } from './support/disk-error'

const benefit: RawDocument = { _id: 'benefit.fast', _type: 'benefit', _rev: 'r1', title: 'Fast' }
const service: RawDocument = { _id: 'service.web', _type: 'service', _rev: 'r2', title: 'Web' }
const draft: RawDocument = { ...service, _id: 'drafts.service.web', _rev: 'r3', title: 'Web, edited' }

/** Publishing the draft: both files change (the dataset file gets it, the drafts file goes). */
const publish = [benefit, { ...draft, _id: 'service.web', _rev: 'r4' }]
/** An edit of the draft: only the drafts file changes. */
const editDraft = (title: string) => [benefit, service, { ...draft, title }]
/** An edit of a published document: only the dataset file changes. */
const editPublished = (title: string) => [benefit, { ...service, title }, draft]

/**
 * The real disk, which breaks after an operation the test picks: from then on every write, flush, rename and removal
 * fails with EIO (reads go on), until it is healed.
 */
function breakableDisk() {
  let breakAfter: ((operation: string, target: string) => boolean) | undefined
  let broken = false
  const failing =
    <A extends unknown[]>(
      operation: string,
      targetOf: (...args: A) => string,
      real: (...args: A) => Promise<unknown>,
    ) =>
    async (...args: A) => {
      const target = targetOf(...args)
      if (broken) throw diskError('EIO', `${operation} ${path.basename(target)}`)
      const result = await real(...args)
      if (breakAfter?.(operation, target)) [broken, breakAfter] = [true, undefined]
      return result as never
    }
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    writeNew: failing('write', (file) => file, diskFileSystem.writeNew),
    sync: failing('fsync', (file) => file, diskFileSystem.sync),
    replace: failing('rename', (_from, to) => to, diskFileSystem.replace),
    moveAside: failing('rename', (from) => from, diskFileSystem.moveAside),
    link: failing('link', (_from, to) => to, diskFileSystem.link),
    remove: failing('unlink', (file) => file, diskFileSystem.remove),
    syncFolder: failing('fsync', (folder) => folder, diskFileSystem.syncFolder),
  }
  return {
    fs,
    breakAfter: (when: (operation: string, target: string) => boolean) => (breakAfter = when),
    heal: () => (broken = false),
  }
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * The dataset file (a benefit, a service) and the drafts file (the service's draft), opened by one lake on `fs`, or on
 * a breakable disk, which is healed before the lake closes.
 */
async function open(disk: LakeFileSystem | ReturnType<typeof breakableDisk> = diskFileSystem, afterResolving?: string) {
  const fs = 'heal' in disk ? disk.fs : disk
  const { file, cleanup } = await writeTempDataset(toNdjson([benefit, service]))
  await writeFile(draftsFileFor(file), toNdjson([draft]))
  cleanups.push(cleanup)
  const logged: string[] = []
  const files = await openDatasetFiles(file, { fs, log: (message) => void logged.push(message), afterResolving })
  cleanups.push(async () => {
    if ('heal' in disk) disk.heal()
    await files.close()
  })
  return {
    file,
    drafts: draftsFileFor(file),
    journal: `${file}.journal`,
    folder: path.dirname(file),
    files,
    logged,
  }
}

/** What the API answers when a write is refused: its status, its type and its sentence. */
async function refusal(write: Promise<void>): Promise<{ status: number; type: unknown; message: string }> {
  const error = await write.then(
    () => {
      throw new Error('the write was not refused')
    },
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof LakeError)) throw error
  return { status: error.status, type: (error.body as { error: { type: unknown } }).error.type, message: error.message }
}

const textsOf = async (...files: string[]) => Promise.all(files.map((file) => diskFileSystem.read(file)))
const resolved = (file: string) =>
  `${shownPath(file)}: the problem is resolved, the local Content Lake saves changes again`

describe('a change the disk cuts short after one of its two files', () => {
  async function cutShort() {
    const disk = breakableDisk()
    const opened = await open(disk)
    disk.breakAfter((operation, target) => operation === 'rename' && target === opened.file)
    const answer = await refusal(opened.files.write(publish))
    return { disk, answer, ...opened }
  }

  it('is refused, saying part of it is still in the files and is put back first', async () => {
    const { answer, file, drafts, journal, logged } = await cutShort()
    expect(answer).toEqual({
      status: 503,
      type: 'datasetWriteError',
      message: expect.stringMatching(
        /^The local Content Lake could not save this change to .+ and .+: EIO: i\/o error, fsync .+\. Nothing of it was saved \(the files still hold part of it, which the lake puts back before the next change or at the next start\); make room or fix the file, then try again\.$/,
      ),
    })
    expect(answer.message).toContain(`${shownPath(file)} and ${shownPath(drafts)}`)
    expect(logged).toEqual([
      `${shownPath(journal)}: a change was cut short and is rolled back before anything else is saved.`,
      answer.message,
    ])
  })

  it('stops every write while the rollback fails, naming the journal, and saves again once it has run', async () => {
    const { disk, files, file, drafts, journal, logged } = await cutShort()
    logged.length = 0
    await files.readOutsideEdits()
    const stopped = `${shownPath(journal)} could not be rolled back yet (EIO: i/o error, write`
    expect(logged).toEqual([expect.stringContaining(stopped)])
    const before = await textsOf(file, drafts)
    expect(await refusal(files.write(editDraft('Web, while stopped')))).toEqual({
      status: 503,
      type: 'datasetFileUnwritableError',
      message: `This change was not saved: ${logged[0]}`,
    })
    expect(await textsOf(file, drafts)).toEqual(before)

    disk.heal()
    logged.length = 0
    await files.readOutsideEdits()
    expect(logged).toEqual([
      `The local Content Lake rolled back a change it could not finish (${shownPath(journal)})`,
      resolved(journal),
    ])
    expect(await titlesIn(file)).toEqual({ 'benefit.fast': 'Fast', 'service.web': 'Web' })
    expect(await titlesIn(drafts)).toEqual({ 'drafts.service.web': 'Web, edited' })
    expect(await diskFileSystem.read(journal)).toBeNull()
    await files.write(publish)
    expect(await titlesIn(file)).toEqual({ 'benefit.fast': 'Fast', 'service.web': 'Web, edited' })
    expect(await diskFileSystem.read(drafts)).toBeNull()
  })

  it('is not rolled back over a file edited since: every write stops, and the message says how a person chooses', async () => {
    const { disk, files, file, drafts, journal, logged } = await cutShort()
    disk.heal()
    const edited = formatDataset([{ ...benefit, _rev: 'r9', title: 'Fast, edited by hand' }, service])
    await writeFile(file, edited)
    logged.length = 0
    await files.readOutsideEdits()
    const stopped = `${shownPath(file)} was edited while the local Content Lake was putting back a change it could not finish, so it cannot tell which edits to keep and saves nothing. Its undo journal ${shownPath(journal)} holds the texts before and after that change. Keep the files as they are by deleting the journal, or copy back what you need from it first; then start the lake again.`
    expect(logged).toEqual([stopped])
    expect(await readFile(file, 'utf8')).toBe(edited)
    const before = await textsOf(file, drafts)
    expect(await refusal(files.write(editDraft('Web, while stopped')))).toEqual({
      status: 503,
      type: 'datasetFileUnwritableError',
      message: `This change was not saved: ${stopped}`,
    })
    expect(await textsOf(file, drafts)).toEqual(before)
  })

  it('is not rolled back once a person has deleted its journal, as the lake asks: the files stay as they are', async () => {
    const { disk, files, file, drafts, journal, logged } = await cutShort()
    disk.heal()
    await rm(journal)
    const kept = await textsOf(file, drafts)
    logged.length = 0
    await files.readOutsideEdits()
    expect(await textsOf(file, drafts)).toEqual(kept)
    expect(logged).toEqual([resolved(journal)])
    await files.write(editPublished('Web, after the journal went'))
    expect(await titlesIn(file)).toMatchObject({ 'service.web': 'Web, after the journal went' })
  })
})

describe('a change whose journal the disk takes, then fails', () => {
  it('wrote no file: it is refused, the journal is removed before the next change, and the files stay as they were', async () => {
    const disk = breakableDisk()
    const { files, file, drafts, journal, logged } = await open(disk)
    const before = await textsOf(file, drafts)
    disk.breakAfter((operation, target) => operation === 'rename' && target === journal)
    const answer = await refusal(files.write(publish))
    expect(answer).toEqual({
      status: 503,
      type: 'datasetWriteError',
      message: expect.stringMatching(
        /: EIO: i\/o error, fsync .+\. Nothing of it was saved; make room or fix the file/,
      ),
    })
    expect(logged).toEqual([
      `${shownPath(journal)}: the undo journal of a change that was not saved is still there, and is removed before anything else is saved.`,
      answer.message,
    ])

    logged.length = 0
    await files.readOutsideEdits()
    expect(logged).toEqual([
      `${shownPath(journal)}, the undo journal of a change that was not saved, could not be removed yet (EIO: i/o error, unlink ${path.basename(journal)}): nothing is saved until it is.`,
    ])
    expect(await refusal(files.write(editDraft('Web, meanwhile')))).toMatchObject({
      type: 'datasetFileUnwritableError',
      message: `This change was not saved: ${logged[0]}`,
    })

    disk.heal()
    logged.length = 0
    await files.readOutsideEdits()
    expect(logged).toEqual([
      `The local Content Lake removed the undo journal of a change it could not save (${shownPath(journal)}): no file held any of it`,
      resolved(journal),
    ])
    expect(await textsOf(file, drafts)).toEqual(before)
  })
})

describe('a change the disk does not confirm', () => {
  it('is in the file; the next one is refused while the disk still does not confirm it, and saved once it does', async () => {
    const disk = breakableDisk()
    const { files, file, drafts, folder, logged } = await open(disk)
    disk.breakAfter((operation, target) => operation === 'rename' && target === drafts)
    const unconfirmed = await files.write(editDraft('Web, kept')).catch((thrown: unknown) => thrown)
    expect(unconfirmed).toBeInstanceOf(UnconfirmedWriteError)
    const { answer } = unconfirmed as UnconfirmedWriteError
    expect(answer).toMatchObject({
      status: 503,
      message: `This change is in ${shownPath(drafts)}, but the disk did not confirm that it keeps it (EIO: i/o error, fsync ${path.basename(folder)}), so a power cut could still undo it. The local Content Lake asks the disk again before the next change.`,
    })
    expect(logged).toEqual([answer.message])
    expect(await titlesIn(drafts)).toEqual({ 'drafts.service.web': 'Web, kept' })

    const datasetBefore = await diskFileSystem.read(file)
    expect(await refusal(files.write(editPublished('Web, next')))).toEqual({
      status: 503,
      type: 'datasetWriteNotConfirmedError',
      message: `The disk still does not confirm the last change in ${shownPath(folder)} (EIO: i/o error, fsync ${path.basename(folder)}), so the local Content Lake saves nothing new until it does. Nothing of this change was saved.`,
    })
    expect(await diskFileSystem.read(file)).toBe(datasetBefore)

    disk.heal()
    await files.confirm()
    await files.write([benefit, { ...service, title: 'Web, next' }, { ...draft, title: 'Web, kept' }])
    expect(await titlesIn(file)).toMatchObject({ 'service.web': 'Web, next' })
  })
  it('that changed both files names both', async () => {
    const disk = breakableDisk()
    const { files, file, drafts, folder, journal } = await open(disk)
    // The journal's removal is the commit point; the folder's flush after it is what fails.
    disk.breakAfter((operation, target) => operation === 'unlink' && target === journal)
    const unconfirmed = await files.write(publish).catch((thrown: unknown) => thrown)
    expect((unconfirmed as UnconfirmedWriteError).answer).toMatchObject({
      status: 503,
      message: `This change is in ${shownPath(file)} and ${shownPath(drafts)}, but the disk did not confirm that it keeps it (EIO: i/o error, fsync ${path.basename(folder)}), so a power cut could still undo it. The local Content Lake asks the disk again before the next change.`,
    })
    expect(await titlesIn(file)).toEqual({ 'benefit.fast': 'Fast', 'service.web': 'Web, edited' })
  })
})

describe('a lake whose lock is taken from it', () => {
  it('saves nothing, saying so once, and saves again once it has its lock back', async () => {
    const { files, file, logged } = await open()
    const lock = lockFileFor(file)
    await writeFile(
      lock,
      `${JSON.stringify({ lock: 'local-content-lake', token: 'other', pid: 4242, host: 'elsewhere', since: '2026-11-27T08:00:00Z' })}\n`,
    )
    const lost = `This local Content Lake no longer holds ${shownPath(lock)} (it now names process 4242 since 2026-11-27T08:00:00Z), so it saves nothing more: stop it and start the lake again.`
    for (const title of ['Web, once', 'Web, twice'])
      expect(await refusal(files.write(editPublished(title)))).toEqual({
        status: 503,
        type: 'datasetFileUnwritableError',
        message: `This change was not saved: ${lost}`,
      })
    expect(logged).toEqual([lost])
    expect(await titlesIn(file)).toMatchObject({ 'service.web': 'Web' })

    await rm(lock)
    await files.write(editPublished('Web, with the lock back'))
    expect(await titlesIn(file)).toMatchObject({ 'service.web': 'Web, with the lock back' })
    expect(logged.slice(1)).toEqual([`${shownPath(lock)} was gone: this lake took its lock back`, resolved(file)])
  })

  it('whose lock file cannot be read fails the write with the disk’s own error, not as a lock taken', async () => {
    let failRead = false
    const unreadableLock = diskError('EIO', 'read dataset.ndjson.lock')
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      read: (file) => (failRead && file.endsWith('.lock') ? Promise.reject(unreadableLock) : diskFileSystem.read(file)),
    }
    const { files, logged } = await open(fs)
    failRead = true
    await expect(files.write(editPublished('Web, unread'))).rejects.toBe(unreadableLock)
    failRead = false
    expect(logged).toEqual([])
  })
})

describe('a file changed outside the lake', () => {
  it('between the lake’s read and its rename keeps that edit, and refuses the change, saying so', async () => {
    let pull: (() => Promise<void>) | undefined
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      async replace(from, to, expected) {
        await pull?.()
        pull = undefined
        return diskFileSystem.replace(from, to, expected)
      },
    }
    const { files, file, logged } = await open(fs)
    const pulled = formatDataset([{ ...benefit, _rev: 'r9', title: 'Fast, as pulled' }, service])
    pull = () => writeFile(file, pulled)
    expect(await refusal(files.write(editPublished('Web, by the Studio')))).toEqual({
      status: 503,
      type: 'datasetFileChangedError',
      message: `${shownPath(file)} was changed outside the Studio (while this change was being written), so this change was not saved over it. The Studio now shows the file's version, and saves the change again on top of it.`,
    })
    expect(await readFile(file, 'utf8')).toBe(pulled)
    expect(logged).toEqual([
      `${shownPath(file)} was changed outside the local Content Lake just before it wrote: that edit is kept, and the Studio's change is refused`,
    ])
  })

  it('to hold documents in both files is not taken in, and stops every write, naming both files and the documents', async () => {
    const { files, file, drafts, logged } = await open()
    // Second copies that differ: neither is taken in, as which one is meant cannot be told.
    const copies = [
      { ...service, _rev: 'r7', title: 'Web, a second copy' },
      { ...benefit, _rev: 'r8' },
    ]
    await writeFile(drafts, toNdjson([draft, ...copies]))
    expect(await files.readOutsideEdits()).toEqual([])
    expect(await refusal(files.write(editPublished('Web, meanwhile')))).toEqual({
      status: 503,
      type: 'datasetFileUnreadableError',
      message: expect.stringMatching(
        new RegExp(
          `^This change was not saved: .+ both hold service\\.web, benefit\\.fast: a document lives in one of them\\.`,
        ),
      ),
    })
    expect(logged).toEqual([
      expect.stringContaining(`${shownPath(file)} and ${shownPath(drafts)} both hold service.web, benefit.fast:`),
    ])
    await writeFile(drafts, toNdjson([draft]))
    expect(await files.readOutsideEdits()).toEqual([])
    await files.write(editPublished('Web, once one copy went'))
    expect(await titlesIn(file)).toMatchObject({ 'service.web': 'Web, once one copy went' })
  })

  it('with a merge conflict says what to do once it is resolved, in this project’s words', async () => {
    const { files, file } = await open(diskFileSystem, 'the Studio takes it in')
    await writeFile(file, ['<<<<<<< ours', JSON.stringify(benefit), '=======', '>>>>>>> theirs', ''].join('\n'))
    await files.readOutsideEdits()
    expect(await refusal(files.write(editPublished('Web, in the conflict')))).toEqual({
      status: 503,
      type: 'datasetFileUnreadableError',
      message: expect.stringMatching(/merge conflict.*; then the Studio takes it in/s),
    })
  })

  it('as an undo journal a crashed writer left, over a file edited since, is kept, and every write stops until a person chooses', async () => {
    const { files, file, journal, logged } = await open()
    const before = await readFile(file, 'utf8')
    const after = formatDataset([benefit, { ...service, _rev: 'r8', title: 'Web, half written' }])
    await writeJournal(diskFileSystem, journal, [{ file, before, after, identity: 'a file no longer there' }])
    const edited = formatDataset([{ ...benefit, _rev: 'r9', title: 'Fast, edited by hand' }, service])
    await writeFile(file, edited)
    await files.readOutsideEdits()
    expect(await readFile(file, 'utf8')).toBe(edited)
    expect(await diskFileSystem.read(journal)).not.toBeNull()
    expect(logged).toEqual([
      `A change to ${shownPath(file)} was cut short, and ${shownPath(file)} (documents benefit.fast) has been edited since: it holds neither the text from before that change nor what the change wrote, so the local Content Lake cannot tell which edits to keep and saves nothing. Its undo journal ${shownPath(journal)} holds both texts ("before" and "after"). Keep the files as they are by deleting the journal, or copy back what you need from it first; then start the lake again.`,
    ])
    expect(await refusal(files.write(editDraft('Web, meanwhile')))).toEqual({
      status: 503,
      type: 'datasetFileUnwritableError',
      message: `This change was not saved: ${logged[0]}`,
    })
  })

  it('as an undo journal a crashed writer left is rolled back by what the files hold, and said', async () => {
    const { files, file, journal, logged } = await open()
    const before = await readFile(file, 'utf8')
    const after = formatDataset([benefit, { ...service, _rev: 'r8', title: 'Web, half written' }])
    await writeFile(file, after)
    await writeJournal(diskFileSystem, journal, [
      { file, before, after, identity: await diskFileSystem.identity(file) },
    ])
    await files.readOutsideEdits()
    expect(await readFile(file, 'utf8')).toBe(before)
    expect(await diskFileSystem.read(journal)).toBeNull()
    expect(logged).toEqual([`The local Content Lake rolled back a change that was cut short (${shownPath(journal)})`])
  })
})

describe('a lake on a disk that works', () => {
  it('logs nothing while it reads and writes', async () => {
    const { files, file, logged } = await open()
    await files.readOutsideEdits()
    await files.write(publish)
    await files.readOutsideEdits()
    expect(await titlesIn(file)).toMatchObject({ 'service.web': 'Web, edited' })
    expect(logged).toEqual([])
  })
})
