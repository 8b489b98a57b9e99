// The static server of npm run serve, under requests an attacker would send: each gets the status a static host
// gives it, nothing outside the export leaks, and the server keeps serving.
import fc from 'fast-check'
import { rawRequest, secret, headersRuleMarker, serveSite, type RawResponse, type RunningSite } from './site-fixture'
import { sendThenReset } from 'local-content-lake/testing'

// Each hostile target, what it is, and the status a static host gives it: 400 for a path that cannot be read safely,
// 404 for one that reads cleanly but names nothing the site serves.
const targets: [target: string, what: string, status: number][] = [
  ['/%E0%A4%A', 'a truncated UTF-8 escape', 400],
  ['/%', 'a lone percent sign', 400],
  ['/%zz', 'an escape that is not hexadecimal', 400],
  ['/%C0%AE%C0%AE/secret.txt', 'dots spelled as overlong UTF-8', 400],
  ['/../secret.txt', 'a climb out of the site', 400],
  ['/..%2fsecret.txt', 'a climb with an escaped slash', 400],
  ['/%2e%2e/secret.txt', 'a climb with escaped dots', 400],
  ['/./secret.txt', 'a single dot segment', 400],
  ['/assets/%2e/site.css', 'an escaped single dot segment', 400],
  ['/%2E%2E%2Fsecret.txt', 'a climb escaped in capitals', 400],
  ['/assets/..%2f..%2fsecret.txt', 'a double climb from a folder', 400],
  ['/%2e%2e%5csecret.txt', 'a climb with an escaped backslash', 400],
  ['/..\\secret.txt', 'a climb with a backslash', 400],
  ['/%5c%5c127.0.0.1/secret.txt', 'a Windows network path', 400],
  ['/index.html%00.txt', 'a NUL byte that cuts the name short', 400],
  ['/%00', 'a lone NUL byte', 400],
  ['/%0d%0aSet-Cookie:%20x=1', 'a header smuggled in by CR LF', 400],
  ['/%252e%252e/secret.txt', 'a climb escaped twice, which decodes once to a plain name', 404],
  ['/_headers', 'the host rules file', 404],
  ['/%5Fheaders', 'the host rules file with an escaped underscore', 404],
  ['/%5f%68eaders', 'the host rules file with escaped letters', 404],
  ['/_HEADERS', 'the host rules file in capitals', 404],
  ['/_headers.br', 'the host rules file’s Brotli copy', 404],
  ['/_headers.gz', 'the host rules file’s gzip copy', 404],
  ['/assets/%2e%2e/_headers', 'a climb to the host rules file', 400],
  ['//_headers', 'the host rules file after a double slash', 404],
  ['/_headers/', 'the host rules file as a folder', 404],
  ['/.env', 'a dotfile', 404],
  ['/%2eenv', 'a dotfile with an escaped dot', 404],
  ['/.git/config', 'a file of the repository', 404],
  ['/.git%2fconfig', 'a file of the repository with an escaped slash', 404],
  ['/package.json', 'a project file outside the export', 404],
  [`/${'a'.repeat(4000)}`, 'a name 4,000 characters long', 404],
  [`/${'a/'.repeat(2000)}a`, 'a path 2,000 folders deep', 404],
  [`/${'%2e%2e/'.repeat(500)}secret.txt`, 'five hundred escaped climbs', 400],
  ['http://127.0.0.1/secret.txt', 'an absolute URL as the target', 400],
  ['*', 'the asterisk target of OPTIONS', 400],
]

const answers: Record<number, [verb: string, status: string]> = {
  400: ['refuses', '400 Bad Request'],
  404: ['answers', '404 Not Found'],
}

// Long targets are named by their start and length, so the test names stay readable.
const hostile = targets.map(([target, what, status]) => {
  const shown = target.length > 60 ? `${target.slice(0, 40)}… (${target.length} characters)` : target
  const [verb, answer] = answers[status]!
  return [`${verb} GET ${shown}, ${what}, with ${answer}, leaks nothing and keeps serving`, target, status] as const
})

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

  it.each(hostile)('%s', async (_name, target, status) => {
    const response = await rawRequest(site.port, target)
    expect(response.status).toBe(status)
    expectNothingLeaked(response)
    await expectStillServing()
  })

  // The body of a 400 is what a developer reads in curl or the devtools: it says which rule the target broke.
  it.each([
    ['*', 'the target is not a path'],
    ['/%E0%A4%A', 'malformed percent-escape'],
    ['/index.html%00.txt', 'control character or backslash'],
    ['/%5c%5c127.0.0.1/secret.txt', 'control character or backslash'],
    ['/assets/%2e%2e/_headers', 'dot segment'],
    ['/./secret.txt', 'dot segment'],
  ])('says why it refuses GET %s: %s', async (target, reason) => {
    const response = await rawRequest(site.port, target)
    expect(response.status).toBe(400)
    expect(response.body).toContain(`Bad Request: ${reason}\n`)
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
    expect(await sendThenReset(site.port, 'CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 405 /,
    )
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
      fc
        .uint8Array({ maxLength: 24 })
        .map((bytes) => Buffer.from([...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''))),
      fc
        .constantFrom(
          '..',
          '.',
          '%2e%2e',
          '%2f',
          '%5c',
          '\\',
          '_headers',
          '%5Fheaders',
          '%',
          '%E0%A4%A',
          '',
          'index.html',
          '?',
          '#',
        )
        .map((s) => Buffer.from(s)),
    )
    const path = fc
      .array(segment, { maxLength: 8 })
      .map((segments) => Buffer.concat([Buffer.from('/'), ...segments.flatMap((s) => [s, Buffer.from('/')])]))
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
