import fc from 'fast-check'
import { rawRequest, secret, headersRuleMarker, serveSite, type RawResponse, type RunningSite } from './site-fixture'
import { sendThenReset } from '../raw-connection'

// Each hostile target with the status a static host gives it.
const targets: [target: string, status: number][] = [
  ['/%E0%A4%A', 400],
  ['/%', 400],
  ['/%zz', 400],
  ['/%C0%AE%C0%AE/secret.txt', 400],
  ['/../secret.txt', 400],
  ['/..%2fsecret.txt', 400],
  ['/%2e%2e/secret.txt', 400],
  ['/%2E%2E%2Fsecret.txt', 400],
  ['/assets/..%2f..%2fsecret.txt', 400],
  ['/%2e%2e%5csecret.txt', 400],
  ['/..\\secret.txt', 400],
  ['/%5c%5c127.0.0.1/secret.txt', 400],
  ['/index.html%00.txt', 400],
  ['/%00', 400],
  ['/%0d%0aSet-Cookie:%20x=1', 400],
  ['/%252e%252e/secret.txt', 404],
  ['/_headers', 404],
  ['/%5Fheaders', 404],
  ['/%5f%68eaders', 404],
  ['/_HEADERS', 404],
  ['/_headers.br', 404],
  ['/_headers.gz', 404],
  ['/assets/%2e%2e/_headers', 400],
  ['//_headers', 404],
  ['/_headers/', 404],
  ['/.env', 404],
  ['/%2eenv', 404],
  ['/.git/config', 404],
  ['/.git%2fconfig', 404],
  ['/package.json', 404],
  [`/${'a'.repeat(4000)}`, 404],
  [`/${'a/'.repeat(2000)}a`, 404],
  [`/${'%2e%2e/'.repeat(500)}secret.txt`, 400],
  ['http://127.0.0.1/secret.txt', 400],
  ['*', 400],
]

// Long targets are named by their start and length, so the test names stay readable.
const hostile = targets.map(
  ([target, status]) => [target.length > 60 ? `${target.slice(0, 40)}… (${target.length} characters)` : target, target, status] as const,
)

function expectNothingLeaked(response: RawResponse) {
  expect(response.body).not.toContain(secret)
  expect(response.body).not.toContain(`${headersRuleMarker}:`)
}

describe('the static server under hostile requests', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveSite()
  })
  afterAll(() => site.close())

  const expectStillServing = async () => expect((await rawRequest(site.port, '/')).status).toBe(200)

  it.each(hostile)('answers GET %s with %i, leaks nothing and keeps serving', async (_name, target, status) => {
    const response = await rawRequest(site.port, target)
    expect(response.status).toBe(status)
    expectNothingLeaked(response)
    await expectStillServing()
  })

  it.each([
    ['POST', 405],
    ['PUT', 405],
    ['DELETE', 405],
    ['TRACE', 405],
    ['PROPFIND', 405],
    ['CONNECT', 405],
    // Node's HTTP parser knows a fixed list of methods and refuses the rest before the server sees them.
    ['BREW', 400],
  ])('answers the method %s with %i and keeps serving', async (method, status) => {
    const target = method === 'CONNECT' ? '127.0.0.1:80' : '/_headers'
    const response = await rawRequest(site.port, target, method)
    expect(response.status).toBe(status)
    expectNothingLeaked(response)
    await expectStillServing()
  })

  it('keeps serving when a CONNECT it refused is reset by the client', async () => {
    expect(await sendThenReset(site.port, 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n')).toMatch(/^HTTP\/1\.1 405 /)
    await expectStillServing()
  })

  it('answers a request line too long for HTTP with 431 and keeps serving', async () => {
    const response = await rawRequest(site.port, `/${'x'.repeat(70_000)}`)
    expect(response.status).toBe(431)
    await expectStillServing()
  })

  it('never dies and never answers 5xx, whatever bytes the path holds', async () => {
    const segment = fc.oneof(
      fc.uint8Array({ maxLength: 24 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 24 }).map((bytes) => Buffer.from([...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''))),
      fc
        .constantFrom('..', '.', '%2e%2e', '%2f', '%5c', '\\', '_headers', '%5Fheaders', '%', '%E0%A4%A', '', 'index.html', '?', '#')
        .map((s) => Buffer.from(s)),
    )
    const path = fc.array(segment, { maxLength: 8 }).map((segments) => Buffer.concat([Buffer.from('/'), ...segments.flatMap((s) => [s, Buffer.from('/')])]))
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('GET', 'HEAD'), async (target, method) => {
        const response = await rawRequest(site.port, target, method)
        // 0: HTTP itself refused the bytes and closed the connection, which is not the server dying.
        expect(response.status === 0 || response.status < 500).toBe(true)
        expectNothingLeaked(response)
      }),
      { numRuns: 400 },
    )
    await expectStillServing()
  })
})
