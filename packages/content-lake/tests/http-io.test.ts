// Which browser pages the lake answers, on its own: a page is trusted only on one of the lake's origins' scheme and
// port, at one of this machine's names. The lake's answers to pages over HTTP are in http-api.test.ts.
import { isTrustedOrigin } from '../src/http-io'

const access = { origins: ['http://localhost:3333'], allowedHosts: [] }

describe('a page', () => {
  it.each(['http://localhost:3333', 'http://127.0.0.1:3333', 'http://studio.localhost:3333'])(
    'at %s, the Studio’s port at a name of this machine, is trusted',
    (origin) => expect(isTrustedOrigin(origin, access)).toBe(true),
  )

  it.each([
    ['on another machine, at the Studio’s port', 'http://rebind.example:3333'],
    ['at another port of this machine', 'http://localhost:8080'],
    ['at the Studio’s port, but over https', 'https://localhost:3333'],
    ['that is no URL', 'null'],
  ])('%s is not trusted', (_, origin) => expect(isTrustedOrigin(origin, access)).toBe(false))

  it('is not trusted by a lake that answers no pages', () => {
    expect(isTrustedOrigin('http://localhost:3333', { origins: [], allowedHosts: [] })).toBe(false)
  })
})
