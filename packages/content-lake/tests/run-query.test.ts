// A query is checked before it runs, and fails as the real API does: an empty one, one that does not parse (with where),
// one that names a param it was not given (pointing at it), and one the evaluation refuses.
import { LakeError } from '../src/lake-error'
import { inlineQueryRunner, queryStopped, type QueryRunner } from '../src/query-runner'
import { parseQuery, runQuery } from '../src/run-query'

/** What the API answers for the error a query threw. */
function refusal(run: () => unknown): { status: number; body: unknown } {
  try {
    run()
  } catch (error) {
    if (error instanceof LakeError) return { status: error.status, body: error.body }
    throw error
  }
  throw new Error('the query was not refused')
}

const parseError = (query: string, description: unknown, start: unknown, end: unknown) => ({
  status: 400,
  body: { error: { type: 'queryParseError', description, query, start, end } },
})

describe('a query that cannot run', () => {
  it.each([
    ['no query at all', undefined, ''],
    ['an empty one', '', ''],
    ['one of spaces', '   ', '   '],
    ['one that is not text', 42, '42'],
  ])('is %s: refused, asking for `query`', (_, query, shown) => {
    expect(refusal(() => parseQuery(query, {}))).toEqual(
      parseError(shown, 'the query is empty: send it as `query`', 0, 1),
    )
  })

  it('does not parse: refused with where groq-js stopped', () => {
    expect(refusal(() => parseQuery('*[_type == "a"] | order(', {}))).toEqual(
      parseError('*[_type == "a"] | order(', expect.stringContaining('Expected expression'), 24, 25),
    )
  })

  it('is refused by groq-js for another reason: the whole query is marked', () => {
    expect(refusal(() => parseQuery('*[0...$n]', {}))).toEqual(
      parseError('*[0...$n]', 'slicing must use constant numbers', 0, 9),
    )
  })

  it('names a param it was not given: refused, pointing at the param', () => {
    expect(refusal(() => parseQuery('*[_type == "service" && slug == $slug]', {}))).toEqual(
      parseError('*[_type == "service" && slug == $slug]', 'param $slug referenced, but not provided', 32, 33),
    )
  })
})

describe('a query that can run', () => {
  it('parses with the params it names, and a function call is no param', () => {
    expect(parseQuery('*[0...$n]', { n: 2 })).toBeDefined()
    expect(parseQuery('count(*[_type == $kind])', { kind: 'service' })).toBeDefined()
    expect(parseQuery('count(*)', {})).toBeDefined()
  })

  it('is evaluated over the documents given', async () => {
    const documents = [
      { _id: 'a', _type: 'service' },
      { _id: 'b', _type: 'benefit' },
    ]
    expect(await runQuery(inlineQueryRunner, documents, '*[_type == $kind]._id', { kind: 'service' })).toEqual(['a'])
  })

  it('stopped at a limit fails with the limit’s own error', async () => {
    const stopped = queryStopped('*', 'it ran longer than 1 s')
    const runner: QueryRunner = { ...inlineQueryRunner, query: () => Promise.reject(stopped) }
    await expect(runQuery(runner, [], '*')).rejects.toBe(stopped)
  })

  it('that the evaluation refuses fails as a parse error of the whole query, with the evaluation’s reason', async () => {
    const runner: QueryRunner = {
      ...inlineQueryRunner,
      query: () => Promise.reject(new Error('Cannot compare a date with a number')),
    }
    const error = await runQuery(runner, [], '*[due < 5]').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(LakeError)
    expect(error).toMatchObject(parseError('*[due < 5]', 'Cannot compare a date with a number', 0, 10))
  })
})
