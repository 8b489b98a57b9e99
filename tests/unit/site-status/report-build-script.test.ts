// npm run report-build's command, run in this process against a real local Content Lake: the report the Site tool
// reads, and what happens without leave; and once as npm runs the script (tsx).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startContentLake, type ContentLake } from 'local-content-lake'
import { buildReportId, parseBuildReport } from '@/studio/plugins/site-status/logic/build-report'
import { clientFor } from 'local-content-lake/testing'
import { reportBuild } from '@/scripts/report-build'
import { runCommand, runScript } from '../run-script'

const runReportBuild = (args: string[], env: Record<string, string>) =>
  runCommand((given, print) => reportBuild(args, given, print), env)

const token = 'write-token'
const failedBuild = [
  '> northbeam-site@1.0.0 content',
  'Content source: Sanity project local, dataset production',
  'The content has 1 problem; nothing was built:',
  '  - service "service.web" › title: Must be at most 60 characters long',
  'npm error Lifecycle script `content` failed with error:',
].join('\n')

describe('npm run report-build', () => {
  let lake: ContentLake
  let dir: string
  let env: Record<string, string>
  const report = async () => (await clientFor(lake, token).getDocument(buildReportId)) ?? null

  beforeAll(async () => {
    lake = await startContentLake({ documents: [], token, log: () => undefined })
    dir = mkdtempSync(path.join(tmpdir(), 'report-build-'))
    writeFileSync(path.join(dir, 'build.log'), failedBuild)
    env = {
      SANITY_PROJECT_ID: lake.projectId,
      SANITY_API_HOST: lake.url,
      SANITY_API_WRITE_TOKEN: token,
      GITHUB_SHA: '0123456789abcdef',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'owner/northbeam',
      GITHUB_RUN_ID: '42',
    }
  })
  afterAll(async () => {
    await lake.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes the failure into the lake with the build’s own error lines, the commit and the run’s URL', async () => {
    const { code, stdout } = await runReportBuild(['--outcome', 'failure', '--log', path.join(dir, 'build.log')], env)
    expect(code).toBe(0)
    expect(stdout).toContain(`Build report: failure with 2 error lines → ${buildReportId}`)
    const written = await report()
    expect(parseBuildReport(written).report).toMatchObject({
      outcome: 'failure',
      commit: '0123456789abcdef',
      runUrl: 'https://github.com/owner/northbeam/actions/runs/42',
      errorLines: [
        'The content has 1 problem; nothing was built:',
        '- service "service.web" › title: Must be at most 60 characters long',
      ],
    })
    expect(Date.now() - Date.parse(String(written?.finishedAt))).toBeLessThan(60_000)
  })

  it('replaces it with the next build’s report: a success carries no error lines', async () => {
    const { code } = await runReportBuild(['--outcome', 'success'], env)
    expect(code).toBe(0)
    expect(await report()).toMatchObject({ _id: buildReportId, outcome: 'success', errorLines: [] })
  })

  it('without SANITY_API_WRITE_TOKEN writes nothing, says so, and does not fail the deploy', async () => {
    await clientFor(lake, token).delete(buildReportId)
    const { code, stdout } = await runReportBuild(['--outcome', 'failure'], {
      ...env,
      SANITY_API_WRITE_TOKEN: '',
    })
    expect(code).toBe(0)
    expect(stdout).toContain('Build report skipped: no SANITY_API_WRITE_TOKEN')
    expect(await report()).toBeNull()
  })

  it('says why when the lake refuses the token, and still does not fail the deploy', async () => {
    const { code, stderr } = await runReportBuild(['--outcome', 'failure'], {
      ...env,
      SANITY_API_WRITE_TOKEN: 'not-the-token',
    })
    expect(code).toBe(0)
    expect(stderr).toMatch(/^Build report not written: .+/)
    expect(await report()).toBeNull()
  })

  it('refuses an outcome other than success or failure, and its process exits 2 (the script as npm runs it)', async () => {
    const { code, stderr } = await runScript('report-build.ts', ['--outcome', 'maybe'], env)
    expect(code).toBe(2)
    expect(stderr).toContain('--outcome must be "success" or "failure", got "maybe"')
  })
})
