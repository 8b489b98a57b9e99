// The dataset file's format as the lake reads it: every bad line named by file and line (or a duplicated document by
// its id), all of them at once, and what is read written back in content:pull's order. The site's own reading of the
// file (lib/content) builds on this and is tested there.
import { DatasetFormatError, formatDataset, parseDataset, type FormatProblem } from '../src/dataset-format'

const service = { _id: 'service.web', _type: 'service', title: 'Web' }
const benefit = { _id: 'benefit.fast', _type: 'benefit', title: 'Fast' }
const lines = (...each: unknown[]) => each.map((line) => (typeof line === 'string' ? line : JSON.stringify(line)))

/** What parseDataset refuses the text with: its name (as a stack trace shows it), message and problems. */
function refusal(text: string): { name: string; message: string; problems: FormatProblem[] } {
  try {
    parseDataset(text, 'dataset.ndjson')
  } catch (error) {
    if (!(error instanceof DatasetFormatError)) throw error
    return { name: error.name, message: error.message, problems: error.problems }
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

  it('drops the byte-order mark an editor put before the first document, and only that one', () => {
    // U+FEFF inside a value is text the editor typed (a zero-width no-break space): it stays.
    const spaced = { ...benefit, title: 'Fa\uFEFFst' }
    expect(parseDataset(`\uFEFF${lines(service).join('\n')}\n`, 'dataset.ndjson')).toEqual([service])
    expect(parseDataset(`${lines(spaced).join('\n')}\n`, 'dataset.ndjson')).toEqual([spaced])
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

  it('says in one message, under its own name, which file cannot be read and every problem, one a line', () => {
    const { name, message } = refusal(lines('nope', { _id: 'benefit.x' }).join('\n'))
    expect(name).toBe('DatasetFormatError')
    expect(message.split('\n')).toEqual([
      'The dataset file dataset.ndjson cannot be read:',
      expect.stringMatching(/^ {2}- \(unparsed\) "dataset\.ndjson:1" › \(line\): not valid JSON \(.+\)$/),
      '  - (none) "dataset.ndjson:2" › _id/_type: a document needs a non-empty string _id and _type',
    ])
  })
})

describe('a merge conflict git left in the file', () => {
  const ours = { ...benefit, title: 'Ours' }
  const theirs = { ...benefit, title: 'Theirs' }
  const conflicted = lines(service, '<<<<<<< HEAD', ours, '=======', theirs, '>>>>>>> theirs').join('\n')
  const parsing =
    (options = {}) =>
    () =>
      parseDataset(conflicted, 'dataset.ndjson', options)

  it('is one problem, named by its marker lines and the documents in it, then how to resolve it', () => {
    expect(parsing()).toThrow(
      [
        'The dataset file dataset.ndjson cannot be read:',
        '  - (unparsed) "dataset.ndjson:2" › (line): not valid JSON: a merge conflict left by git, its markers on lines 2, 4 and 6 (documents benefit.fast)',
        "Resolve the merge conflict in dataset.ndjson: between each <<<<<<< and >>>>>>>, keep each document's line from one side (both lines where the two sides added different documents) and delete the marker lines.",
      ].join('\n'),
    )
  })

  it('ends its advice with what the project does once it is resolved, when told', () => {
    expect(parsing({ afterResolving: 'run npm run content:check and commit' })).toThrow(
      /delete the marker lines; then run npm run content:check and commit$/,
    )
  })

  it('names each document in the conflict once, apart, in the order of its lines', () => {
    // Both sides edited benefit.fast, and ours added a service: the editor is told of both.
    const added = { _id: 'service.ai', _type: 'service', title: 'AI' }
    const both = lines(service, '<<<<<<< HEAD', ours, added, '=======', theirs, '>>>>>>> theirs').join('\n')
    expect(() => parseDataset(both, 'dataset.ndjson')).toThrow(
      /its markers on lines 2, 5 and 7 \(documents benefit\.fast, service\.ai\)\nResolve/,
    )
  })

  it('names no documents when the conflict holds none', () => {
    const empty = lines(service, '<<<<<<< HEAD', '=======', '>>>>>>> theirs').join('\n')
    expect(() => parseDataset(empty, 'dataset.ndjson')).toThrow(
      /› \(line\): not valid JSON: a merge conflict left by git, its markers on lines 2, 3 and 4\nResolve/,
    )
  })
})

describe('formatDataset', () => {
  it('writes one document a line, sorted by _id in code-unit order, which parseDataset reads back', () => {
    const [upper, lower, ai] = ['Z.upper', 'a.lower', 'service.ai'].map((_id) => ({ _id, _type: 'service' }))
    const sorted = [upper!, lower!, benefit, ai!, service]
    // Every order of the same documents, none sorted already or backwards: a comparator that is wrong for one pair shows.
    for (const given of [
      [benefit, upper!, service, lower!, ai!],
      [ai!, service, lower!, benefit, upper!],
      [service, lower!, upper!, ai!, benefit],
    ]) {
      const text = formatDataset(given)
      expect(text).toBe(`${lines(...sorted).join('\n')}\n`)
      expect(parseDataset(text, 'dataset.ndjson')).toEqual(sorted)
    }
  })
})
