// npm run site-status's command, run in this process against a served build and the embedded dataset: what it prints,
// and how it fails; and once as npm runs the script (tsx).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createStaticServer } from '@/tools/servers/static-server'
import { siteStatus } from '@/scripts/site-status'
import { runCommand, runScript } from '../run-script'

const repo = process.cwd()
const dataset = readFileSync(path.join(repo, 'content/dataset.ndjson'), 'utf8')
const documents = dataset
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _rev: string })

const runSiteStatus = (env: Record<string, string>) => runCommand(siteStatus, env)

describe('npm run site-status', () => {
  let dir: string
  let siteUrl: string
  let close: () => void

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-status-'))
    const out = path.join(dir, 'out')
    const built = Object.fromEntries(documents.map(({ _id, _rev }) => [_id, _rev]))
    mkdirSync(out)
    writeFileSync(
      path.join(out, 'build.json'),
      JSON.stringify({
        builtAt: '2026-11-23T10:00:00.000Z',
        commit: 'abc1234',
        source: { kind: 'dataset-file', file: 'content/dataset.ndjson' },
        siteUrl: 'http://127.0.0.1/',
        documents: built,
        changes: [
          {
            _id: 'service.web',
            _type: 'service',
            _rev: 'r2',
            publishedAt: '2026-11-23T09:58:30Z',
            builtAt: '2026-11-23T10:00:00.000Z',
          },
          {
            _id: 'benefit.senior-team',
            _type: 'benefit',
            _rev: 'r1',
            publishedAt: '2026-11-23T09:00:00Z',
            builtAt: '2026-11-23T09:01:00.000Z',
          },
        ],
      }),
    )
    // One document published again after that build.
    writeFileSync(
      path.join(dir, 'edited.ndjson'),
      dataset.replace(
        /("_id":"service\.web".*?"_updatedAt":")[^"]+(","_rev":")[^"]+/,
        '$12026-11-23T10:05:00Z$2newer-revision',
      ),
    )
    const { server } = createStaticServer(out)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('prints the live build and, with nothing waiting, that every document is live; exits 0', async () => {
    const { code, stdout } = await runSiteStatus({
      SITE_URL: siteUrl,
      CONTENT_DATASET_FILE: path.join(repo, 'content/dataset.ndjson'),
    })
    expect(code).toBe(0)
    expect(stdout.trim().split('\n')).toEqual([
      'live build: 2026-11-23T10:00:00.000Z abc1234',
      `${documents.length} of ${documents.length} documents live`,
      'publish to live: median 1 min 15 s over the last 2 changes. Measured from each publish to the build that took it live (build.json’s builtAt); the upload and deploy after the build are not counted.',
      '  1 min 30 s service service.web published 2026-11-23T09:58:30Z, built 2026-11-23T10:00:00.000Z',
      '  1 min benefit benefit.senior-team published 2026-11-23T09:00:00Z, built 2026-11-23T09:01:00.000Z',
    ])
  })

  it('lists a document published after the live build as waiting, with its type, _id and publish time', async () => {
    const { code, stdout } = await runSiteStatus({
      SITE_URL: siteUrl,
      CONTENT_DATASET_FILE: path.join(dir, 'edited.ndjson'),
    })
    expect(code).toBe(0)
    const lines = stdout.trim().split('\n')
    expect(lines[1]).toMatch(
      /^waiting service service\.web published 2026-11-23T10:05:00Z \(.+\) \(the rebuild seems not to have happened\)$/,
    )
    expect(lines).toContain(`${documents.length - 1} of ${documents.length} documents live`)
  })

  it('exits non-zero naming SITE_URL and what it got when the site cannot be reached', async () => {
    const { code, stderr } = await runSiteStatus({
      SITE_URL: 'http://127.0.0.1:9',
      CONTENT_DATASET_FILE: path.join(repo, 'content/dataset.ndjson'),
    })
    expect(code).toBe(1)
    expect(stderr).toContain(
      'SITE_URL http://127.0.0.1:9: the live site cannot be reached: no answer from http://127.0.0.1:9/build.json',
    )
  })

  it('exits non-zero naming SITE_URL when the site has no build.json', async () => {
    const { code, stderr } = await runSiteStatus({
      SITE_URL: `${siteUrl}/elsewhere`,
      CONTENT_DATASET_FILE: path.join(repo, 'content/dataset.ndjson'),
    })
    expect(code).toBe(1)
    expect(stderr).toMatch(/^SITE_URL http:\/\/127\.0\.0\.1:\d+\/elsewhere: no valid build\.json: .*answered 404/)
  })

  it('asks for SITE_URL by name when it is not set, and its process exits 2 (the script as npm runs it)', async () => {
    const { code, stderr } = await runScript('site-status.ts', [], { SITE_URL: '' })
    expect(code).toBe(2)
    expect(stderr).toContain('needs SITE_URL')
  })
})
