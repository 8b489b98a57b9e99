// A query worker's task, run in this thread (the pool runs it in worker threads, where StrykerJS sees nothing): it says
// it has started before it evaluates, so the pool's time limit counts from then, and lets go of the port it was given.
import { once } from 'node:events'
import { MessageChannel } from 'node:worker_threads'
import evaluateInWorker from '../src/query-worker'

const documents = [
  { _id: 'service.web', _type: 'service', _rev: 'r1', title: 'Web' },
  { _id: 'benefit.fast', _type: 'benefit', _rev: 'r2', title: 'Fast' },
]

it('says it has started, closes the port, and answers the query', async () => {
  const { port1, port2 } = new MessageChannel()
  const heard: unknown[] = []
  port2.on('message', (message) => heard.push(message))
  const closed = once(port2, 'close')
  const answer = await evaluateInWorker({
    query: '*[_type == $type]._id',
    params: { type: 'service' },
    documents,
    started: port1,
  })
  await closed
  expect(heard).toEqual(['started'])
  expect(answer).toEqual(['service.web'])
})

it('answers without a port, and says for each document whether it matches a listener’s filter', async () => {
  expect(
    await evaluateInWorker({ query: '*[_type == "benefit"]', params: {}, documents: [...documents, null], each: true }),
  ).toEqual([false, true, false])
})
