// untilAnswered: how `npm run studio` and the Studio suite wait for a server that another process is starting.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { untilAnswered } from '../../../lib/server/until-answered'

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
  afterEach(() => server?.close())

  it('keeps asking while the port refuses, and resolves once a server listens there', async () => {
    const port = await freePort()
    let settled = false
    const waiting = untilAnswered(`http://127.0.0.1:${port}/`, 'any status').then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(settled).toBe(false)
    server = createServer((_request, response) => response.writeHead(503).end()).listen(port, '127.0.0.1')
    await waiting
    expect(settled).toBe(true)
  })

  it('with 2xx, waits past answers that are errors until one succeeds', async () => {
    let answers = 0
    server = createServer((_request, response) => response.writeHead(++answers < 3 ? 503 : 200).end()).listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    await untilAnswered(`http://127.0.0.1:${port}/`, '2xx')
    expect(answers).toBe(3)
  })
})
