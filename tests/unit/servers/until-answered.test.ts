// untilAnswered: how `npm run studio` and the Studio suite wait for a server that another process is starting.
import { jest } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { untilAnswered } from '../../../tools/servers/until-answered'
import { waitUntil } from 'local-content-lake/testing'

/** A port nothing listens on yet: taken from the system, then let go. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('untilAnswered', () => {
  let server: Server | undefined
  afterEach(() => {
    jest.useRealTimers()
    server?.close()
  })

  it('keeps asking while the port refuses, and resolves once a server listens there', async () => {
    // Fake timers: the pause between two asks is the only timer, so a scheduled one says a refusal was met and taken
    // as no answer yet; advancing the clock asks again at once.
    jest.useFakeTimers()
    const port = await freePort()
    let settled = false
    const waiting = untilAnswered(`http://127.0.0.1:${port}/`, 'any status').finally(() => (settled = true))
    for (let ask = 1; ask <= 3; ask++) {
      await waitUntil(() => settled || jest.getTimerCount() === 1, `refusal ${ask} met, the next ask planned`)
      expect(settled).toBe(false)
      if (ask < 3) await jest.advanceTimersByTimeAsync(250)
    }
    server = createServer((_request, response) => response.writeHead(503).end()).listen(port, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    await jest.advanceTimersByTimeAsync(250)
    await waiting
    expect(settled).toBe(true)
  })

  it('with 2xx, waits past answers that are errors until one succeeds', async () => {
    let answers = 0
    server = createServer((_request, response) => response.writeHead(++answers < 3 ? 503 : 200).end()).listen(
      0,
      '127.0.0.1',
    )
    await new Promise((resolve) => server!.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    await untilAnswered(`http://127.0.0.1:${port}/`, '2xx')
    expect(answers).toBe(3)
  })
})

describe('untilAnswered, stopped', () => {
  let server: Server | undefined
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
  })

  it('stops at once on the abort, even while an ask hangs, and says what it waited for', async () => {
    // A server that takes the connection and never answers, as one hung while starting: only the abort ends the ask.
    let asked = false
    server = createServer(() => (asked = true)).listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const stopping = new AbortController()
    const waiting = untilAnswered(url, 'any status', stopping.signal)
    await waitUntil(() => asked, 'the ask to reach the server')
    stopping.abort()
    await expect(waiting).rejects.toThrow(`stopped waiting for ${url}`)
  })
})
