// Starting a lake on its files: whatever a crash or an edit left, it starts, or refuses with a sentence that names the
// file and what to do; it never starts on a state it would have to guess about.
import { jest } from '@jest/globals'
import { existsSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { draftsFileFor } from '../src/dataset-files'
import { journalFileFor } from '../src/dataset-journal'
import { placeReplacement, prepareReplacement } from '../src/durable-file'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { DatasetLockedError, lockFileFor } from '../src/dataset-lock'
import { LakeStartError } from '../src/lake-error'
import { PortTakenError } from '../src/bind-port'
import { startContentLake } from '../src/start-content-lake'
import { formatDataset, parseDataset } from '../src/dataset-format'
import { toNdjson, writeTempDataset } from './support/temp-dataset'
import { diskError } from './support/disk-error'
import { clientFor, draft, published } from './lake-fixture'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function datasetFile(documents: object[]): Promise<string> {
  const { file, cleanup } = await writeTempDataset(toNdjson(documents))
  cleanups.push(cleanup)
  return file
}

/** The error a start was refused with, to check its class (how the terminal shows it) and its sentence. */
const refusalOf = (starting: Promise<unknown>) =>
  starting.then(
    () => Promise.reject(new Error('the lake started')),
    (error: unknown) => error as Error,
  )

async function start(file: string) {
  const lake = await startContentLake({ datasetFile: file, log: () => undefined })
  cleanups.push(() => lake.close())
  return lake
}

describe('a lake starting on its files', () => {
  it('is refused given neither a dataset file nor documents, saying what it needs', async () => {
    await expect(startContentLake({})).rejects.toThrow(
      'startContentLake needs a datasetFile or documents to start from',
    )
  })

  it('starts on a dataset file that unpublishing the last document left empty', async () => {
    const file = await datasetFile([published])
    const lake = await startContentLake({ datasetFile: file, log: () => undefined })
    await clientFor(lake).action({
      actionType: 'sanity.action.document.unpublish',
      draftId: draft._id,
      publishedId: published._id,
    })
    await lake.close()
    expect(await readFile(file, 'utf8')).toBe('')
    const again = await start(file)
    expect(again.store.get(draft._id)?.title).toBe(published.title)
  })

  it('on a dataset file a program is writing in place (emptied, then filled) starts with what it holds once written', async () => {
    const file = await datasetFile([published])
    let torn = true
    // The lake's first reading lands inside the write: the file emptied, not yet filled.
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      read: async (path) => (path === file && torn ? ((torn = false), '') : diskFileSystem.read(path)),
    }
    const lake = await startContentLake({ datasetFile: file, fs, log: () => undefined })
    cleanups.push(() => lake.close())
    expect(torn).toBe(false)
    expect(lake.store.get(published._id)?.title).toBe(published.title)
  })

  it('refuses to start on a document in both files, naming it and both files', async () => {
    const file = await datasetFile([published])
    await writeFile(draftsFileFor(file), toNdjson([published]))
    await expect(startContentLake({ datasetFile: file, log: () => undefined })).rejects.toThrow(
      `${file} and ${draftsFileFor(file)} both hold ${published._id}: a document lives in one of them.`,
    )
  })

  it('refuses to start on a merge conflict in the dataset format’s own words, with what the project does next', async () => {
    const line = (title: string) => JSON.stringify({ ...published, title })
    const file = await datasetFile([])
    await writeFile(file, ['<<<<<<< ours', line('Ours'), '=======', line('Theirs'), '>>>>>>> theirs', ''].join('\n'))
    const refusal = await refusalOf(
      startContentLake({
        datasetFile: file,
        afterResolving: 'run npm run content:check and commit',
        log: () => undefined,
      }),
    )
    expect(refusal).toBeInstanceOf(LakeStartError)
    expect(refusal.message).toMatch(/^The dataset file dataset\.ndjson cannot be read:\n/)
    expect(refusal.message).toContain(
      `a merge conflict left by git, its markers on lines 1, 3 and 5 (documents ${published._id})`,
    )
    expect(refusal.message).toMatch(/delete the marker lines; then run npm run content:check and commit$/)
  })

  it('gives a document without a _rev one, and writes it back, so the next start reads the same revision', async () => {
    const { _rev, ...withoutRevision } = published
    void _rev
    const file = await datasetFile([withoutRevision])
    const lake = await startContentLake({ datasetFile: file, log: () => undefined })
    const revision = lake.store.get(published._id)?._rev
    expect(revision).toEqual(expect.any(String))
    await lake.close()
    expect(parseDataset(await readFile(file, 'utf8'), 'dataset.ndjson')[0]?._rev).toBe(revision)
  })

  it('keeps an undo journal whose file was edited since, and refuses to start naming the file, the document and what to do', async () => {
    const file = await datasetFile([published])
    const before = await readFile(file, 'utf8')
    const after = formatDataset([])
    // A crash between an Unpublish's two files, then a pull that changed the dataset file again.
    const entries = [{ file: 'dataset.ndjson', before, after, identity: 'gone' }]
    await writeFile(journalFileFor(file), `${JSON.stringify({ journal: 'local-content-lake', version: 3, entries })}\n`)
    await writeFile(file, toNdjson([{ ...published, title: 'Pulled since' }]))
    await expect(startContentLake({ datasetFile: file, log: () => undefined })).rejects.toThrow(
      `${file} (documents ${published._id}) has been edited since: it holds neither the text from before that change nor what the change wrote`,
    )
    await expect(startContentLake({ datasetFile: file, log: () => undefined })).rejects.toThrow(
      `Keep the files as they are by deleting the journal`,
    )
    expect(existsSync(journalFileFor(file))).toBe(true)
    expect(JSON.parse(await readFile(file, 'utf8')).title).toBe('Pulled since')
  })

  it('rolls back a change cut short when its files hold what it wrote, and starts', async () => {
    const file = await datasetFile([published])
    // What an Unpublish had written to the dataset file when it was killed: the document gone from it.
    const before = await readFile(file, 'utf8')
    const replacement = await prepareReplacement(diskFileSystem, file, '')
    const entries = [{ file: 'dataset.ndjson', before, after: '', identity: replacement.identity }]
    await writeFile(journalFileFor(file), `${JSON.stringify({ journal: 'local-content-lake', version: 3, entries })}\n`)
    await placeReplacement(diskFileSystem, replacement, file)
    const logged: string[] = []
    const lake = await startContentLake({ datasetFile: file, log: (message) => logged.push(message) })
    cleanups.push(() => lake.close())
    expect(lake.store.get(published._id)?.title).toBe(published.title)
    expect(existsSync(journalFileFor(file))).toBe(false)
    expect(logged).toEqual([`The local Content Lake rolled back a change that was cut short (${journalFileFor(file)})`])
  })

  it('refuses to start on a dataset file that is not there, naming it', async () => {
    const file = await datasetFile([])
    await rm(file)
    expect(await refusalOf(startContentLake({ datasetFile: file, log: () => undefined }))).toEqual(
      new LakeStartError(`${file} cannot be read (the file is missing): fix it, then start the lake again.`),
    )
  })

  it('refuses to start beside a journal it cannot read, keeping it and the files as they are', async () => {
    const file = await datasetFile([published])
    for (const journal of [
      'not JSON',
      // A journal naming a file outside its folder, which the lake would never write.
      '{"journal": "local-content-lake", "version": 3, "entries": [{"file": "../dataset.ndjson", "before": null, "after": null, "identity": null}]}',
    ]) {
      await writeFile(journalFileFor(file), `${journal}\n`)
      expect(await refusalOf(startContentLake({ datasetFile: file, log: () => undefined }))).toEqual(
        new LakeStartError(
          `${journalFileFor(file)} is not an undo journal this local Content Lake can read, so nothing was rolled back and nothing is saved: move it away, check the dataset files (npm run content:check), and start again.`,
        ),
      )
      expect(await readFile(journalFileFor(file), 'utf8')).toBe(`${journal}\n`)
    }
    expect(await readFile(file, 'utf8')).toBe(toNdjson([published]))
  })

  it('refuses to start when it cannot read the journal, in a sentence with the disk’s own error', async () => {
    const file = await datasetFile([published])
    await writeFile(journalFileFor(file), '{}\n')
    const failing: LakeFileSystem = {
      ...diskFileSystem,
      read: (path) =>
        path === journalFileFor(file) ? Promise.reject(diskError('EIO', 'read')) : diskFileSystem.read(path),
    }
    // In a sentence that names the file and what to check, not as a stack.
    expect(await refusalOf(startContentLake({ datasetFile: file, fs: failing, log: () => undefined }))).toEqual(
      new LakeStartError(
        `The local Content Lake could not open ${file}: EIO: i/o error, read. Check the disk (free space, permissions), then start the lake again.`,
      ),
    )
  })

  it('gives up when its lock keeps changing hands, saying another lake may be starting', async () => {
    const file = await datasetFile([published])
    const churning: LakeFileSystem = {
      ...diskFileSystem,
      link: async (from, to) => (to === lockFileFor(file) ? false : diskFileSystem.link(from, to)),
    }
    expect(await refusalOf(startContentLake({ datasetFile: file, fs: churning, log: () => undefined }))).toEqual(
      new DatasetLockedError(
        `${lockFileFor(file)} kept changing while this lake tried to take it 10 times: is another lake starting? Try again.`,
      ),
    )
  })
})

describe('a lake’s flush', () => {
  it('resolves once every change asked for before it is in the dataset file', async () => {
    const file = await datasetFile([published])
    const lake = await start(file)
    const retitled = lake.store.transact('mutation', (draft) =>
      draft.apply({ patch: { id: published._id, set: { title: 'Flushed' } } }, 0),
    )
    await lake.flush()
    expect(parseDataset(await readFile(file, 'utf8'), 'dataset.ndjson')[0]?.title).toBe('Flushed')
    await retitled
  })
})

describe('a lake closing', () => {
  it('ends a listener’s stream that is still open, and lets go of its port', async () => {
    const lake = await startContentLake({ documents: [published], log: () => undefined })
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${lake.url}/v2025-02-19/data/listen/production?query=*`, resolve).on('error', reject),
    )
    const ended = new Promise((resolve) => response.on('close', resolve).resume())
    await lake.close()
    await ended
    expect(response.complete).toBe(false)
    const again = await startContentLake({ documents: [], port: lake.port, log: () => undefined })
    cleanups.push(() => again.close())
    expect(again.port).toBe(lake.port)
  })
})

describe('a lake starting on a port', () => {
  it('that is taken is refused naming the setting, and leaves its dataset file free for the next lake', async () => {
    const file = await datasetFile([published])
    const first = await start(file)
    const other = await datasetFile([published])
    const refusal = await refusalOf(startContentLake({ datasetFile: other, port: first.port, log: () => undefined }))
    expect(refusal).toBeInstanceOf(PortTakenError)
    expect(refusal.message).toContain('CONTENT_LAKE_PORT')
    // Its lock, its watcher and its query workers went with it: another lake starts on the same file.
    expect((await start(other)).store.get(published._id)?.title).toBe(published.title)
  })

  it('of an IPv6 address gives clients a URL with the address in brackets, which they reach', async () => {
    const lake = await startContentLake({ host: '::1', documents: [published], log: () => undefined })
    cleanups.push(() => lake.close())
    expect(lake.url).toBe(`http://[::1]:${lake.port}`)
    expect(await clientFor(lake).getDocument(published._id)).toMatchObject({ title: published.title })
  })
})

describe('a lake started with its defaults', () => {
  it('has the names its clients are told to use, project local and dataset production, and answers them', async () => {
    const lake = await startContentLake({ documents: [] })
    cleanups.push(() => lake.close())
    expect([lake.projectId, lake.dataset]).toEqual(['local', 'production'])
    const project = await fetch(`${lake.url}/v2025-02-19/projects/local`).then((response) => response.json())
    expect(project).toMatchObject({ id: 'local' })
  })

  it('answers no page in a browser, and says so to one that asks', async () => {
    const lake = await startContentLake({ documents: [], log: () => undefined })
    cleanups.push(() => lake.close())
    const response = await fetch(`${lake.url}/v2025-02-19/users/me`, { headers: { origin: 'http://localhost:3333' } })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      error: {
        description: expect.stringMatching(
          /^Refused: the local Content Lake answers no pages in a browser, and clients that send no Origin; this GET came from http:\/\/localhost:3333\./,
        ),
      },
    })
  })

  it('says what it did on the terminal, as a warning', async () => {
    const { _rev, ...withoutRevision } = published
    void _rev
    const file = await datasetFile([withoutRevision])
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    cleanups.push(async () => warn.mockRestore())
    const lake = await startContentLake({ datasetFile: file })
    cleanups.push(() => lake.close())
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Changed outside the Studio without a new _rev: /))
  })
})
