// A server bound to its port before anything slow starts: a taken port refused at once in a sentence that names the
// port, the host and the setting that picks another; any other failure to listen passed on as Node gave it.
// The servers' own tests (tests/unit/servers) import this file by the package's name, which Stryker's sandbox resolves
// to the project's own copy, not the mutated one: these tests are the ones that pin it down.
import { jest } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bindPort, exitIfPortTaken, PortTakenError } from '../src/bind-port'

const servers: Server[] = []
const server = () => {
  const created = createServer()
  servers.push(created)
  return created
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((each) => new Promise((closed) => each.close(closed))))
  jest.restoreAllMocks()
})

it('binds a free port (0 picks one) and resolves with it, leaving no listener of its own on the server', async () => {
  const bound = server()
  const port = await bindPort(bound, 0, '127.0.0.1')
  expect(port).toBe((bound.address() as AddressInfo).port)
  expect(port).toBeGreaterThan(0)
  // A listener left behind would swallow every later error of the server.
  expect(bound.listenerCount('error')).toBe(0)
})

it('refuses a taken port, naming it, the host and PORT as the setting that picks another', async () => {
  const taken = await bindPort(server(), 0, '127.0.0.1')
  const refusal = await bindPort(server(), taken, '127.0.0.1').catch((error: unknown) => error)
  expect(refusal).toBeInstanceOf(PortTakenError)
  expect(refusal).toMatchObject({
    port: taken,
    message: `Port ${taken} on 127.0.0.1 is taken: stop what listens there, or choose another port (PORT=…).`,
  })
})

it('names the setting a script gives for its port', async () => {
  const taken = await bindPort(server(), 0, '127.0.0.1')
  await expect(bindPort(server(), taken, '127.0.0.1', 'LAKE_PORT')).rejects.toThrow(
    /, or choose another port \(LAKE_PORT=…\)\.$/,
  )
})

it('passes on any other failure to listen as Node gave it', async () => {
  // 192.0.2.1 is reserved for documentation (RFC 5737): no machine has it.
  const refusal = await bindPort(server(), 0, '192.0.2.1').catch((error: unknown) => error)
  expect(refusal).not.toBeInstanceOf(PortTakenError)
  expect(refusal).toMatchObject({ code: 'EADDRNOTAVAIL' })
})

describe("exitIfPortTaken, at a script's top level", () => {
  class Exited extends Error {}
  const exits = () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Exited()
    })
    return { printed, exit }
  }

  it('ends the script with the sentence alone and exit code 1 for a taken port', () => {
    const { printed, exit } = exits()
    expect(() => exitIfPortTaken(new PortTakenError(3333, 'localhost'))).toThrow(Exited)
    expect(printed.mock.calls).toEqual([
      ['Port 3333 on localhost is taken: stop what listens there, or choose another port (PORT=…).'],
    ])
    expect(exit.mock.calls).toEqual([[1]])
  })

  it('throws any other error on, printing nothing', () => {
    const { printed, exit } = exits()
    const other = new Error('something else')
    expect(() => exitIfPortTaken(other)).toThrow(other)
    expect(printed).not.toHaveBeenCalled()
    expect(exit).not.toHaveBeenCalled()
  })
})
