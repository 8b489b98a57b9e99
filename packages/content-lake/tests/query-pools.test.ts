// The query workers' pools (src/query-runner.ts), each watched from when it is made to when it is destroyed: a pool is
// replaced every so many tasks, the next one made a tenth of the way ahead, and a replaced pool destroyed once it has
// answered all of its own, so a long session neither keeps its workers' garbage nor leaks their threads, timers or ports.
import { jest } from '@jest/globals'
import type { Piscina as Pool } from 'piscina'
import type { QueryRunner } from '../src/query-runner'
import { limitTimers } from './support/limit-timers'

const { Piscina } = jest.requireActual<typeof import('piscina')>('piscina')
/** Each pool as it is made, and what happens to it, by its number (1 for the first made). */
const made: Watched[] = []
const ran: number[] = []
const destroyed: number[] = []
/** Answers posted by the workers of pools made while `signalling` is set (support/signalling-query-worker.ts). */
const answers = new Int32Array(new SharedArrayBuffer(4))
let signalling = false
class Watched extends Piscina {
  constructor(options?: ConstructorParameters<typeof Pool>[0]) {
    super(
      signalling
        ? {
            ...options,
            filename: new URL('./support/signalling-query-worker.ts', import.meta.url).href,
            atomics: 'disabled',
            workerData: { answers },
          }
        : options,
    )
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

/** Holds this thread until the workers of support/signalling-query-worker.ts have posted more than `seen` answers. */
function holdUntilAnswered(seen: number) {
  if (Atomics.wait(answers, 0, seen, 30_000) === 'timed-out')
    throw new Error('The worker never said it had answered, in 30 s')
}

let runner: QueryRunner | undefined
afterEach(async () => {
  jest.restoreAllMocks()
  await runner?.close()
  runner = undefined
  signalling = false
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

it('closing just after a worker has answered, before the answer is read, refuses the query and nothing more', async () => {
  signalling = true
  Atomics.store(answers, 0, 0)
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  await runner.query([published], '0', {})
  holdUntilAnswered(0)
  const running = runner.query([published], '1', {}).then(
    () => 'answered',
    () => 'refused',
  )
  // The main thread does nothing else until the worker's answer is waiting for it, so the close comes first. Piscina
  // can still read that answer (it did on every run here), for a task it has refused: an 'error' event that, unheard,
  // failed this test.
  holdUntilAnswered(1)
  await runner.close()
  runner = undefined
  expect(await running).toBe('refused')
  // The late answer is delivered in a later turn of the event loop than the close; this waits for it.
  await new Promise((resolve) => setImmediate(resolve))
  expect(destroyed).toEqual([1])
}, 60_000)

it('drops only late answers: any other error a pool reports is thrown, as it would be with no one listening', async () => {
  runner = workerQueryRunner({ timeoutMs: 30_000, memoryMb: 64 }, 10)
  await runner.query([published], '0', {})
  const pool = made[0]!
  expect(pool.emit('error', new Error('Unexpected message from Worker: { taskId: 9, result: 1 }'))).toBe(true)
  expect(() => pool.emit('error', new Error('worker exited with code: 1'))).toThrow('worker exited with code: 1')
}, 60_000)

it('no timer or port is left behind a query once it is answered, either of which would hold a closing process', async () => {
  const limitMs = 29_989
  runner = workerQueryRunner({ timeoutMs: limitMs, memoryMb: 64 }, 10)
  const limits = limitTimers(limitMs)
  const ports = () => process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length
  // Long enough (about 100 ms) that the worker's word that it started arrives before its answer, and sets the timer.
  const documents = Array.from({ length: 300 }, (_, index) => ({ ...published, _id: `service.${index}` }))
  const slow = 'count(*[count(*[_id == ^._id]) > 0])'
  expect(await runner.query(documents, slow, {})).toBe(300)
  const before = ports()
  expect(await runner.query(documents, slow, {})).toBe(300)
  expect(ports()).toBeLessThanOrEqual(before)
  expect(limits.size).toBe(0)
}, 60_000)
