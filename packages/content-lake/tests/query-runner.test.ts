// The query workers (src/query-runner.ts): a pool is replaced every so many tasks so that a long session's memory stays
// flat, and no query notices: those under way on the old pool finish there, the next go to the new one.
import { workerQueryRunner, type QueryRunner } from '../src/query-runner'
import { published } from './lake-fixture'

let runner: QueryRunner | undefined
afterEach(async () => {
  await runner?.close()
})

it('answers every query, in flight or after, while its pools are replaced every few tasks', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 3)
  const documents = [published, { ...published, _id: 'service.other', title: 'Other' }]
  // Seven at once: the pool is replaced after the third and the sixth while the others still run on it.
  const together = await Promise.all(
    Array.from({ length: 7 }, (_, index) =>
      runner!.query(documents, 'count(*[_type == $type]) + $add', { type: published._type, add: index }),
    ),
  )
  expect(together).toEqual([2, 3, 4, 5, 6, 7, 8])
  for (const id of ['service.other', published._id]) {
    expect(await runner.query(documents, '*[_id == $id][0]._id', { id })).toBe(id)
  }
  expect(await runner.matches([published, null], '*[_id == $id]', { id: published._id })).toEqual([true, false])
}, 60_000)
