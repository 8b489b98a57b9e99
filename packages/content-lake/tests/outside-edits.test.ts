// Edits made to the lake's files from outside (git pull, npm run content:pull, a text editor, a second lake) are taken
// in and shown to listeners; the lake never writes over them, and says which file stopped it when it cannot go on.
import { writeFileSync } from 'node:fs'
import { readFile, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { formatDataset, parseDataset, type RawDocument } from '../src/dataset-format'
import { draftsFileFor } from '../src/dataset-files'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { startContentLake } from '../src/start-content-lake'
import { titlesIn, toNdjson } from './support/temp-dataset'
import { waitUntil } from './support/wait-until'
import { closeLakes, draft, published, startLakeOnFile } from './lake-fixture'

const benefit: RawDocument = {
  _id: 'benefit.fast',
  _type: 'benefit',
  _rev: 'rev-fast',
  _updatedAt: '2025-01-27T09:00:00Z',
  title: 'Fast',
}
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await closeLakes()
})

/** Writes the dataset file as `git pull` would, with one document changed as another machine published it. */
async function pullChange(file: string, change: RawDocument): Promise<void> {
  const documents = parseDataset(await readFile(file, 'utf8'), 'dataset.ndjson').map((doc) =>
    doc._id === change._id ? change : doc,
  )
  await writeFile(file, formatDataset(documents))
}

/** What a listener to the benefits hears, from its welcome on (heard[0]); it stops listening after the test. */
async function listenToBenefits(client: SanityClient): Promise<{ type: string }[]> {
  const heard: { type: string }[] = []
  const subscription = client
    .listen('*[_type == "benefit"]', {}, { events: ['welcome', 'mutation'] })
    .subscribe((event) => heard.push(event))
  cleanups.push(async () => subscription.unsubscribe())
  await waitUntil(() => heard.length > 0, 'the listener was welcomed')
  return heard
}

const pulled = { ...benefit, _rev: 'rev-pulled', _updatedAt: '2026-11-26T08:00:00Z', title: 'Fast, as pulled' }

describe('an edit made outside the lake', () => {
  it('survives the next publish: a git pull during a session keeps both the pulled change and the publish', async () => {
    const { file, client } = await startLakeOnFile([published, benefit])
    await client.createOrReplace({ ...draft, title: 'Web, edited in the Studio' })
    await pullChange(file, pulled)
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: draft._id,
      publishedId: published._id,
    })
    expect(await titlesIn(file)).toEqual({
      'benefit.fast': 'Fast, as pulled',
      'service.web': 'Web, edited in the Studio',
    })
  })

  it('reaches the Studio: listeners hear the pulled document, and queries read it, without any change in the Studio', async () => {
    const { file, client } = await startLakeOnFile([published, benefit])
    const heard = await listenToBenefits(client)
    await pullChange(file, pulled)
    await waitUntil(() => heard.length > 1, 'the listener heard the pulled change')
    expect(heard[1]).toMatchObject({
      type: 'mutation',
      documentId: 'benefit.fast',
      resultRev: 'rev-pulled',
      result: { title: 'Fast, as pulled' },
      // As Sanity words a change: the document as it now is, at the time it was published.
      mutations: [{ createOrReplace: pulled }],
      timestamp: pulled._updatedAt,
    })
    expect(await client.fetch('*[_id == "benefit.fast"][0].title')).toBe('Fast, as pulled')
  })

  it('that removes a document reaches listeners as its deletion, stamped with the time the lake saw it', async () => {
    const { file, client } = await startLakeOnFile([published, benefit])
    const heard = await listenToBenefits(client)
    const before = Date.now()
    await writeFile(file, formatDataset([published]))
    await waitUntil(() => heard.length > 1, 'the listener heard the removal')
    expect(heard[1]).toMatchObject({
      documentId: 'benefit.fast',
      transition: 'disappear',
      mutations: [{ delete: { id: 'benefit.fast' } }],
    })
    const { timestamp } = heard[1] as { type: string; timestamp: string }
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before)
    expect(new Date(timestamp).toISOString()).toBe(timestamp)
  })

  it('is never written over by a change to the same document made before the lake saw it: that change is refused, naming the file', async () => {
    const { file, lake, client } = await startLakeOnFile([published, benefit])
    await pullChange(file, pulled)
    // At once, before the watcher's moment: the editor's view cannot include the pulled words.
    const stale = lake.store.transact('mutation', (transaction) =>
      transaction.apply({ patch: { id: benefit._id, set: { title: 'Fast, from a stale tab' } } }, 0),
    )
    await expect(stale).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining(`${file} was changed outside the Studio (benefit.fast changed there)`),
    })
    expect(await titlesIn(file)).toMatchObject({ 'benefit.fast': 'Fast, as pulled' })
    // Made again on what the Studio now shows, it is saved.
    await client.patch(benefit._id).set({ title: 'Fast, on the pulled words' }).commit()
    expect(await titlesIn(file)).toMatchObject({ 'benefit.fast': 'Fast, on the pulled words' })
  })

  it('that leaves the dataset file unreadable (a merge conflict) stops Publish until it is fixed, naming the file and line; drafts are saved meanwhile', async () => {
    const { file, logged, client } = await startLakeOnFile([published, benefit])
    const conflicted = `<<<<<<< HEAD\n${await readFile(file, 'utf8')}`
    await writeFile(file, conflicted)
    // 503, so the Studio keeps the editor's change and tries again; the terminal hears of it once, however often it tries.
    const publish = () => client.patch(published._id).set({ title: 'Web, during the conflict' }).commit()
    await expect(publish()).rejects.toMatchObject({ statusCode: 503 })
    await expect(publish()).rejects.toThrow(
      `${file} was changed outside the local Content Lake and cannot be read (The dataset file dataset.ndjson cannot be read:\n  - (unparsed) "dataset.ndjson:1" › (line): not valid JSON`,
    )
    await client.createOrReplace({ ...draft, title: 'Web, drafted during the conflict' })
    expect(await readFile(file, 'utf8')).toBe(conflicted)
    expect(await titlesIn(draftsFileFor(file))).toEqual({ 'drafts.service.web': 'Web, drafted during the conflict' })
    expect(logged.filter((line) => line.includes('cannot be read'))).toHaveLength(1)
    // Resolved by hand, the file is taken in and Publish works again.
    await writeFile(file, toNdjson([published, benefit]))
    await client.patch(published._id).set({ title: 'Web, once resolved' }).commit()
    expect(await titlesIn(file)).toEqual({ 'benefit.fast': 'Fast', 'service.web': 'Web, once resolved' })
  })

  it('without a new _rev (a hand edit) gets one, saved at once, so the Studio can take it and the Site tool compare it', async () => {
    const { file, lake, logged, client } = await startLakeOnFile([published, benefit])
    await pullChange(file, { ...benefit, title: 'Fast, edited by hand' })
    const inFile = async () => parseDataset(await readFile(file, 'utf8'), 'file').find((doc) => doc._id === benefit._id)
    // The lake says so once the write is on the disk; the file shows the new revision a moment before (the rename
    // comes before the folder's flush), so the file is read after the line.
    await waitUntil(
      () => logged.some((line) => line.includes('Changed outside the Studio without a new _rev: benefit.fast')),
      'the hand edit saved back with a revision of its own',
    )
    const saved = await inFile()
    expect(saved).toMatchObject({ title: 'Fast, edited by hand', _rev: lake.store.get(benefit._id)?._rev })
    expect(saved?._rev).not.toBe(benefit._rev)
    expect(await client.fetch('*[_id == "benefit.fast"][0].title')).toBe('Fast, edited by hand')
  })

  it('in the drafts file is taken in too: a draft removed there is gone from the lake', async () => {
    const { file, client } = await startLakeOnFile([published])
    await client.createOrReplace(draft)
    await writeFile(draftsFileFor(file), '')
    await client.patch(published._id).set({ title: 'Web, after the drafts went' }).commit()
    expect(await client.getDocument(draft._id)).toBeUndefined()
  })
})

describe("a dataset file written in place, emptied first and filled a moment later (Node's writeFile, git creating it)", () => {
  /**
   * The disk, except that the next `torn` readings of the dataset file (a string each) land inside such a write: each
   * is what a reader then sees, the file emptied or filled only in part.
   */
  function tornDisk(): { fs: LakeFileSystem; torn: string[] } {
    const torn: string[] = []
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      read: async (file) =>
        path.basename(file) === 'dataset.ndjson' && torn.length ? torn.shift()! : diskFileSystem.read(file),
    }
    return { fs, torn }
  }

  it('is never taken in half-written: the lake reads it again a moment later, and deletes nothing', async () => {
    const { fs, torn } = tornDisk()
    const { lake, client, file } = await startLakeOnFile([published, benefit], { fs })
    const heard = await listenToBenefits(client)
    torn.push('', toNdjson([published]))
    // As the watcher does once the file changes; the second torn reading (benefit.fast cut off) comes a moment later.
    await lake.store.applyOutsideEdits()
    expect(torn).toEqual([])
    expect(lake.store.all().map((doc) => doc._id)).toEqual(['service.web', 'benefit.fast'])
    torn.push('')
    await client.patch(benefit._id).set({ title: 'Fast, published while the file was written' }).commit()
    expect(torn).toEqual([])
    expect(await titlesIn(file)).toEqual({
      'benefit.fast': 'Fast, published while the file was written',
      'service.web': 'Web',
    })
    // Listeners hear events in order: once the publish's has come, a deletion taken in before it would have, too.
    const transitions = () =>
      heard.filter((event) => event.type === 'mutation').map((event) => (event as { transition?: string }).transition)
    await waitUntil(() => transitions().length > 0, 'the listener heard the publish')
    expect(transitions()).toEqual(['update'])
  })

  /**
   * The disk as it is, with a program writing the dataset file in place: once the lake reads it empty, the program
   * fills it, whole, 30 ms later (refillWith arms it for one filling; readEmpty says the lake has read it empty since).
   */
  function refillingDisk(): { fs: LakeFileSystem; refillWith: (text: string) => void; readEmpty: () => boolean } {
    let refill: string | undefined
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      async read(file) {
        const text = await diskFileSystem.read(file)
        const next = refill
        if (path.basename(file) === 'dataset.ndjson' && text === '' && next !== undefined) {
          refill = undefined
          setTimeout(() => writeFileSync(file, next), 30)
        }
        return text
      },
    }
    return { fs, refillWith: (text) => (refill = text), readEmpty: () => refill === undefined }
  }

  it('by a program that fills it 30 ms after emptying it is read full: the lake waits a moment, not no time at all', async () => {
    const { fs, refillWith, readEmpty } = refillingDisk()
    const { file, lake } = await startLakeOnFile([published, benefit], { fs })
    refillWith(await readFile(file, 'utf8'))
    await writeFile(file, '')
    await lake.store.applyOutsideEdits()
    expect(readEmpty()).toBe(true)
    expect(lake.store.all().map((doc) => doc._id)).toEqual(['service.web', 'benefit.fast'])
  })

  it('that the lake last saw empty is read again once written, though it still reads empty: what fills it is taken in', async () => {
    const { fs, refillWith, readEmpty } = refillingDisk()
    const { file, lake } = await startLakeOnFile([benefit], { fs })
    // Every document unpublished by hand: the lake takes the empty file in.
    await writeFile(file, '')
    await lake.store.applyOutsideEdits()
    expect(lake.store.all()).toEqual([])
    refillWith(toNdjson([benefit]))
    // Emptied again by the program that writes it: the same text, in a file written since.
    await utimes(file, new Date('2026-11-28T15:00:00Z'), new Date('2026-11-28T15:00:00Z'))
    await lake.store.applyOutsideEdits()
    expect(readEmpty()).toBe(true)
    expect(lake.store.all().map((doc) => doc._id)).toEqual(['benefit.fast'])
  })

  it('that stays empty is taken in once it has for a moment: every document in it is deleted', async () => {
    const { file, lake } = await startLakeOnFile([published, benefit])
    await writeFile(file, '')
    await lake.store.applyOutsideEdits()
    expect(lake.store.all()).toEqual([])
  })

  it('that changes at every reading stops Publish, saying it is still being written, until it holds still', async () => {
    const { fs, torn } = tornDisk()
    const { file, client, logged } = await startLakeOnFile([published, benefit], { fs })
    torn.push('', toNdjson([published]), '', toNdjson([published]), '')
    const publish = client.patch(benefit._id).set({ title: 'Fast, while it changes' }).commit()
    await expect(publish).rejects.toMatchObject({ statusCode: 503 })
    await expect(publish).rejects.toThrow(
      `${file} is still being written by another program. Nothing is saved to it until it stays the same for a moment; then the lake takes it in.`,
    )
    // Said in the terminal too, where the person who runs npm run studio looks.
    expect(logged).toEqual([expect.stringContaining(`${file} is still being written by another program.`)])
    await client.patch(benefit._id).set({ title: 'Fast, once it held still' }).commit()
    expect(await titlesIn(file)).toEqual({ 'benefit.fast': 'Fast, once it held still', 'service.web': 'Web' })
  })
})

describe('a second lake on the same dataset file', () => {
  it('is refused, naming the file and the lake that serves it, so neither writes over the other', async () => {
    const { file } = await startLakeOnFile([published])
    await expect(startContentLake({ datasetFile: file, log: () => undefined })).rejects.toThrow(
      `${file} is already served by another local Content Lake (this process, since`,
    )
  })

  it('may start once the first has stopped, and finds what it wrote', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    await client.patch(published._id).set({ title: 'Web, by the first lake' }).commit()
    await lake.close()
    const second = await startContentLake({ datasetFile: file, log: () => undefined })
    cleanups.push(() => second.close())
    expect(second.store.get(published._id)?.title).toBe('Web, by the first lake')
  })
})
