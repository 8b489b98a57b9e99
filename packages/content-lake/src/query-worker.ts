// A worker thread of the lake's query pool (query-runner.ts): a query that runs for ever, or fills memory, ends only it.
import type { MessagePort } from 'node:worker_threads'
import { evaluateQuery, type QueryTask } from './query-evaluation'

/** Says it has started (the pool's time limit counts from then), then evaluates. */
export default function evaluateInWorker({
  started,
  ...task
}: QueryTask & { started?: MessagePort }): Promise<unknown> {
  started?.postMessage('started')
  started?.close()
  return evaluateQuery(task)
}
