// A merge conflict git leaves in the dataset file is named as one, with its lines and documents and how to resolve it,
// wherever the file is read: the build and npm run content:check, npm run studio at start, and Publish in the Studio.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@sanity/client'
import { ContentError, formatProblem } from '@/lib/content/content-error'
import { afterResolvingMergeConflict, parseNdjson } from '@/lib/content/sources/dataset-file'
import { startContentLake, type ContentLake } from 'local-content-lake'
import { checkDataset } from '@/scripts/check-dataset'
import { runCommand, runScript } from '../run-script'
import { datasetFile } from './fixtures'

const helpPointer = 'docs/developing.md#recipe-resolve-a-merge-conflict-in-the-dataset-file'

type Edit = (line: Record<string, unknown>) => void
/** Two branches' edits, by document id, to the embedded dataset. */
type Branch = Record<string, Edit>

/** A git repository holding a copy of the embedded dataset, on which two branches are merged as a developer would. */
class Repository {
  readonly file: string
  constructor(readonly dir: string) {
    this.file = path.join(dir, 'dataset.ndjson')
  }

  static async create(): Promise<Repository> {
    const repo = new Repository(await mkdtemp(path.join(os.tmpdir(), 'northbeam-merge-')))
    await writeFile(repo.file, await readFile(datasetFile, 'utf8'))
    repo.git('init', '-q', '-b', 'main')
    repo.git('add', '.')
    repo.git('commit', '-q', '-m', 'the embedded dataset')
    return repo
  }

  /** Git with no user or system configuration, so a developer's own settings (a conflict style) cannot change the test. */
  git(...args: string[]): string {
    const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
    return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: this.dir,
      env,
      encoding: 'utf8',
      stdio: 'pipe',
    })
  }

  /** Commits the edits on a new branch made from main, and returns to main. */
  async branch(name: string, edits: Branch): Promise<void> {
    this.git('checkout', '-q', '-b', name, 'main')
    await this.edit(edits)
    this.git('commit', '-q', '-am', name)
    this.git('checkout', '-q', 'main')
  }

  async edit(edits: Branch): Promise<void> {
    const lines = (await readFile(this.file, 'utf8')).trimEnd().split('\n')
    const edited = lines.map((line) => {
      const document = JSON.parse(line) as Record<string, unknown>
      const change = edits[document._id as string]
      if (!change) return line
      change(document)
      return JSON.stringify(document)
    })
    await writeFile(this.file, `${edited.join('\n')}\n`)
  }

  /** Merges `theirs` into main, which holds `ours`; returns the conflicted file as git leaves it. */
  async mergeConflicted(ours: Branch, theirs: Branch, style: 'merge' | 'diff3' = 'merge'): Promise<string> {
    await this.branch('theirs', theirs)
    await this.edit(ours)
    this.git('commit', '-q', '-am', 'ours')
    expect(() => this.git('-c', `merge.conflictStyle=${style}`, 'merge', '-q', 'theirs')).toThrow()
    return readFile(this.file, 'utf8')
  }

  remove = () => rm(this.dir, { recursive: true, force: true })
}

/** Runs parseNdjson and returns the ContentError it throws. */
function parseError(text: string): ContentError {
  try {
    parseNdjson(text, 'dataset.ndjson')
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return error as ContentError
  }
  throw new Error('parseNdjson accepted a file with a merge conflict')
}

/** The 1-based numbers of the lines that start with one of git's markers. */
const markerLines = (text: string) =>
  text.split('\n').flatMap((line, index) => (/^(<{7}|={7}|\|{7}|>{7})/.test(line) ? [index + 1] : []))

// Two people edit neighbouring documents (lines 4 and 5): git calls that one conflict, though no document changed twice.
const retitleWeb: Branch = { 'service.web': (doc) => (doc.title = 'Web Applications') }
const reworkAi: Branch = {
  'service.ai-ml': (doc) => (doc.description = 'Models trained on your own data, shipped as features your users see.'),
}

let repo: Repository
beforeEach(async () => {
  repo = await Repository.create()
})
afterEach(() => repo.remove())

describe('a merge conflict in the dataset file', () => {
  it('is one problem naming "merge conflict", its marker lines and its documents, with how to resolve it', async () => {
    const text = await repo.mergeConflicted(retitleWeb, reworkAi)
    const markers = markerLines(text)
    expect(markers).toHaveLength(3)
    const error = parseError(text)
    expect(error.problems).toEqual([
      {
        documentId: `dataset.ndjson:${markers[0]}`,
        documentType: '(unparsed)',
        path: '(line)',
        message: `not valid JSON: a merge conflict left by git, its markers on lines ${markers[0]}, ${markers[1]} and ${markers[2]} (documents service.web, service.ai-ml)`,
      },
    ])
    expect(error.message).toContain('Resolve the merge conflict in dataset.ndjson')
    expect(error.message).toContain('then run npm run content:check and commit')
    expect(error.message).toContain(helpPointer)
    // The lines of both sides parse; they are not reported again as duplicated ids.
    expect(error.message).not.toContain('duplicated')
    // The recipe quotes this very message.
    const recipe = await readFile('docs/developing.md', 'utf8')
    expect(recipe).toContain(`\n${error.summary}\n  - ${formatProblem(error.problems[0]!)}\n`)
  })

  it('in diff3 style names the base marker too', async () => {
    const text = await repo.mergeConflicted(retitleWeb, reworkAi, 'diff3')
    const markers = markerLines(text)
    expect(markers).toHaveLength(4)
    expect(parseError(text).problems.map((problem) => problem.message)).toEqual([
      `not valid JSON: a merge conflict left by git, its markers on lines ${markers.slice(0, 3).join(', ')} and ${markers[3]} (documents service.web, service.ai-ml)`,
    ])
  })

  it('is one problem per conflict, each at its first marker', async () => {
    const text = await repo.mergeConflicted(
      { ...retitleWeb, 'portfolio.healthcare-app': (doc) => (doc.title = 'Patient App') },
      { ...reworkAi, 'portfolio.real-estate-platform': (doc) => (doc.title = 'Property Platform') },
    )
    const markers = markerLines(text)
    expect(markers).toHaveLength(6)
    expect(parseError(text).problems.map((problem) => problem.documentId)).toEqual([
      `dataset.ndjson:${markers[0]}`,
      `dataset.ndjson:${markers[3]}`,
    ])
  })

  it('left half resolved (one marker line still there) is still named as one', async () => {
    const lines = (await repo.mergeConflicted(retitleWeb, reworkAi)).split('\n')
    const halfResolved = lines.filter((line) => !/^(<{7}|>{7})/.test(line)).join('\n')
    const separator = markerLines(halfResolved)
    expect(separator).toHaveLength(1)
    expect(parseError(halfResolved).problems.map((problem) => [problem.documentId, problem.message])).toEqual([
      [
        `dataset.ndjson:${separator[0]}`,
        `not valid JSON: a merge conflict left by git, its markers on line ${separator[0]}`,
      ],
    ])
  })

  it('with Windows line endings is named the same', async () => {
    const text = await repo.mergeConflicted(retitleWeb, reworkAi)
    expect(parseError(text.replaceAll('\n', '\r\n')).problems).toEqual(parseError(text).problems)
  })

  it('resolved as docs/developing.md says (each document from the side that changed it) passes npm run content:check with both edits', async () => {
    await repo.mergeConflicted(retitleWeb, reworkAi)
    // The docs' first step shows the base: between the markers, ours, |||||||, the base, =======, theirs.
    repo.git('checkout', '--conflict=diff3', 'dataset.ndjson')
    const conflicted = await readFile(repo.file, 'utf8')
    // A side's line that differs from the base is that side's change.
    const lines = conflicted.split('\n')
    const [start, baseMarker, separator, end] = markerLines(conflicted).map((line) => line - 1) as [
      number,
      number,
      number,
      number,
    ]
    const idOf = (line: string) => (JSON.parse(line) as { _id: string })._id
    const base = new Map(lines.slice(baseMarker + 1, separator).map((line) => [idOf(line), line]))
    const ours = lines.slice(start + 1, baseMarker)
    const theirs = new Map(lines.slice(separator + 1, end).map((line) => [idOf(line), line]))
    const kept = ours.map((line) => (line !== base.get(idOf(line)) ? line : theirs.get(idOf(line))!))
    await writeFile(repo.file, [...lines.slice(0, start), ...kept, ...lines.slice(end + 1)].join('\n'))

    const check = await runCommand((env, print) => checkDataset([repo.file], env, print), {})
    expect(check.stderr).toBe('')
    expect(check.code).toBe(0)
    const documents = parseNdjson(await readFile(repo.file, 'utf8'), 'dataset.ndjson')
    expect(documents.find((doc) => doc._id === 'service.web')?.title).toBe('Web Applications')
    expect(documents.find((doc) => doc._id === 'service.ai-ml')?.description).toBe(
      'Models trained on your own data, shipped as features your users see.',
    )
    repo.git('add', 'dataset.ndjson')
    repo.git('commit', '-q', '--no-edit')
    expect(repo.git('status', '--porcelain')).toBe('')
    expect(repo.git('log', '-1', '--format=%P').trim().split(' ')).toHaveLength(2)
  }, 30_000)

  it('fails npm run content:check, which checks exactly as the build does, with the same words; its process exits 1', async () => {
    const text = await repo.mergeConflicted(retitleWeb, reworkAi)
    const check = await runScript('check-dataset.ts', [repo.file], {})
    expect(check.code).toBe(1)
    expect(check.stderr).toContain('a merge conflict left by git')
    expect(check.stderr.trim()).toBe(parseError(text).message)
  }, 30_000)
})

describe('the local Content Lake on a file with a merge conflict', () => {
  const lakes: ContentLake[] = []
  afterEach(async () => {
    await Promise.all(lakes.splice(0).map((lake) => lake.close()))
  })

  it('does not start, and npm run studio prints why and what to do, then exits 1', async () => {
    const text = await repo.mergeConflicted(retitleWeb, reworkAi)
    const expected = parseError(text).message
    await expect(
      startContentLake({ datasetFile: repo.file, afterResolving: afterResolvingMergeConflict, log: () => undefined }),
    ).rejects.toThrow(expected)
    // No port is bound: the lake refuses the file before it listens, and the Studio is never started.
    const studio = await runScript('studio.ts', [], { CONTENT_DATASET_FILE: repo.file })
    expect(studio.code).toBe(1)
    expect(studio.stderr).toContain(`Resolve the merge conflict in dataset.ndjson`)
    expect(studio.stderr).toContain(helpPointer)
    expect(studio.stderr.trim()).toBe(expected)
  }, 30_000)

  it('refuses Publish once a merge leaves one in the file, naming it, its lines and what to do; Publish works again once resolved', async () => {
    const logged: string[] = []
    const lake = await startContentLake({
      datasetFile: repo.file,
      afterResolving: afterResolvingMergeConflict,
      log: (message) => logged.push(message),
    })
    lakes.push(lake)
    const client = createClient({
      projectId: lake.projectId,
      dataset: lake.dataset,
      apiVersion: '2025-02-19',
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    })
    const text = await repo.mergeConflicted(retitleWeb, reworkAi)
    const markers = markerLines(text)

    const publish = client.patch('benefit.support').set({ title: '24/7 Support, during the conflict' }).commit()
    await expect(publish).rejects.toMatchObject({ statusCode: 503 })
    await expect(publish).rejects.toThrow(
      `a merge conflict left by git, its markers on lines ${markers.join(', ').replace(/, (\d+)$/, ' and $1')}`,
    )
    await expect(publish).rejects.toThrow(`Resolve the merge conflict in dataset.ndjson`)
    await expect(publish).rejects.toThrow(helpPointer)
    expect(logged.join('\n')).toContain(`dataset.ndjson:${markers[0]}`)

    repo.git('checkout', '-q', '--theirs', 'dataset.ndjson')
    await client.patch('benefit.support').set({ title: '24/7 Support, once resolved' }).commit()
    const benefit = parseNdjson(await readFile(repo.file, 'utf8'), 'dataset.ndjson').find(
      (doc) => doc._id === 'benefit.support',
    )
    expect(benefit?.title).toBe('24/7 Support, once resolved')
  }, 30_000)
})
