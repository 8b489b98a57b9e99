// The listen and live endpoints' event stream on its own, on a response that records what it is told: the headers a
// browser needs to keep it open, the events' format, keep-alive comments, nothing written once it has ended or the
// client has gone, and an end for a client that stopped reading. The endpoints over HTTP are in listen.test.ts.
import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { jest } from '@jest/globals'
import { defaultBufferBytes, openEventStream, type StreamOptions } from '../src/event-stream'
import { loadSampleDocuments } from './support/temp-dataset'

/** A response as the stream uses one: it records the head and each write, and ends or is destroyed as Node's does. */
class RecordingResponse extends EventEmitter {
  head: [number, Record<string, string>] | undefined
  written: string[] = []
  ends = 0
  writableEnded = false
  destroyed = false
  /** What the client has not read yet. */
  writableLength = 0
  writeHead(status: number, headers: Record<string, string>) {
    this.head = [status, headers]
    return this
  }
  write(text: string) {
    this.written.push(text)
    return true
  }
  end() {
    this.ends++
    this.writableEnded = true
    this.close()
  }
  destroy() {
    this.destroyed = true
    this.close()
  }
  private closed = false
  private close() {
    if (!this.closed) this.emit('close')
    this.closed = true
  }
}

const options: StreamOptions = { heartbeatMs: 15_000, bufferBytes: 1024 }

function open(settings = options) {
  const res = new RecordingResponse()
  const stream = openEventStream(res as unknown as ServerResponse, settings)
  return { res, stream }
}

afterEach(() => jest.useRealTimers())

it('opens with the headers that keep a browser’s EventSource reading', () => {
  const { res, stream } = open()
  expect(res.head).toEqual([
    200,
    { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' },
  ])
  stream.end()
})

it('sends each event with its name, its id when it has one, and its data as JSON', () => {
  const { res, stream } = open()
  stream.send('mutation', { documentId: 'service.web' }, 'tx1')
  stream.send('welcome', { listenerName: 'l1' })
  expect(res.written).toEqual([
    'event: mutation\nid: tx1\ndata: {"documentId":"service.web"}\n\n',
    'event: welcome\ndata: {"listenerName":"l1"}\n\n',
  ])
  stream.end()
})

it('writes a keep-alive comment each heartbeat while open, and none once the client has gone', () => {
  jest.useFakeTimers()
  const { res } = open()
  jest.advanceTimersByTime(options.heartbeatMs - 1)
  expect(res.written).toEqual([])
  jest.advanceTimersByTime(1)
  expect(res.written).toEqual([': heartbeat\n\n'])
  res.destroy()
  expect(jest.getTimerCount()).toBe(0)
})

it('writes nothing once it has ended, and ends only once', () => {
  const { res, stream } = open()
  stream.end()
  stream.send('mutation', {})
  stream.end()
  expect(res.written).toEqual([])
  expect(res.ends).toBe(1)
})

it('writes nothing once the client has gone, and does not end what is gone', () => {
  const { res, stream } = open()
  res.destroy()
  stream.send('mutation', {})
  stream.end()
  expect(res.written).toEqual([])
  expect(res.ends).toBe(0)
})

it('closes a stream whose client vanished mid-write, instead of crashing the lake', () => {
  const { res, stream } = open()
  res.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))
  expect(res.destroyed).toBe(true)
  stream.send('mutation', {})
  expect(res.written).toEqual([])
})

it('ends a client that stopped reading once what waits for it passes the limit, and writes no more to it', () => {
  const { res, stream } = open()
  res.writableLength = options.bufferBytes
  stream.send('mutation', { at: 'the limit' })
  expect(res.destroyed).toBe(false)
  res.writableLength = options.bufferBytes + 1
  stream.send('mutation', { at: 'past it' })
  expect(res.destroyed).toBe(true)
  expect(res.written).toEqual(['event: mutation\ndata: {"at":"the limit"}\n\n'])
})

it('keeps, by default, a Studio that is behind by ten changes to the whole embedded dataset', async () => {
  const documents = await loadSampleDocuments()
  // Each document's event carries it twice: in its mutation and as its result.
  const oneChange = documents.reduce((bytes, doc) => bytes + 2 * Buffer.byteLength(JSON.stringify(doc)), 0)
  const { res, stream } = open({ ...options, bufferBytes: defaultBufferBytes })
  res.writableLength = 10 * oneChange
  stream.send('mutation', { at: 'ten changes behind' })
  expect(res.destroyed).toBe(false)
  expect(res.written).toEqual(['event: mutation\ndata: {"at":"ten changes behind"}\n\n'])
  stream.end()
})

it('tells whoever asks when it closes', () => {
  const { stream } = open()
  const closed = jest.fn()
  stream.onClose(closed)
  expect(closed).not.toHaveBeenCalled()
  stream.end()
  expect(closed).toHaveBeenCalledTimes(1)
})
