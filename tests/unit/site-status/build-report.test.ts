// The build report a deploy writes for the Studio: outcome, time, commit, run URL, and a failure's own error lines.
import {
  buildReportOf,
  errorLinesOf,
  failureHolds,
  maxErrorLines,
  parseBuildReport,
} from '@/studio/plugins/site-status/logic/build-report'

const contentFailure = [
  '> northbeam-site@1.0.0 content',
  '> tsx scripts/fetch-content.ts',
  'Content source: Sanity project p1, dataset production (https://p1.api.sanity.io, API 2025-01-27)',
  '',
  '\u001b[31mThe content has 2 problems; nothing was built:\u001b[39m',
  '  - service "service.web" › title: Must be at most 60 characters long',
  '  - siteSettings "siteSettings" › email: Must be a valid email address',
  '',
  'npm error Lifecycle script `content` failed with error:',
].join('\n')

describe('errorLinesOf', () => {
  it('takes the content problems in the build’s own words, colours removed', () => {
    expect(errorLinesOf(contentFailure)).toEqual([
      'The content has 2 problems; nothing was built:',
      '- service "service.web" › title: Must be at most 60 characters long',
      '- siteSettings "siteSettings" › email: Must be a valid email address',
    ])
  })

  it('takes the error lines of any other failure, without stack frames or npm’s own noise', () => {
    const log = [
      '▲ Next.js 16.4.6',
      'Error: out/index.html: the mobile-menu island is missing; the layout renders it on every page',
      '    at toIslandsPage (tools/export/islands-page.ts:50:11)',
      'npm error code 1',
    ].join('\n')
    expect(errorLinesOf(log)).toEqual([
      'Error: out/index.html: the mobile-menu island is missing; the layout renders it on every page',
    ])
  })

  it('keeps the end of the log when no line says error, and at most 40 lines', () => {
    expect(errorLinesOf('a\nb\n\nc')).toEqual(['a', 'b', 'c'])
    const many = Array.from({ length: 100 }, (_, index) => `Error ${index}`).join('\n')
    expect(errorLinesOf(many)).toHaveLength(maxErrorLines)
  })
})

describe('buildReportOf', () => {
  const env = {
    GITHUB_SHA: 'abc1234',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'owner/northbeam',
    GITHUB_RUN_ID: '42',
  }
  const now = new Date('2026-11-23T12:00:00Z')

  it('records a failure with its time, commit, run and error lines', () => {
    expect(buildReportOf({ outcome: 'failure', log: contentFailure, env, now })).toEqual({
      _id: 'siteBuildReport.latest',
      _type: 'siteBuildReport',
      outcome: 'failure',
      finishedAt: '2026-11-23T12:00:00.000Z',
      commit: 'abc1234',
      runUrl: 'https://github.com/owner/northbeam/actions/runs/42',
      errorLines: expect.arrayContaining(['- service "service.web" › title: Must be at most 60 characters long']),
    })
  })

  it('records a success with no error lines, and no run outside CI', () => {
    expect(buildReportOf({ outcome: 'success', log: contentFailure, env: {}, now })).toMatchObject({
      outcome: 'success',
      commit: null,
      runUrl: null,
      errorLines: [],
    })
  })
})

describe('parseBuildReport', () => {
  const written = buildReportOf({
    outcome: 'failure',
    log: contentFailure,
    env: { GITHUB_SHA: 'abc1234' },
    now: new Date('2026-11-23T10:00:00Z'),
  })

  it('reads back a report as the workflow wrote it', () => {
    expect(
      parseBuildReport(JSON.parse(JSON.stringify({ ...written, _rev: 'r1', _updatedAt: '2026-11-23T10:00:01Z' })))
        .report,
    ).toEqual(written)
  })

  it.each([
    [null, 'it is not an object'],
    [{ ...written, outcome: 'partial' }, 'outcome "partial" is neither "success" nor "failure"'],
    [{ ...written, finishedAt: 'yesterday' }, 'finishedAt is not an ISO time'],
    [{ ...written, commit: 7 }, 'commit is neither a string nor null'],
    [{ ...written, runUrl: undefined }, 'runUrl is neither a string nor null'],
    [{ ...written, errorLines: 'Error: boom' }, 'errorLines is not a list of strings'],
  ])('names what is wrong with a report that is not one: %j', (value, problem) => {
    expect(parseBuildReport(value).problem).toBe(problem)
  })
})

describe('failureHolds', () => {
  const failure = buildReportOf({
    outcome: 'failure',
    log: contentFailure,
    env: {},
    now: new Date('2026-11-23T10:00:00Z'),
  })

  it('holds while the live build is one made before the failure, or cannot be read', () => {
    expect(failureHolds(failure, '2026-11-23T09:30:00.000Z')).toBe(true)
    expect(failureHolds(failure, undefined)).toBe(true)
  })

  it('gives way once a build made after it is live, such as one the host made through "Rebuild now", which reports nothing', () => {
    expect(failureHolds(failure, '2026-11-23T10:04:00.000Z')).toBe(false)
  })

  it('is never said of a success, or of no report', () => {
    expect(failureHolds({ ...failure, outcome: 'success', errorLines: [] }, '2026-11-23T09:30:00.000Z')).toBe(false)
    expect(failureHolds(null, undefined)).toBe(false)
  })
})
