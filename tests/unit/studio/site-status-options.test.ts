// The Site tool's settings from the Studio's environment: defaults that fit each mode, and a typo named at build time.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { siteStatusOptionsOf } from '@/studio/plugins/site-status/site-status-options'

const local = { local: true, projectId: 'local', dataset: 'production' }
const real = { local: false, projectId: 'abc123', dataset: 'production' }

describe('siteStatusOptionsOf', () => {
  it('on the local Content Lake asks npm run serve’s address, accepts a build from the dataset file or the lake, and waits 10 min', () => {
    expect(siteStatusOptionsOf({}, local)).toEqual({
      siteUrl: 'http://127.0.0.1:3000',
      expectedSource: undefined,
      overdueAfterMs: 10 * 60_000,
      pollMs: 30_000,
      deployRunsUrl: undefined,
      local: true,
    })
  })

  it('with a real project has no live site until SANITY_STUDIO_SITE_URL names one, and expects builds of that project and dataset', () => {
    expect(siteStatusOptionsOf({}, real)).toMatchObject({
      siteUrl: undefined,
      expectedSource: { projectId: 'abc123', dataset: 'production' },
    })
    const options = siteStatusOptionsOf(
      {
        SANITY_STUDIO_SITE_URL: 'https://www.example.com',
        SANITY_STUDIO_DEPLOY_RUNS_URL: 'https://github.com/owner/repo/actions/workflows/deploy.yml',
        SANITY_STUDIO_REBUILD_OVERDUE_MINUTES: '20',
        SANITY_STUDIO_SITE_POLL_SECONDS: '15',
      },
      real,
    )
    expect(options).toMatchObject({
      siteUrl: 'https://www.example.com',
      deployRunsUrl: 'https://github.com/owner/repo/actions/workflows/deploy.yml',
      overdueAfterMs: 20 * 60_000,
      pollMs: 15_000,
    })
  })

  it.each([
    [
      { SANITY_STUDIO_SITE_URL: 'www.example.com' },
      'SANITY_STUDIO_SITE_URL must be an absolute URL, got "www.example.com"',
    ],
    [
      { SANITY_STUDIO_DEPLOY_RUNS_URL: 'javascript:alert(1)' },
      'SANITY_STUDIO_DEPLOY_RUNS_URL must be an http(s) URL, got "javascript:alert(1)"',
    ],
    [
      { SANITY_STUDIO_REBUILD_OVERDUE_MINUTES: 'ten' },
      'SANITY_STUDIO_REBUILD_OVERDUE_MINUTES must be a positive number, got "ten"',
    ],
    [{ SANITY_STUDIO_SITE_POLL_SECONDS: '0' }, 'SANITY_STUDIO_SITE_POLL_SECONDS must be a positive number, got "0"'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => siteStatusOptionsOf(env, real)).toThrow(message)
  })
})

describe('a bad Site tool variable at build time', () => {
  it('stops sanity build with the variable’s name, before anything is built', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'studio-build-'))
    try {
      const build = spawnSync(path.resolve('node_modules/.bin/sanity'), ['build', out, '--yes'], {
        cwd: 'studio',
        encoding: 'utf8',
        env: { ...process.env, SANITY_STUDIO_PROJECT_ID: '', SANITY_STUDIO_SITE_POLL_SECONDS: 'often' },
      })
      expect(build.status).not.toBe(0)
      expect(`${build.stdout}${build.stderr}`.replace(/\s+/g, ' ')).toContain(
        'SANITY_STUDIO_SITE_POLL_SECONDS must be a positive number, got "often"',
      )
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 120_000)
})
