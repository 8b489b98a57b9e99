// The query workers' pools (src/query-runner.ts), each watched from when it is made to when it is destroyed: a pool is
// replaced every so many tasks, the next one made a tenth of the way ahead, and a replaced pool destroyed once it has
// answered all of its own, so a long session neither keeps its workers' garbage nor leaks their threads, timers or ports.
import { jest } from '@jest/globals'
import type { Piscina as Pool } from 'piscina'
import type { QueryRunner } from '../src/query-runner'

const { Piscina } = jest.requireActual<typeof import('piscina')>('piscina')
/** Each pool as it is made, and what happens to it, by its number (1 for the first made). */
const made: Watched[] = []
const ran: number[] = []
const destroyed: number[] = []
class Watched extends Piscina {
  constructor(options?: ConstructorParameters<typeof Pool>[0]) {
    super(options)
    made.push(this)
  }
  override run(...args: Parameters<Pool['run']>) {
    ran.push(made.indexOf(this) + 1)
    return super.run(...args)
  }
  override destroy() {
    destroyed.push(made.indexOf(this) + 1)
    return super.destroy()
  }
}
jest.unstable_mockModule('piscina', () => ({ Piscina: Watched }))
const { workerQueryRunner } = await import('../src/query-runner')

/** The lake's fixture imports the runner itself, before the stand-in above could take Piscina's place. */
const published = { _id: 'service.web', _type: 'service', _rev: 'r1', title: 'Web' }

let runner: QueryRunner | undefined
afterEach(async () => {
  await runner?.close()
  runner = undefined
  for (const list of [made, ran, destroyed]) list.length = 0
})

it('pools are replaced every so many tasks, each destroyed once it has answered all of its own, and once only', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 3)
  const answers = await Promise.all(Array.from({ length: 7 }, (_, index) => runner!.query([published], `${index}`, {})))
  expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6])
  expect(ran).toEqual([1, 1, 1, 2, 2, 2, 3])
  expect(made).toHaveLength(3)
  expect(destroyed.toSorted()).toEqual([1, 2])
  await runner.close()
  expect(destroyed.toSorted()).toEqual([1, 2, 3])
}, 60_000)

it('the next pool is made a tenth of the way ahead, and closing destroys it too', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  for (let index = 0; index < 8; index++) await runner.query([published], `${index}`, {})
  expect(made).toHaveLength(1)
  await runner.query([published], '8', {})
  expect(made).toHaveLength(2)
  await runner.close()
  expect(destroyed.toSorted()).toEqual([1, 2])
}, 60_000)

it('closing after the tenth task destroys the pool that took over, though it has run nothing yet', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  for (let index = 0; index < 10; index++) await runner.query([published], `${index}`, {})
  expect(made).toHaveLength(2)
  await runner.close()
  runner = undefined
  expect(destroyed.toSorted()).toEqual([1, 2])
}, 60_000)

it('the pool made ahead takes the tasks after the tenth', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  for (let index = 0; index < 11; index++) await runner.query([published], `${index}`, {})
  expect(ran).toEqual([...Array<number>(10).fill(1), 2])
  expect(made).toHaveLength(2)
  expect(destroyed).toEqual([1])
}, 60_000)

it('closing while a query runs destroys each pool once, and the query is refused, not left waiting', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  await runner.query([published], '0', {})
  const running = runner.query([published], '1', {}).then(
    () => 'answered',
    () => 'refused',
  )
  await runner.close()
  runner = undefined
  expect(await running).toBe('refused')
  expect(destroyed).toEqual([1])
}, 60_000)

it('no timer or port is left behind a query once it is answered, either of which would hold a closing process', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  const held = () =>
    process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout' || resource === 'MessagePort').length
  // Long enough (about 100 ms) that the worker's word that it started arrives before its answer, and sets the timer.
  const documents = Array.from({ length: 300 }, (_, index) => ({ ...published, _id: `service.${index}` }))
  const slow = 'count(*[count(*[_id == ^._id]) > 0])'
  expect(await runner.query(documents, slow, {})).toBe(300)
  const before = held()
  expect(await runner.query(documents, slow, {})).toBe(300)
  expect(held()).toBeLessThanOrEqual(before)
}, 60_000)
