// The lake's store on its own: the revisions it gives documents that came without one and saves until the disk takes
// them, the retries it answers as the first time and the ids it refuses, what it tells its subscribers, and waiting for
// its queue. The HTTP API's view of the same store is in mutations.test.ts and outside-edits.test.ts.
import { readFile, writeFile } from 'node:fs/promises'
import { parseDataset, type RawDocument } from '../src/dataset-format'
import { openDatasetFiles } from '../src/dataset-files'
import { openDocumentStore, type DocumentStore } from '../src/document-store'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { LakeError } from '../src/lake-error'
import type { CommittedTransaction, TransactionDraft } from '../src/transaction'
import { diskError } from './support/disk-error'
import { toNdjson, writeTempDataset } from './support/temp-dataset'

const benefit: RawDocument = { _id: 'benefit.fast', _type: 'benefit', _rev: 'r1', title: 'Fast' }
const service: RawDocument = { _id: 'service.web', _type: 'service', _rev: 'r2', title: 'Web' }

const retitle =
  (id: string, title: string) =>
  (draft: TransactionDraft): void =>
    draft.apply({ patch: { id, set: { title } } }, 0)

/** The API's answer to a transaction the store refused: its status, its type and its sentence. */
async function refusal(transacting: Promise<unknown>): Promise<{ status: number; type: unknown; message: string }> {
  const error = await transacting.then(
    () => new Error('the transaction was not refused'),
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof LakeError)) throw error
  return { status: error.status, type: (error.body as { error: { type: unknown } }).error.type, message: error.message }
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A store on a dataset file of `documents`, on the real disk except that its next `failures` writes fail, and each
 * flush of the folder fails while `unconfirmed` is set.
 */
async function storeOnFile(documents: RawDocument[]) {
  const { file, cleanup } = await writeTempDataset(toNdjson(documents))
  cleanups.push(cleanup)
  const disk = { failures: 0, unconfirmed: false }
  const fs: LakeFileSystem = {
    ...diskFileSystem,
    writeNew: async (...args) => {
      if (disk.failures > 0) {
        disk.failures--
        throw diskError('ENOSPC', 'write')
      }
      return diskFileSystem.writeNew(...args)
    },
    syncFolder: async (folder) => {
      if (disk.unconfirmed) throw diskError('EIO', `fsync ${folder}`)
      return diskFileSystem.syncFolder(folder)
    },
  }
  const logged: string[] = []
  const log = (message: string) => void logged.push(message)
  const files = await openDatasetFiles(file, { fs, log })
  cleanups.push(() => files.close())
  const open = () => openDocumentStore({ documents: files.documents, files, log })
  return { file, disk, logged, open }
}

describe('a document that came without a _rev', () => {
  const unrevised = { _id: 'benefit.fast', _type: 'benefit', title: 'Fast' } as RawDocument
  const unrevisedToo = { _id: 'benefit.clear', _type: 'benefit', title: 'Clear' } as RawDocument
  const given = `Changed outside the Studio without a new _rev: benefit.fast, benefit.clear. The local Content Lake gave each a new revision and saved it.`

  it('gets a revision, saved to the file at once and said once', async () => {
    const { file, logged, open } = await storeOnFile([unrevised, unrevisedToo, service])
    const store = await open()
    const revision = store.get('benefit.fast')?._rev
    expect(revision).toEqual(expect.any(String))
    expect(logged).toEqual([given])
    expect(parseDataset(await readFile(file, 'utf8'), 'file')).toContainEqual({ ...unrevised, _rev: revision })
    await store.applyOutsideEdits()
    expect(logged).toEqual([given])
  })

  it('whose save fails is said with the disk’s error, and saved at the next look at the files once the disk works', async () => {
    const { disk, logged, open } = await storeOnFile([unrevised, unrevisedToo, service])
    disk.failures = 1
    const store = await open()
    expect(logged).toEqual([
      expect.stringMatching(
        /^The local Content Lake could not save this change to .+: ENOSPC: no space left on device, write\./,
      ),
      `The new revisions of benefit.fast, benefit.clear are not saved yet; the lake tries again before the next change. ${logged[0]}`,
    ])
    logged.length = 0
    await store.applyOutsideEdits()
    expect(logged).toEqual([given])
  })

  it('still unsaved when the next change comes, is saved by it, as that change writes the whole file', async () => {
    const { file, disk, logged, open } = await storeOnFile([unrevised, service])
    // At the start, and once more as the next change begins; the change's own write then works.
    disk.failures = 2
    const store = await open()
    await store.transact('mutation', retitle('service.web', 'Web, edited'))
    const saved = parseDataset(await readFile(file, 'utf8'), 'file')
    expect(saved).toContainEqual({ ...unrevised, _rev: store.get('benefit.fast')?._rev })
    logged.length = 0
    await store.applyOutsideEdits()
    expect(logged).toEqual([])
  })
})

describe('an edit made outside the lake', () => {
  it('retires the revision it replaced: a client may not take it as its transaction id', async () => {
    const { file, open } = await storeOnFile([benefit, service])
    const store = await open()
    await writeFile(file, toNdjson([{ ...benefit, _rev: 'r9', title: 'Fast, by hand' }, service]))
    await store.applyOutsideEdits()
    expect(store.get('benefit.fast')).toMatchObject({ _rev: 'r9', title: 'Fast, by hand' })
    expect(await refusal(store.transact('mutation', retitle('service.web', 'Web'), { transactionId: 'r1' }))).toEqual({
      status: 400,
      type: 'httpBadRequest',
      message: expect.stringContaining('transactionId "r1" was used before'),
    })
  })

  it('to two documents a transaction would change refuses it, naming both', async () => {
    const { file, open } = await storeOnFile([benefit, service])
    const store = await open()
    await writeFile(
      file,
      toNdjson([
        { ...benefit, _rev: 'r8', title: 'Fast, by hand' },
        { ...service, _rev: 'r9', title: 'Web, by hand' },
      ]),
    )
    const both = (draft: TransactionDraft) => {
      retitle('benefit.fast', 'Fast, in the Studio')(draft)
      retitle('service.web', 'Web, in the Studio')(draft)
    }
    expect(await refusal(store.transact('mutation', both))).toEqual({
      status: 503,
      type: 'datasetFileChangedError',
      message: expect.stringContaining(`(benefit.fast, service.web changed there)`),
    })
  })
})

describe('transaction ids', () => {
  const inMemory = () => openDocumentStore({ documents: [benefit, service] })

  it('refuses a revision a document has now, though no transaction used it', async () => {
    const store = await inMemory()
    expect(
      await refusal(store.transact('mutation', retitle('service.web', 'Web, 2'), { transactionId: 'r1' })),
    ).toEqual({
      status: 400,
      type: 'httpBadRequest',
      message: expect.stringContaining('transactionId "r1" was used before'),
    })
    expect(store.get('service.web')?.title).toBe('Web')
  })

  it('answers a retry of the same request as the first time, without a disk too', async () => {
    const store = await inMemory()
    const client = { transactionId: 'tx1', request: '{"mutations":[]}' }
    const first = await store.transact('mutation', retitle('service.web', 'Web, 2'), client)
    const again = await store.transact('mutation', retitle('service.web', 'Web, 3'), client)
    expect(again.transactionId).toBe(first.transactionId)
    expect(store.get('service.web')).toMatchObject({ title: 'Web, 2', _rev: 'tx1' })
    expect(again.changes).toEqual([expect.objectContaining({ id: 'service.web', after: store.get('service.web') })])
  })

  it('answers a retry with each document as it is now only while the retried transaction is its last change', async () => {
    const store = await inMemory()
    const client = { transactionId: 'tx1', request: 'both' }
    await store.transact(
      'mutation',
      (draft) => {
        retitle('service.web', 'Web, 2')(draft)
        draft.apply({ create: { _id: 'benefit.new', _type: 'benefit', title: 'New' } }, 1)
      },
      client,
    )
    await store.transact('mutation', retitle('service.web', 'Web, 3'))
    await store.transact('mutation', (draft) => draft.apply({ delete: { id: 'benefit.new' } }, 0))
    const again = await store.transact('mutation', () => undefined, client)
    expect(again.changes.map(({ id, after }) => ({ id, after }))).toEqual([
      { id: 'service.web', after: null },
      { id: 'benefit.new', after: null },
    ])
  })

  it('answers a retry of a change the disk has not confirmed with the 503 it gave, until the disk confirms it', async () => {
    const { disk, open } = await storeOnFile([benefit, service])
    const store = await open()
    const client = { transactionId: 'tx1', request: 'retitle' }
    disk.unconfirmed = true
    const first = await refusal(store.transact('mutation', retitle('service.web', 'Web, 2'), client))
    expect(first).toEqual({
      status: 503,
      type: 'datasetWriteNotConfirmedError',
      message: expect.stringMatching(/^This change is in .+, but the disk did not/),
    })
    expect(await refusal(store.transact('mutation', retitle('service.web', 'Web, 2'), client))).toEqual(first)
    disk.unconfirmed = false
    const again = await store.transact('mutation', retitle('service.web', 'Web, 2'), client)
    expect(again).toMatchObject({ transactionId: 'tx1', changes: [{ id: 'service.web', after: { title: 'Web, 2' } }] })
  })

  it('given with no request is never taken for a retry: sent again, it is refused as used', async () => {
    const store = await inMemory()
    await store.transact('mutation', retitle('service.web', 'Web, 2'), { transactionId: 'tx1' })
    expect(
      await refusal(store.transact('mutation', retitle('service.web', 'Web, 3'), { transactionId: 'tx1' })),
    ).toEqual({
      status: 400,
      type: 'httpBadRequest',
      message: expect.stringContaining('transactionId "tx1" was used before'),
    })
  })

  it('the lake made is not a client’s to retry: sent back with the same request, it is refused as used', async () => {
    const store = await inMemory()
    const { transactionId } = await store.transact('mutation', retitle('service.web', 'Web, 2'), { request: 'same' })
    const sentBack = store.transact('mutation', retitle('service.web', 'Web, 3'), { transactionId, request: 'same' })
    expect(await refusal(sentBack)).toEqual({
      status: 400,
      type: 'httpBadRequest',
      message: expect.stringContaining(`transactionId "${transactionId}" was used before`),
    })
    expect(store.get('service.web')?.title).toBe('Web, 2')
  })
})

describe('its subscribers', () => {
  it('hear each transaction once it is saved, and nothing more once they unsubscribe', async () => {
    const store = await openDocumentStore({ documents: [service] })
    const heard: string[] = []
    const unsubscribe = store.subscribe(({ transactionId }) => heard.push(transactionId))
    const first = await store.transact('mutation', retitle('service.web', 'Web, 2'))
    unsubscribe()
    await store.transact('mutation', retitle('service.web', 'Web, 3'))
    expect(heard).toEqual([first.transactionId])
  })

  it('hear an edit made outside as one transaction for each document it changed, and nothing else', async () => {
    const { file, logged, open } = await storeOnFile([benefit, service])
    const store = await open()
    const heard: CommittedTransaction[] = []
    store.subscribe((transaction) => heard.push(transaction))
    await writeFile(file, toNdjson([{ ...benefit, _rev: 'r8', title: 'Fast, pulled' }]))
    await store.applyOutsideEdits()
    const changes = (id: string) =>
      heard.filter((transaction) => transaction.changes.some((change) => change.id === id))
    expect(heard).toHaveLength(2)
    expect(changes('benefit.fast')).toEqual([
      expect.objectContaining({
        transactionId: 'r8',
        changes: [expect.objectContaining({ after: store.get('benefit.fast') })],
      }),
    ])
    expect(changes('service.web')).toEqual([
      expect.objectContaining({ changes: [expect.objectContaining({ before: service, after: null })] }),
    ])
    expect(logged).toEqual([])
  })

  it('one that throws is logged with its stack, or with what it threw when that is not an Error', async () => {
    const logged: string[] = []
    const store: DocumentStore = await openDocumentStore({
      documents: [service],
      log: (message) => void logged.push(message),
    })
    const broken = new Error('a broken subscriber')
    let thrown: unknown = broken
    store.subscribe(() => {
      throw thrown
    })
    const first = await store.transact('mutation', retitle('service.web', 'Web, 2'))
    thrown = 'a string'
    const second = await store.transact('mutation', retitle('service.web', 'Web, 3'))
    expect(logged).toEqual([
      `A listener of the local Content Lake failed on transaction ${first.transactionId}: ${broken.stack}`,
      `A listener of the local Content Lake failed on transaction ${second.transactionId}: a string`,
    ])
  })
})

it('settled() waits for every transaction asked for before it', async () => {
  const store = await openDocumentStore({ documents: [service] })
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  const order: string[] = []
  const transacting = store.transact('mutation', async (draft) => {
    await held
    retitle('service.web', 'Web, 2')(draft)
  })
  const settling = store.settled().then(() => order.push('settled'))
  await new Promise((resolve) => setImmediate(resolve))
  expect(order).toEqual([])
  release()
  await transacting.then(() => order.push('transaction'))
  await settling
  expect(order).toEqual(['transaction', 'settled'])
})
