// What a failed build's report keeps from its log for the Site tool: the content problems under their heading, even
// indented and however many; else the last error lines, without stack frames, whole up to 500 characters; else the
// log's last 20 lines.
import { errorLinesOf, maxErrorLines } from '@/studio/plugins/site-status/logic/build-report'

describe('the lines a failed build’s report keeps', () => {
  it('takes a dataset file’s problems under their heading, also indented by the tool that printed them, and only those', () => {
    const log = [
      '> tsx scripts/fetch-content.ts',
      '  The dataset file content/dataset.ndjson cannot be read:',
      '    - line 3: Unexpected token } in JSON',
      '    - line 9: a document without _id',
      'Build failed - see the lines above',
    ].join('\n')
    expect(errorLinesOf(log)).toEqual([
      'The dataset file content/dataset.ndjson cannot be read:',
      '- line 3: Unexpected token } in JSON',
      '- line 9: a document without _id',
    ])
  })

  it('takes at most 40 of a long list of content problems, the first ones', () => {
    const problems = Array.from({ length: 50 }, (_, index) => `  - service "service.${index}" › title: Required`)
    const lines = errorLinesOf(['The content has 50 problems; nothing was built:', ...problems].join('\n'))
    expect(lines).toHaveLength(maxErrorLines)
    expect(lines.at(-1)).toBe('- service "service.38" › title: Required')
  })

  it('takes a query failure that is no heading as one of the error lines', () => {
    const log = ['The Sanity query failed: Unauthorized.', 'Error: the content could not be fetched'].join('\n')
    expect(errorLinesOf(log)).toEqual([
      'The Sanity query failed: Unauthorized.',
      'Error: the content could not be fetched',
    ])
  })

  it('leaves out stack frames, even one in a file named error, and keeps an error line that says "at"', () => {
    const log = [
      'Error: the export failed at out/index.html',
      '    at finish (node_modules/next/dist/build/error.js:1:1)',
    ].join('\n')
    expect(errorLinesOf(log)).toEqual(['Error: the export failed at out/index.html'])
  })

  it('keeps the last 40 error lines of a longer list', () => {
    const log = Array.from({ length: 100 }, (_, index) => `Error ${index}`).join('\n')
    expect(errorLinesOf(log)).toEqual(Array.from({ length: 40 }, (_, index) => `Error ${index + 60}`))
  })

  it('keeps the last 20 lines of a log that names no error', () => {
    const log = Array.from({ length: 30 }, (_, index) => `step ${index}`).join('\n')
    expect(errorLinesOf(log)).toEqual(Array.from({ length: 20 }, (_, index) => `step ${index + 10}`))
  })

  it('keeps a line of 500 characters whole and cuts a longer one to 500, ending in …', () => {
    const whole = `Error: ${'x'.repeat(493)}`
    const long = `Error: ${'y'.repeat(600)}`
    const [kept, cut] = errorLinesOf(`${whole}\n${long}`)
    expect(kept).toBe(whole)
    expect(cut).toHaveLength(500)
    expect(cut).toBe(`${long.slice(0, 499)}…`)
  })
})
