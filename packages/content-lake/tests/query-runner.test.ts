// The query workers (src/query-runner.ts): a pool is replaced every so many tasks so that a long session's memory stays
// flat, and no query notices: those under way on the old pool finish there, the next go to the new one.
import { jest } from '@jest/globals'
import { inlineQueryRunner, workerQueryRunner, type QueryRunner } from '../src/query-runner'
import { startContentLake } from '../src/start-content-lake'
import { clientFor, published } from './lake-fixture'
import { limitTimers } from './support/limit-timers'

let runner: QueryRunner | undefined
afterEach(async () => {
  jest.restoreAllMocks()
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

it('leaves no time limit running once a query is answered, even when the word that it started comes after the answer', async () => {
  const limitMs = 7_919
  runner = workerQueryRunner({ timeoutMs: limitMs, memoryMb: 64 })
  const running = limitTimers(limitMs)
  // The worker says it started on a port of its own, and that word can arrive after the answer: one query in ten to one
  // in three here. Read then, it would start a limit that nothing clears, which aborts nothing but keeps the process up.
  for (let query = 0; query < 200; query++)
    await runner.query([published], '*[_id == $id][0]._id', { id: published._id })
  expect(running.size).toBe(0)
}, 60_000)

it('shared by lakes, as the tests share one, is left open by a lake that closes, for the others', async () => {
  runner = workerQueryRunner()
  const closed: string[] = []
  const shared: QueryRunner = { ...runner, close: () => (closed.push('shared runner'), runner!.close()) }
  const first = await startContentLake({ documents: [published], queries: shared, log: () => undefined })
  const second = await startContentLake({ documents: [published], queries: shared, log: () => undefined })
  try {
    expect(await clientFor(first).fetch('count(*)')).toBe(1)
    await first.close()
    expect(closed).toEqual([])
    expect(await clientFor(second).fetch('*[0]._id')).toBe(published._id)
  } finally {
    await second.close()
  }
  expect(closed).toEqual([])
})

it('is not shared with limits of the lake’s own, which it could not apply', async () => {
  runner = workerQueryRunner()
  await expect(
    startContentLake({ documents: [], queries: runner, queryLimits: { timeoutMs: 1_000, memoryMb: 64 } }),
  ).rejects.toThrow('startContentLake takes queryLimits or a shared queries runner, not both')
})

it('evaluated in this thread, as the simulation does, answers as the workers do', async () => {
  const documents = [published, { ...published, _id: 'service.other', title: 'Other' }]
  expect(await inlineQueryRunner.query(documents, 'count(*[_type == $type])', { type: published._type })).toBe(2)
  expect(await inlineQueryRunner.matches([published, null], '*[_id == $id]', { id: published._id })).toEqual([
    true,
    false,
  ])
  await expect(inlineQueryRunner.close()).resolves.toBeUndefined()
})

it('takes a parameter as a constant, as Sanity does, so a slice may be bounded by one', async () => {
  const documents = ['a', 'b', 'c'].map((id) => ({ ...published, _id: `service.${id}` }))
  const first = await inlineQueryRunner.query(documents, '*[_type == $type][0...$limit]._id', {
    type: published._type,
    limit: 2,
  })
  expect(first).toEqual(['service.a', 'service.b'])
})
