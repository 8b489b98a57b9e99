// On Ctrl+C a server gives a request still in flight its grace period, then cuts it off and exits: a request that hangs
// never keeps npm run serve (or the other servers) from ending.
import { jest } from '@jest/globals'
import { createServer, request } from 'node:http'
import { bindPort } from 'local-content-lake/bind-port'
import { waitUntil } from 'local-content-lake/testing'
import { closeOnSignal } from '@/tools/servers/close-on-signal'
import { runInProcess } from '../process-exit'

describe('closeOnSignal with a request in flight', () => {
  afterEach(() => jest.useRealTimers())

  it('lets it run through the grace period, then closes its connection and exits 0', async () => {
    // Fake timers for the grace period only: the sockets' own work goes on.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    let received = false
    // A request the server never answers, as one stuck on a slow disk.
    const server = createServer(() => (received = true))
    const port = await bindPort(server, 0, '127.0.0.1')
    const handlers = process.listeners('SIGINT')
    const run = runInProcess()
    let exitCode: unknown
    jest.mocked(process.exit).mockImplementation((code) => (exitCode = code) as never)
    try {
      closeOnSignal(server, { graceMs: 2000 })
      let cutOff: Error | undefined
      request(`http://127.0.0.1:${port}/`)
        .on('error', (error) => (cutOff = error))
        .end()
      await waitUntil(() => received, 'the request to reach the server')
      const added = process.listeners('SIGINT').filter((handler) => !handlers.includes(handler))
      added[0]!('SIGINT')

      await jest.advanceTimersByTimeAsync(1999)
      expect({ cutOff, exitCode }).toEqual({ cutOff: undefined, exitCode: undefined })
      await jest.advanceTimersByTimeAsync(1)
      await waitUntil(() => exitCode !== undefined, 'the server to close once the grace period is over')
      expect(exitCode).toBe(0)
      expect(cutOff).toMatchObject({ code: 'ECONNRESET' })
    } finally {
      run.restore()
      server.closeAllConnections()
      server.close()
    }
  })
})
