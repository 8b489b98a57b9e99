// The dataset file's format as the lake reads it: every bad line named by file and line (or a duplicated document by
// its id), all of them at once, and what is read written back in content:pull's order. The site's own reading of the
// file (lib/content) builds on this and is tested there.
import { DatasetFormatError, formatDataset, parseDataset, type FormatProblem } from '../src/dataset-format'

const service = { _id: 'service.web', _type: 'service', title: 'Web' }
const benefit = { _id: 'benefit.fast', _type: 'benefit', title: 'Fast' }
const lines = (...each: unknown[]) => each.map((line) => (typeof line === 'string' ? line : JSON.stringify(line)))

/** What parseDataset refuses the text with: its message and problems. */
function refusal(text: string): { message: string; problems: FormatProblem[] } {
  try {
    parseDataset(text, 'dataset.ndjson')
  } catch (error) {
    if (!(error instanceof DatasetFormatError)) throw error
    return { message: error.message, problems: error.problems }
  }
  throw new Error('parseDataset read the text without a problem')
}

describe('parseDataset', () => {
  it('reads one document a line, skipping blank lines', () => {
    expect(parseDataset(`${lines(service, '', '   ', benefit).join('\n')}\n`, 'dataset.ndjson')).toEqual([
      service,
      benefit,
    ])
  })

  it.each([
    ['a line that is not JSON', '{"_id": "broken",', 'not valid JSON ('],
    ['an array', '[1, 2]', 'each line must be one JSON object'],
    ['a number', '42', 'each line must be one JSON object'],
    ['null', 'null', 'each line must be one JSON object'],
  ])('names %s by file and line, as a line it could not read', (_, line, message) => {
    const { problems } = refusal(lines(service, line).join('\n'))
    expect(problems).toEqual([
      { where: 'dataset.ndjson:2', what: '(unparsed)', field: '(line)', message: expect.stringContaining(message) },
    ])
  })

  it.each([
    ['no _id', { _type: 'benefit' }, 'benefit'],
    ['an empty _id', { _id: '', _type: 'benefit' }, 'benefit'],
    ['an _id that is no string', { _id: 7, _type: 'benefit' }, 'benefit'],
    ['no _type', { _id: 'benefit.x' }, '(none)'],
    ['an empty _type', { _id: 'benefit.x', _type: '' }, ''],
  ])('names a document with %s by its line and type', (_, document, what) => {
    expect(refusal(lines(document).join('\n')).problems).toEqual([
      {
        where: 'dataset.ndjson:1',
        what,
        field: '_id/_type',
        message: 'a document needs a non-empty string _id and _type',
      },
    ])
  })

  it('names a duplicated document by its id, with the line of each copy, and keeps reading after it', () => {
    const { problems } = refusal(lines(service, benefit, { ...service, title: 'Again' }, '[]').join('\n'))
    expect(problems).toEqual([
      { where: 'service.web', what: 'service', field: '_id', message: 'duplicated on line 3 (first on line 1)' },
      expect.objectContaining({ where: 'dataset.ndjson:4', message: 'each line must be one JSON object' }),
    ])
  })

  it('says in one message which file cannot be read and every problem, one a line', () => {
    const { message } = refusal(lines('nope', { _id: 'benefit.x' }).join('\n'))
    expect(message.split('\n')).toEqual([
      'The dataset file dataset.ndjson cannot be read:',
      expect.stringMatching(/^ {2}- \(unparsed\) "dataset\.ndjson:1" › \(line\): not valid JSON \(.+\)$/),
      '  - (none) "dataset.ndjson:2" › _id/_type: a document needs a non-empty string _id and _type',
    ])
  })
})

describe('formatDataset', () => {
  it('writes one document a line, sorted by _id in code-unit order, which parseDataset reads back', () => {
    const upper = { _id: 'Z.upper', _type: 'benefit' }
    const text = formatDataset([service, benefit, upper])
    expect(text).toBe(`${lines(upper, benefit, service).join('\n')}\n`)
    expect(parseDataset(text, 'dataset.ndjson')).toEqual([upper, benefit, service])
  })
})
