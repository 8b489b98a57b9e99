// The host rule of every local server (packages/content-lake/src/local-hosts.ts): this machine's names, plus LOCAL_ALLOWED_HOSTS.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  extraAllowedHosts,
  foreignHostRefusal,
  hostNameOf,
  isLocalOrigin,
  isThisMachine,
  refuseForeignHost,
} from '../src/local-hosts'
import { requestWithHost } from './support/host-request'

describe('the local host rule', () => {
  it.each([
    'localhost:3000',
    'LOCALHOST',
    '127.0.0.1:3335',
    '[::1]:3334',
    'listener-3.local.localhost:3335',
    'localhost.:3000',
  ])('answers %s, a name of this machine', (host) =>
    expect(foreignHostRefusal({ headers: { host } }, [])).toBeUndefined(),
  )

  it.each([
    'rebind.example:3335',
    'localhost.example:3000',
    '127.0.0.1.nip.io',
    'evil.com@localhost',
    '10.0.0.5:3000',
    '',
  ])('refuses %s, naming it and the variable that would allow a name', (host) => {
    const refusal = foreignHostRefusal({ headers: { host: host || undefined } }, [])
    expect(refusal).toContain(host ? `"${host}"` : '(no Host header)')
    expect(refusal).toContain('LOCAL_ALLOWED_HOSTS')
  })

  it('reads the name of a Host header, with or without a port, and nothing that is not one', () => {
    expect(hostNameOf('Studio.LocalHost:3333')).toBe('studio.localhost')
    expect(hostNameOf('[::1]:80')).toBe('[::1]')
    expect(hostNameOf('a b')).toBeUndefined()
    expect(hostNameOf('host/path')).toBeUndefined()
  })

  it('adds the names LOCAL_ALLOWED_HOSTS lists: an exact name, or a leading dot for the name and its subdomains', () => {
    const extra = extraAllowedHosts(' Dev.Example.test , .team.test ')
    expect(extra).toEqual(['dev.example.test', '.team.test'])
    expect(isThisMachine('dev.example.test', extra)).toBe(true)
    expect(isThisMachine('x.dev.example.test', extra)).toBe(false)
    expect(isThisMachine('team.test', extra)).toBe(true)
    expect(isThisMachine('a.team.test', extra)).toBe(true)
    expect(isThisMachine('eviltteam.test', extra)).toBe(false)
  })

  it('adds an IPv6 address in brackets, as a Host header names it', () => {
    const extra = extraAllowedHosts('[FD00::1], [::ffff:10.0.0.5]')
    expect(extra).toEqual(['[fd00::1]', '[::ffff:10.0.0.5]'])
    expect(foreignHostRefusal({ headers: { host: '[fd00::1]:3335' } }, extra)).toBeUndefined()
    expect(foreignHostRefusal({ headers: { host: '[fd00::2]:3335' } }, extra)).toContain('"[fd00::2]:3335"')
  })

  it.each(['x[fd00::1]', '[fd00::1]x', '[]', '[fd00::g]'])('stops on %s, no address in brackets', (entry) => {
    expect(() => extraAllowedHosts(entry)).toThrow(`LOCAL_ALLOWED_HOSTS: "${entry}" is not a host name`)
  })

  it('stops on an entry that is not a host name, naming it', () => {
    expect(() => extraAllowedHosts('http://dev.example.test:3000')).toThrow(
      /LOCAL_ALLOWED_HOSTS: "http:\/\/dev.example.test:3000" is not a host name/,
    )
  })

  it('calls an Origin local only when it is an http(s) page on this machine', () => {
    expect(isLocalOrigin('http://localhost:3333', [])).toBe(true)
    expect(isLocalOrigin('https://studio.localhost', [])).toBe(true)
    expect(isLocalOrigin('http://rebind.example:3335', [])).toBe(false)
    expect(isLocalOrigin('null', [])).toBe(false)
    expect(isLocalOrigin('file://localhost', [])).toBe(false)
    // Not http(s), though the URL's name is this machine's (file://localhost has none: the URL drops it).
    expect(isLocalOrigin('file://studio.localhost', [])).toBe(false)
    expect(isLocalOrigin('ftp://localhost:21', [])).toBe(false)
  })
})

describe('a server that keeps the rule', () => {
  let server: Server | undefined
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

  /** A server that refuses a foreign Host with the rule, and otherwise answers "served". */
  async function serving(extra: readonly string[] = []): Promise<string> {
    server = createServer((req, res) => {
      if (refuseForeignHost(req, res, extra)) return
      res.end('served')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }

  it('answers a foreign Host 403 with the sentence, as text never stored, and closes the connection', async () => {
    const answer = await requestWithHost(await serving(), { host: 'rebind.example:3335' })
    expect(answer.status).toBe(403)
    expect(answer.text).toBe(`${foreignHostRefusal({ headers: { host: 'rebind.example:3335' } }, [])}\n`)
    expect(answer.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    })
  })

  it('lets a request to this machine, or to a name it is given, through to the server', async () => {
    const url = await serving(['site.test'])
    for (const host of ['localhost:3000', 'site.test'])
      expect(await requestWithHost(url, { host })).toMatchObject({ status: 200, text: 'served' })
  })
})
