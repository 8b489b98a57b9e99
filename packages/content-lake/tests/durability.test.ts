// Nothing acknowledged is lost: a lake killed for real (SIGKILL) at any step of a write, or on a disk that refuses a
// write, leaves every acknowledged change in its files and every document in one of them, never in neither.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { SanityClient } from '@sanity/client'
import { formatDataset, parseDataset, type RawDocument } from '../src/dataset-format'
import { draftsFileFor, openDatasetFiles } from '../src/dataset-files'
import { diskFileSystem, type LakeFileSystem } from '../src/file-system'
import { startContentLake } from '../src/start-content-lake'
import { sampleDatasetFile as embeddedDataset, writeTempDataset } from './support/temp-dataset'
import { diskError } from './support/disk-error'
import { clientFor } from './lake-fixture'

const lakeProcess = path.join(process.cwd(), 'packages/content-lake/tests/lake-process.ts')
const removals: (() => Promise<void>)[] = []
const children: ChildProcess[] = []

afterEach(async () => {
  children.splice(0).forEach((child) => child.kill('SIGKILL'))
  await Promise.all(removals.splice(0).map((remove) => remove()))
})

/** A copy of the embedded dataset in a folder of its own. */
async function datasetCopy(): Promise<string> {
  const { file, cleanup } = await writeTempDataset(await readFile(embeddedDataset, 'utf8'))
  removals.push(cleanup)
  return file
}

/** Starts packages/content-lake/tests/lake-process.ts on `file`; `fileSizeKiB` limits how large a file it may write (ulimit -f). */
async function startLakeProcess(file: string, env: Record<string, string> = {}, fileSizeKiB?: number) {
  const node = `"${process.execPath}" --import tsx "${lakeProcess}"`
  const child = spawn('bash', ['-c', fileSizeKiB ? `ulimit -f ${fileSizeKiB} && exec ${node}` : `exec ${node}`], {
    env: { ...process.env, LAKE_DATASET_FILE: file, ...env },
    // stdin: a pipe, which closes when this process ends, and the lake with it (lake-process.ts).
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = once(child, 'exit')
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited])) as [string]
  if (typeof line !== 'string') throw new Error(`The lake process ended before it served: ${stderr}`)
  /** The disk operations it has made so far, in order (lake-process.ts prints each). */
  const operations = () =>
    [...stderr.matchAll(/^op (\d+) (\w+) (\S+)$/gm)].map(([, n, name, target]) => ({
      n: Number(n),
      name: name!,
      target: target!,
    }))
  return {
    client: clientFor(JSON.parse(line) as { url: string; projectId: string; dataset: string }),
    child,
    exited,
    operations,
  }
}

async function documentsIn(file: string): Promise<Map<string, RawDocument>> {
  return new Map(parseDataset(await readFile(file, 'utf8'), path.basename(file)).map((doc) => [doc._id, doc]))
}

/** What a fresh lake sees after the killed one: it rolls back what was cut short, and it alone is on the files. */
async function restartOn(file: string) {
  const lake = await startContentLake({ datasetFile: file, log: () => undefined })
  const documents = new Map(lake.store.all().map((doc) => [doc._id, doc]))
  await lake.close()
  return documents
}

const unpublish = (client: SanityClient, id: string) =>
  client.action({ actionType: 'sanity.action.document.unpublish', draftId: `drafts.${id}`, publishedId: id })

describe('a lake killed for real', () => {
  it('has the last acknowledged of 30 quick title changes in its file when SIGKILL comes the moment the answer arrives', async () => {
    const file = await datasetCopy()
    const { client, child, exited } = await startLakeProcess(file)
    for (let change = 1; change <= 30; change++)
      await client
        .patch('service.web')
        .set({ title: `Web, take ${change}` })
        .commit()
    child.kill('SIGKILL')
    await exited
    expect((await documentsIn(file)).get('service.web')?.title).toBe('Web, take 30')
  })

  /** The disk operations of an Unpublish after one acknowledged change, as a lake that is not killed makes them. */
  async function unpublishSteps() {
    const file = await datasetCopy()
    const { client, child, exited, operations } = await startLakeProcess(file)
    await client.patch('benefit.support').set({ title: '24/7 Support, acknowledged' }).commit()
    const before = operations().length
    await unpublish(client, 'service.cloud')
    const steps = operations().slice(before)
    child.kill('SIGKILL')
    await exited
    return steps
  }

  // Its time is some 20 lake processes started one after another: 11 s alone, 26 s beside four busy loops, and over the
  // suite's 60 s once in CI beside the build, tsc and ESLint on two cores. Its limit is four times that.
  it('an Unpublish killed at each step of its write, or in the middle of one, leaves the document published or a draft, never gone', async () => {
    const steps = await unpublishSteps()
    // Its undo journal, the dataset file, the drafts file, then the journal removed: the commit point.
    expect(steps.filter(({ name }) => name === 'replace').map(({ target }) => target)).toEqual([
      'dataset.ndjson.journal',
      'dataset.ndjson',
      'dataset.drafts.ndjson',
    ])
    const commit = steps.find(({ name, target }) => name === 'remove' && target === 'dataset.ndjson.journal')!.n
    const kills = [
      ...steps.map(({ n }) => ({ killAt: n, during: false })),
      ...steps.filter(({ name }) => name === 'writeNew').map(({ n }) => ({ killAt: n, during: true })),
    ]
    for (const { killAt, during } of kills) {
      const file = await datasetCopy()
      const { client, exited } = await startLakeProcess(file, {
        LAKE_KILL_AT: String(killAt),
        LAKE_KILL_DURING: during ? '1' : '0',
      })
      await client.patch('benefit.support').set({ title: '24/7 Support, acknowledged' }).commit()
      const at = `killed at step ${killAt}${during ? ' (during)' : ''}`
      // Killed before it could answer, the connection ends with no answer. An answer (a refusal, or the Unpublish done)
      // means the kill never came: that fails here, not as a wait for an exit that will not come.
      const outcome = await unpublish(client, 'service.cloud').then(
        () => 'acknowledged',
        (error: { statusCode?: number }) => (error.statusCode ? `answered ${error.statusCode}` : 'no answer'),
      )
      expect({ at, outcome }).toEqual({ at, outcome: 'no answer' })
      expect({ at, signal: (await exited)[1] }).toEqual({ at, signal: 'SIGKILL' })
      const documents = await restartOn(file)
      expect({ at, title: documents.get('benefit.support')?.title }).toEqual({
        at,
        title: '24/7 Support, acknowledged',
      })
      const [publishedCopy, draftCopy] = [documents.get('service.cloud'), documents.get('drafts.service.cloud')]
      // All or nothing: rolled back (still published) before the commit point, done (a draft) once the journal is gone.
      const done = killAt >= commit && !(killAt === commit && during)
      expect({ at, published: Boolean(publishedCopy), draft: Boolean(draftCopy) }).toEqual({
        at,
        published: !done,
        draft: done,
      })
      expect((publishedCopy ?? draftCopy)?.title).toBe('Cloud Infrastructure')
      // What the restarted lake left: the two files, each whole and in content:pull's order, and nothing half-written.
      const text = await readFile(file, 'utf8')
      expect(text).toBe(formatDataset(parseDataset(text, 'dataset.ndjson')))
      expect({ at, files: (await readdir(path.dirname(file))).sort() }).toEqual({
        at,
        files: done ? ['dataset.drafts.ndjson', 'dataset.ndjson'] : ['dataset.ndjson'],
      })
    }
  }, 240_000)
})

describe('a disk that refuses a write', () => {
  it('fails an Unpublish it cannot write with the file and the reason named, and the document stays published after a restart', async () => {
    const file = await datasetCopy()
    // Drafts already take 60 kB; a process that may write no file over 64 KiB cannot also hold the document's draft.
    const big = {
      _id: 'drafts.service.ai-ml',
      _type: 'service',
      _rev: 'r1',
      title: 'AI (draft)',
      notes: 'x'.repeat(60_000),
    }
    await writeFile(draftsFileFor(file), `${JSON.stringify(big)}\n`)
    const { client, exited, child } = await startLakeProcess(file, {}, 64)
    await expect(unpublish(client, 'service.cloud')).rejects.toThrow(
      /could not save this change to .*dataset\.ndjson.* and .*dataset\.drafts\.ndjson.*: EFBIG/,
    )
    // The lake lives on and still answers.
    expect(await client.fetch('*[_id == "service.cloud"][0].title')).toBe('Cloud Infrastructure')
    child.kill('SIGKILL')
    await exited
    const documents = await restartOn(file)
    expect(documents.get('service.cloud')?.title).toBe('Cloud Infrastructure')
    expect(documents.has('drafts.service.cloud')).toBe(false)
    expect((await readdir(path.dirname(file))).sort()).toEqual(['dataset.drafts.ndjson', 'dataset.ndjson'])
  })

  it('rolls back the dataset file when the drafts file fails after it (a full disk), and says so to the editor', async () => {
    const file = await datasetCopy()
    const before = await readFile(file, 'utf8')
    const full = diskError('ENOSPC', 'write')
    const drafts = path.basename(draftsFileFor(file))
    // The drafts file's temporary file cannot be written: the disk is full.
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      writeNew: (target, text) =>
        path.basename(target).startsWith(`.${drafts}.`) ? Promise.reject(full) : diskFileSystem.writeNew(target, text),
    }
    const lake = await startContentLake({ datasetFile: file, fs, log: () => undefined })
    try {
      // 503: the Studio keeps the editor's change and tries again, saying "Saving your changes…".
      await expect(unpublish(clientFor(lake), 'service.cloud')).rejects.toMatchObject({
        statusCode: 503,
        message: expect.stringContaining('ENOSPC: no space left on device, write. Nothing of it was saved'),
      })
      expect(await readFile(file, 'utf8')).toBe(before)
      expect(lake.store.get('service.cloud')).toBeDefined()
      expect(lake.store.get('drafts.service.cloud')).toBeUndefined()
    } finally {
      await lake.close()
    }
    expect((await readdir(path.dirname(file))).sort()).toEqual(['dataset.ndjson'])
  })

  /**
   * The disk beside `file`, on which the next journal is renamed into place but its folder's flush fails, and so does
   * its removal: it stays, naming both files, while neither was replaced.
   */
  function journalThatStays(file: string): LakeFileSystem {
    const journal = `${file}.journal`
    let failFlush = false
    let failRemoval = false
    return {
      ...diskFileSystem,
      async replace(from, to, expected) {
        await diskFileSystem.replace(from, to, expected)
        if (to === journal) failFlush = failRemoval = true
      },
      syncFolder: (folder) =>
        failFlush
          ? ((failFlush = false), Promise.reject(diskError('EIO', 'fsync')))
          : diskFileSystem.syncFolder(folder),
      remove: (target, expected) =>
        target === journal && failRemoval
          ? ((failRemoval = false), Promise.reject(diskError('EIO', 'unlink')))
          : diskFileSystem.remove(target, expected),
    }
  }

  /** A colleague's draft reaches the drafts file: it holds neither text the journal names. */
  const colleague = { _id: 'drafts.benefit.support', _type: 'benefit', _rev: 'c1', title: 'Support, by a colleague' }

  it('removes the undo journal of a change it never wrote, not asking anyone to choose, though a file was edited since', async () => {
    const file = await datasetCopy()
    const logged: string[] = []
    const fs = journalThatStays(file)
    const lake = await startContentLake({ datasetFile: file, fs, log: (message) => void logged.push(message) })
    try {
      await expect(unpublish(clientFor(lake), 'service.cloud')).rejects.toMatchObject({
        statusCode: 503,
        message: expect.stringMatching(/EIO: i\/o error, fsync\. Nothing of it was saved; make room/),
      })
      expect(await readFile(`${file}.journal`, 'utf8')).toContain('local-content-lake')
      await writeFile(draftsFileFor(file), `${JSON.stringify(colleague)}\n`)
      await clientFor(lake).patch('service.web').set({ title: 'Web, after' }).commit()
      expect((await documentsIn(file)).get('service.web')?.title).toBe('Web, after')
      expect((await documentsIn(draftsFileFor(file))).get(colleague._id)?.title).toBe(colleague.title)
      expect(logged).toContainEqual(expect.stringMatching(/removed the undo journal of a change it could not save/))
      expect(logged.join('\n')).not.toMatch(/cannot tell which edits to keep/)
    } finally {
      await lake.close()
    }
    expect((await readdir(path.dirname(file))).sort()).toEqual(['dataset.drafts.ndjson', 'dataset.ndjson'])
  })

  it('removes that journal when it closes, so the next start need not guess, though a file was edited since', async () => {
    const file = await datasetCopy()
    // The files alone, with no watcher that would take the journal away first: only closing can.
    const files = await openDatasetFiles(file, { fs: journalThatStays(file), log: () => undefined })
    const unpublished = files.documents.flatMap((document) =>
      document._id === 'service.cloud' ? [{ ...document, _id: 'drafts.service.cloud' }] : [document],
    )
    await expect(files.write(unpublished)).rejects.toThrow(/EIO: i\/o error, fsync\. Nothing of it was saved/)
    expect(await readFile(`${file}.journal`, 'utf8')).toContain('local-content-lake')
    await files.close()
    expect((await readdir(path.dirname(file))).sort()).toEqual(['dataset.ndjson'])
    // The colleague's draft arrives while no lake runs.
    await writeFile(draftsFileFor(file), `${JSON.stringify(colleague)}\n`)
    const documents = await restartOn(file)
    expect(documents.get(colleague._id)?.title).toBe(colleague.title)
    expect(documents.get('service.cloud')?.title).toBe('Cloud Infrastructure')
  })

  it('says a change is in the file but not confirmed when only the folder’s flush failed, and answers the Studio’s retry once it is', async () => {
    const file = await datasetCopy()
    let failNextFlush = false
    const eio = diskError('EIO', 'fsync')
    const fs: LakeFileSystem = {
      ...diskFileSystem,
      async replace(from, to, expected) {
        await diskFileSystem.replace(from, to, expected)
        failNextFlush = to === file
      },
      syncFolder: (folder) =>
        failNextFlush ? ((failNextFlush = false), Promise.reject(eio)) : diskFileSystem.syncFolder(folder),
    }
    const lake = await startContentLake({ datasetFile: file, fs, log: () => undefined })
    try {
      const retitle = () =>
        clientFor(lake).patch('service.web').set({ title: 'Web, kept' }).commit({ transactionId: 'studio-1' })
      await expect(retitle()).rejects.toMatchObject({
        statusCode: 503,
        message: expect.stringContaining(
          `This change is in ${file}, but the disk did not confirm that it keeps it (EIO: i/o error, fsync)`,
        ),
      })
      // True to the disk: the file and the lake hold it.
      expect((await documentsIn(file)).get('service.web')?.title).toBe('Web, kept')
      expect(lake.store.get('service.web')?._rev).toBe('studio-1')
      // The Studio sends the same transaction again: answered as the first time, now that the disk confirms it.
      await expect(retitle()).resolves.toMatchObject({ _id: 'service.web', _rev: 'studio-1', title: 'Web, kept' })
    } finally {
      await lake.close()
    }
  })
})
