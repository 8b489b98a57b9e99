// The lake's query worker (src/query-worker.ts), which also counts each answer once it has been posted to the pool, in
// the shared counter its pool's workerData names, so that a test can hold the main thread until an answer is waiting
// there, unread. It is only right in a pool with Piscina's atomics disabled: with them on, a worker that has answered
// blocks until its next task, and the count would not be made.
import { workerData } from 'piscina'
import evaluateInWorker from '../../src/query-worker'

const { answers } = workerData as { answers: Int32Array }

export default async function evaluateAndCount(task: Parameters<typeof evaluateInWorker>[0]): Promise<unknown> {
  const result = await evaluateInWorker(task)
  // Piscina posts the answer once this function's promise settles, in the microtasks before this runs.
  setImmediate(() => {
    Atomics.add(answers, 0, 1)
    Atomics.notify(answers, 0)
  })
  return result
}
