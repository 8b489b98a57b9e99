// npm run content's command, run in this process: what it prints, writes and keeps; and once as npm runs the script
// (tsx), which every build of the end-to-end suites does too.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fetchContent } from '@/scripts/fetch-content'
import { runCommand, runScript } from '../run-script'

const repo = process.cwd()

/** The command in `cwd` with the dataset file and environment given. */
async function runIn(cwd: string, datasetFile: string, env: Record<string, string> = {}) {
  process.chdir(cwd)
  try {
    return await runCommand(fetchContent, { CONTENT_DATASET_FILE: datasetFile, SITE_URL: '', ...env })
  } finally {
    process.chdir(repo)
  }
}

describe('npm run content (fetchContent of scripts/fetch-content.ts)', () => {
  let work: string
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'content-script-'))
    mkdirSync(path.join(work, 'out'))
    writeFileSync(path.join(work, 'out/index.html'), '<p>last good build</p>')
  })
  afterEach(() => rmSync(work, { recursive: true, force: true }))

  it('prints the source and the baked counts and writes the snapshot', async () => {
    const run = await runIn(work, path.join(repo, 'content/dataset.ndjson'))
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Content source: embedded dataset')
    expect(run.stdout).toContain('service 6, benefit 6, portfolioItem 6, legalPage 2')
    expect(JSON.parse(readFileSync(path.join(work, '.content/site-content.json'), 'utf8')).services).toHaveLength(6)
  })

  it('writes the snapshot CONTENT_SNAPSHOT_FILE names (each build its own), and no other', async () => {
    const run = await runIn(work, path.join(repo, 'content/dataset.ndjson'), {
      CONTENT_SNAPSHOT_FILE: '.content/site-content.build-1.json',
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('→ .content/site-content.build-1.json')
    expect(
      JSON.parse(readFileSync(path.join(work, '.content/site-content.build-1.json'), 'utf8')).services,
    ).toHaveLength(6)
    expect(existsSync(path.join(work, '.content/site-content.json'))).toBe(false)
  })

  it('fails on bad content, lists every problem, keeps the snapshot it was to replace (the last good content), and removes no snapshot or export that another process reads', async () => {
    const lines = readFileSync(path.join(repo, 'content/dataset.ndjson'), 'utf8').trim().split('\n')
    const broken = lines.map((line) => {
      const doc = JSON.parse(line)
      if (doc._id === 'service.web') delete doc.title
      if (doc._id === 'siteSettings') doc.email = 'not-an-email'
      return JSON.stringify(doc)
    })
    const file = path.join(work, 'broken.ndjson')
    writeFileSync(file, `${broken.join('\n')}\n`)
    // What other processes of this checkout read meanwhile: next dev's snapshot, another build's, the export in OUT_DIR.
    const others = [
      '.content/site-content.json',
      '.content/site-content.dev-1.json',
      '.content/site-content.build-2.json',
    ]
    mkdirSync(path.join(work, '.content'))
    for (const other of others) writeFileSync(path.join(work, other), '{"baked": "by another process"}\n')
    writeFileSync(path.join(work, '.content/site-content.build-3.json'), '{"baked": "last good"}\n')
    const run = await runIn(work, file, { CONTENT_SNAPSHOT_FILE: '.content/site-content.build-3.json' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('The content has 2 problems; nothing was built:')
    expect(run.stderr).toContain('service "service.web" › title: Required')
    expect(run.stderr).toContain('siteSettings "siteSettings" › email:')
    expect(readFileSync(path.join(work, '.content/site-content.build-3.json'), 'utf8')).toBe('{"baked": "last good"}\n')
    for (const other of others)
      expect(readFileSync(path.join(work, other), 'utf8')).toBe('{"baked": "by another process"}\n')
    expect(readFileSync(path.join(work, 'out/index.html'), 'utf8')).toBe('<p>last good build</p>')
  })

  it('stops a build from Sanity without SITE_URL before fetching anything, naming SITE_URL', async () => {
    // The API host is a closed port: had the script tried to fetch, it would fail differently.
    const run = await runIn(work, '', {
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_HOST: 'http://127.0.0.1:9',
      SANITY_API_READ_TOKEN: 'token',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('SITE_URL is not set')
    expect(run.stdout).not.toContain('Content source')
  })

  it('stops on a SITE_URL it cannot build for with one line naming it, no stack trace, and the last good build kept; its process exits 1 (the script as npm runs it)', async () => {
    const run = await runScript(
      'fetch-content.ts',
      [],
      {
        CONTENT_DATASET_FILE: path.join(repo, 'content/dataset.ndjson'),
        SITE_URL: 'https://owner.github.io/northbeam?ref=mail',
      },
      work,
    )
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toBe(
      'SITE_URL "https://owner.github.io/northbeam?ref=mail" has a query (?…); give only the address the site is served at',
    )
    expect(run.stdout).not.toContain('Content source')
    expect(readFileSync(path.join(work, 'out/index.html'), 'utf8')).toBe('<p>last good build</p>')
  })
})
