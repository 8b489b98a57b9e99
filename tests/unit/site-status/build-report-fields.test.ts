// The build report's own fields as the deploy writes and the Site tool reads them: a success reads back, a commit
// saved with a newline is the commit, a run link only when GitHub names all of server, repository and run, and a
// failure without a log has no invented lines.
import { buildReportOf, failureHolds, parseBuildReport } from '@/studio/plugins/site-status/logic/build-report'

const now = new Date('2026-11-23T12:00:00Z')
const github = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'owner/northbeam', GITHUB_RUN_ID: '42' }

describe('the build report’s fields', () => {
  it('reads back a success', () => {
    const success = buildReportOf({ outcome: 'success', env: github, now })
    expect(parseBuildReport(success)).toEqual({ report: success })
  })

  it('refuses a finish time that is a number, and error lines that are not all text', () => {
    const failure = buildReportOf({ outcome: 'failure', log: 'Error: x', env: {}, now })
    expect(parseBuildReport({ ...failure, finishedAt: 0 }).problem).toBe('finishedAt is not an ISO time')
    expect(parseBuildReport({ ...failure, errorLines: ['Error: x', 1] }).problem).toBe(
      'errorLines is not a list of strings',
    )
  })

  it('takes the commit without the newline around it', () => {
    expect(buildReportOf({ outcome: 'success', env: { GITHUB_SHA: 'abc1234\n' }, now }).commit).toBe('abc1234')
  })

  it('links the run only when server, repository and run are all known', () => {
    expect(buildReportOf({ outcome: 'success', env: github, now }).runUrl).toBe(
      'https://github.com/owner/northbeam/actions/runs/42',
    )
    for (const missing of Object.keys(github))
      expect(buildReportOf({ outcome: 'success', env: { ...github, [missing]: undefined }, now }).runUrl).toBeNull()
  })

  it('gives a failure without a log no error lines', () => {
    expect(buildReportOf({ outcome: 'failure', env: {}, now }).errorLines).toEqual([])
  })

  it('holds a failure against a live build made at the same moment, which did not carry the fix', () => {
    expect(failureHolds(buildReportOf({ outcome: 'failure', env: {}, now }), now.toISOString())).toBe(true)
  })
})
