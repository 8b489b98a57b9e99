// Publishing writes the dataset file in content:pull's format, atomically; drafts live beside it and never in it.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { formatDataset, parseDataset } from '../src/dataset-format'
import { draftsFileFor } from '../src/dataset-files'
import { closeLakes, draft, published, startLakeOnFile } from './lake-fixture'
import { startContentLake } from '../src/start-content-lake'

const benefit = { _id: 'benefit.fast', _type: 'benefit', _rev: 'rev-fast', title: 'Fast' }
const cleanups: (() => Promise<void>)[] = []

/** The ids of an NDJSON file's documents, in the file's order. */
const idsIn = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { _id: string })._id)

afterEach(async () => {
  await closeLakes()
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

describe('the dataset file', () => {
  it('receives a published document, sorted by _id one per line exactly as content:pull writes it', async () => {
    const { file, lake, client } = await startLakeOnFile([published, benefit])
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: draft._id,
      publishedId: published._id,
      patch: { set: { title: 'Web, published' } },
    })
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: draft._id,
      publishedId: published._id,
    })
    await lake.flush()
    const text = await readFile(file, 'utf8')
    expect(text).toBe(formatDataset(parseDataset(text, 'dataset.ndjson')))
    expect(idsIn(text)).toEqual(['benefit.fast', 'service.web'])
    expect(JSON.parse(text.split('\n')[1]!)).toMatchObject({
      _id: 'service.web',
      title: 'Web, published',
      _rev: lake.store.get('service.web')?._rev,
    })
  })

  it('never holds a draft or a preview secret: those go to the drafts file beside it, and come back on the next start', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    await client.createOrReplace({ ...draft, title: 'Unpublished words' })
    await client.createOrReplace({ _id: 'sanity-preview-url-secret.a', _type: 'sanity.previewUrlSecret', secret: 's' })
    await lake.flush()
    expect(await readFile(file, 'utf8')).not.toContain('Unpublished words')
    expect(await readFile(file, 'utf8')).not.toContain('previewUrlSecret')
    const drafts = await readFile(draftsFileFor(file), 'utf8')
    expect(idsIn(drafts)).toEqual(['drafts.service.web', 'sanity-preview-url-secret.a'])
    await lake.close()
    const again = await startContentLake({ datasetFile: file, log: () => undefined })
    cleanups.push(() => again.close())
    expect(again.store.get('drafts.service.web')?.title).toBe('Unpublished words')
  })

  it('never holds the Site tool’s build report or deploy hook: they are about the site, not content a build bakes', async () => {
    const { file, lake, client } = await startLakeOnFile([published], {
      privatePaths: ['siteBuildReport', 'siteDeployHook'],
    })
    await client.createOrReplace({
      _id: 'siteBuildReport.latest',
      _type: 'siteBuildReport',
      outcome: 'failure',
      finishedAt: '2026-11-23T10:00:00Z',
    })
    await client.createOrReplace({
      _id: 'siteDeployHook.settings',
      _type: 'siteDeployHook',
      url: 'https://api.netlify.com/build_hooks/abc',
    })
    await lake.flush()
    expect(await readFile(file, 'utf8')).not.toMatch(/siteBuildReport|siteDeployHook/)
    const others = (await readFile(draftsFileFor(file), 'utf8')).split('\n').filter(Boolean)
    expect(others.map((line) => JSON.parse(line)._id)).toEqual(['siteBuildReport.latest', 'siteDeployHook.settings'])
  })

  it('keeps a pulled document of a type the running Studio does not know in the dataset file, and git keeps it', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    // A colleague's commit adds a type, and its first document; git pull writes it while the lake runs.
    const pulled = { _id: 'faq.first', _type: 'faq', _rev: 'rev-faq', question: 'Pulled' }
    await writeFile(file, formatDataset([published, pulled]))
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: draft._id,
      publishedId: published._id,
      patch: { set: { title: 'Edited' } },
    })
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: draft._id,
      publishedId: published._id,
    })
    await lake.flush()
    expect(idsIn(await readFile(file, 'utf8'))).toEqual(['faq.first', 'service.web'])
    expect(existsSync(draftsFileFor(file))).toBe(false)
  })

  it('puts a new document by its id: a published id of any type in the dataset file, drafts and system ids beside it', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    await client.createOrReplace({ _id: 'faq.new', _type: 'faq', question: 'New type' })
    await client.createOrReplace({ _id: 'drafts.faq.new', _type: 'faq', question: 'Its draft' })
    await client.createOrReplace({ _id: '_.groups.editors', _type: 'system.group', members: [] })
    await lake.flush()
    expect(idsIn(await readFile(file, 'utf8'))).toEqual(['faq.new', 'service.web'])
    expect(idsIn(await readFile(draftsFileFor(file), 'utf8'))).toEqual(['_.groups.editors', 'drafts.faq.new'])
  })

  it('removes the drafts file once the last draft is published', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    await client.createOrReplace(draft)
    await lake.flush()
    expect(existsSync(draftsFileFor(file))).toBe(true)
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: draft._id,
      publishedId: published._id,
    })
    await lake.flush()
    expect(existsSync(draftsFileFor(file))).toBe(false)
  })

  it('refuses every change while one of its files cannot be read, naming it, and writes over nothing', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    const before = await readFile(file, 'utf8')
    // A folder where the drafts file belongs: it cannot be read, so the lake cannot know what it would write over.
    await mkdir(draftsFileFor(file))
    const commit = client
      .transaction()
      .createOrReplace(draft)
      .createOrReplace({ ...benefit })
      .commit()
    await expect(commit).rejects.toThrow(
      `${draftsFileFor(file)} was changed outside the local Content Lake and cannot be read (EISDIR`,
    )
    await lake.flush()
    expect(await readFile(file, 'utf8')).toBe(before)
    expect(lake.store.get(benefit._id)).toBeUndefined()
  })

  it('is never seen half-written: many writes in a row leave only whole files and no temporary ones', async () => {
    const { file, lake, client } = await startLakeOnFile([published])
    const long = 'x'.repeat(200_000)
    let reads = 0
    let reading = true
    const reader = (async () => {
      while (reading) {
        const text = await readFile(file, 'utf8')
        for (const line of text.split('\n').filter(Boolean)) JSON.parse(line)
        reads++
      }
    })()
    for (let edit = 0; edit < 20; edit++)
      await client
        .patch('service.web')
        .set({ title: `${long}${edit}` })
        .commit()
    await lake.flush()
    reading = false
    await reader
    expect(reads).toBeGreaterThan(0)
    expect(await readdir(path.dirname(file))).toEqual([path.basename(file), `${path.basename(file)}.lock`])
    expect(JSON.parse(await readFile(file, 'utf8')).title).toBe(`${long}19`)
  })
})
