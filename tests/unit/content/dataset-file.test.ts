// The offline source's parser: every bad line of an NDJSON export is reported with where it is and what is wrong.
import path from 'node:path'
import { ContentError } from '@/lib/content/content-error'
import { parseNdjson, readDatasetFile } from '@/lib/content/sources/dataset-file'
import { datasetFile, toNdjson, writeTempDataset } from './fixtures'

const service = { _id: 'service.web', _type: 'service', title: 'Web Development' }
const benefit = { _id: 'benefit.speed', _type: 'benefit', title: 'Fast Delivery' }

/** Runs parseNdjson and returns the ContentError it throws (failing the test when it does not throw one). */
function parseError(text: string, label = 'dataset.ndjson'): ContentError {
  try {
    parseNdjson(text, label)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return error as ContentError
  }
  throw new Error('parseNdjson accepted the input')
}

describe('parseNdjson', () => {
  it('returns every document of a well-formed export, in file order', () => {
    const documents = parseNdjson(toNdjson([service, benefit]), 'dataset.ndjson')
    expect(documents).toEqual([service, benefit])
  })

  it('reports a malformed line with the file name and its line number', () => {
    const error = parseError(`${JSON.stringify(service)}\n{"_id": "broken",\n`, 'export.ndjson')
    expect(error.message).toContain('The dataset file export.ndjson cannot be read')
    expect(error.problems).toEqual([
      expect.objectContaining({
        documentId: 'export.ndjson:2',
        documentType: '(unparsed)',
        path: '(line)',
        message: expect.stringContaining('not valid JSON'),
      }),
    ])
    expect(error.message).toContain('(unparsed) "export.ndjson:2" › (line): not valid JSON')
  })

  it.each([
    ['an array', '[1, 2]'],
    ['a string', '"service.web"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('rejects a line that is %s rather than one JSON object', (_kind, line) => {
    const error = parseError(`${JSON.stringify(service)}\n${line}\n`)
    expect(error.problems).toEqual([
      {
        documentId: 'dataset.ndjson:2',
        documentType: '(unparsed)',
        path: '(line)',
        message: 'each line must be one JSON object',
      },
    ])
  })

  it('rejects a document without an _id, naming its type and line', () => {
    const error = parseError(toNdjson([service, { _type: 'benefit', title: 'No id' }]))
    expect(error.problems).toEqual([
      {
        documentId: 'dataset.ndjson:2',
        documentType: 'benefit',
        path: '_id/_type',
        message: expect.stringContaining('non-empty string _id and _type'),
      },
    ])
  })

  it('rejects a document without a _type, or with an empty _id', () => {
    const error = parseError(toNdjson([{ _id: 'untyped' }, { _id: '', _type: 'service' }]))
    expect(error.problems.map((p) => [p.documentId, p.documentType, p.path])).toEqual([
      ['dataset.ndjson:1', '(none)', '_id/_type'],
      ['dataset.ndjson:2', 'service', '_id/_type'],
    ])
  })

  it('reports a duplicated _id with the line of each copy', () => {
    const error = parseError(toNdjson([service, benefit, { ...service, title: 'Again' }]))
    expect(error.problems).toEqual([
      {
        documentId: 'service.web',
        documentType: 'service',
        path: '_id',
        message: 'duplicated on line 3 (first on line 1)',
      },
    ])
  })

  it('reports every bad line at once, not just the first', () => {
    const error = parseError(['not json', '[]', JSON.stringify(service), JSON.stringify(service)].join('\n'))
    expect(error.problems.map((p) => p.documentId)).toEqual(['dataset.ndjson:1', 'dataset.ndjson:2', 'service.web'])
    expect(error.message.split('\n')).toHaveLength(4)
  })

  it('says an empty file holds no documents', () => {
    const error = parseError('', 'empty.ndjson')
    expect(error.message).toBe('The dataset file empty.ndjson holds no documents: the site has nothing to show.')
    expect(error.problems).toEqual([])
  })

  it('treats a file of blank lines as empty', () => {
    expect(parseError('\n  \n\t\n').message).toContain('holds no documents')
  })

  it('ignores blank lines but keeps counting them for line numbers', () => {
    expect(parseNdjson(`\n${JSON.stringify(service)}\n\n   \n${JSON.stringify(benefit)}\n\n`, 'x.ndjson')).toEqual([
      service,
      benefit,
    ])
    const error = parseError(`\n\n${JSON.stringify(service)}\n\n{oops\n`)
    expect(error.problems[0]?.documentId).toBe('dataset.ndjson:5')
  })

  it('ignores a byte-order mark at the start of the file', () => {
    expect(parseNdjson(`\uFEFF${JSON.stringify(service)}\n`, 'x.ndjson')).toEqual([service])
  })

  it('accepts Windows line endings', () => {
    expect(parseNdjson(`${JSON.stringify(service)}\r\n${JSON.stringify(benefit)}\r\n`, 'x.ndjson')).toEqual([
      service,
      benefit,
    ])
  })
})

describe('readDatasetFile', () => {
  it('reads the embedded dataset', async () => {
    const documents = await readDatasetFile(datasetFile)
    expect(documents.map((doc) => doc._type)).toEqual(
      expect.arrayContaining(['siteSettings', 'homePage', 'service', 'benefit', 'portfolioItem', 'legalPage']),
    )
  })

  it('names the missing path and the reason when the file does not exist', async () => {
    const missing = path.join('/nonexistent-dir', 'no-such-dataset.ndjson')
    const read = readDatasetFile(missing)
    await expect(read).rejects.toThrow(ContentError)
    // The code alone: the system message would repeat the path.
    await expect(read).rejects.toThrow(new ContentError(`Cannot read the dataset file ${missing}: ENOENT`))
  })

  it('labels problems with the file name, not the whole path', async () => {
    const { file, cleanup } = await writeTempDataset(`${JSON.stringify(service)}\n{"_id": 1}\n`, 'broken-export.ndjson')
    try {
      const read = readDatasetFile(file)
      await expect(read).rejects.toThrow('The dataset file broken-export.ndjson cannot be read')
      await expect(read).rejects.toMatchObject({ problems: [{ documentId: 'broken-export.ndjson:2' }] })
    } finally {
      await cleanup()
    }
  })
})
