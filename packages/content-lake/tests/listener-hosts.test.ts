// A browser's listener moved to a host name of its own: only this machine's pages are moved, and the moved listener is
// answered (Origin "null") only with the ticket the move gave it, for a minute.
import type { IncomingMessage } from 'node:http'
import { jest } from '@jest/globals'
import { isRedirectedListener, listenerRedirect } from '../src/listener-hosts'

const listen = '/v2025-02-19/data/listen/production?query=*'
const studio = 'http://localhost:3333'
const asked = (url: string, headers: Record<string, string>) => ({ url, headers }) as unknown as IncomingMessage

/** The redirect's target, asked as the browser then asks it: on the new host, with Origin "null". */
function followed(location: string): IncomingMessage {
  const target = new URL(location)
  return asked(`${target.pathname}${target.search}`, { host: target.host })
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }))
afterEach(() => jest.useRealTimers())

describe('a listener a page on this machine opens', () => {
  it('is moved to a host of its own, one per listener, and answered there with its ticket', () => {
    const first = listenerRedirect(asked(listen, { host: 'localhost:3335', origin: studio }), [])!
    const second = listenerRedirect(asked(listen, { host: 'localhost:3335', origin: studio }), [])!
    expect(first).toMatch(
      /^http:\/\/listener-(\d+)\.localhost:3335\/v2025-02-19\/data\/listen\/production\?query=\*&lakeTicket=[0-9a-f-]{36}$/,
    )
    expect(new URL(first).host).not.toBe(new URL(second).host)
    expect(isRedirectedListener(followed(first), 'null')).toBe(true)
  })

  it('is answered with its ticket for a minute, and not after', () => {
    const location = listenerRedirect(asked(listen, { host: 'local.localhost:3335', origin: studio }), [])!
    jest.advanceTimersByTime(60_000)
    // Another listener moved at that moment: the lake forgets expired tickets then, and this one has not expired.
    listenerRedirect(asked(listen, { host: 'localhost:3335', origin: studio }), [])
    expect(isRedirectedListener(followed(location), 'null')).toBe(true)
    jest.advanceTimersByTime(1)
    expect(isRedirectedListener(followed(location), 'null')).toBe(false)
  })

  it('is not moved again once on a listener host, nor when it addressed the lake by address', () => {
    const location = listenerRedirect(asked(listen, { host: 'localhost:3335', origin: studio }), [])!
    expect(listenerRedirect(asked(listen, { host: new URL(location).host, origin: studio }), [])).toBeUndefined()
    expect(listenerRedirect(asked(listen, { host: '127.0.0.1:3335', origin: studio }), [])).toBeUndefined()
    // A name that only holds a listener's is not one.
    expect(listenerRedirect(asked(listen, { host: 'my-listener-1.localhost:3335', origin: studio }), [])).toMatch(
      /^http:\/\/listener-\d+\.my-listener-1\.localhost:3335\//,
    )
  })

  it('is answered on its host, the tenth and later too, and not moved from there', () => {
    const locations = Array.from({ length: 10 }, () =>
      listenerRedirect(asked(listen, { host: 'localhost:3335', origin: studio }), [])!,
    )
    expect(locations.some((location) => /^http:\/\/listener-\d{2,}\./.test(location))).toBe(true)
    for (const location of locations) {
      expect(isRedirectedListener(followed(location), 'null')).toBe(true)
      expect(listenerRedirect(asked(listen, { host: new URL(location).host, origin: studio }), [])).toBeUndefined()
    }
  })

  it('is moved when the lake has a name and no port (port 80)', () => {
    const location = listenerRedirect(asked(listen, { host: 'lake.localhost', origin: 'http://studio.localhost' }), [])
    expect(location).toMatch(/^http:\/\/listener-\d+\.lake\.localhost\/v2025-02-19\//)
    expect(isRedirectedListener(followed(location!), 'null')).toBe(true)
  })
})

describe('a listener is not moved, nor answered as moved,', () => {
  it('for a page elsewhere, or a request with no page', () => {
    expect(
      listenerRedirect(asked(listen, { host: 'localhost:3335', origin: 'https://evil.example' }), []),
    ).toBeUndefined()
    expect(listenerRedirect(asked(listen, { host: 'localhost:3335' }), [])).toBeUndefined()
  })

  it.each(['localhost.example', 'mylocalhost', 'my-localhost'])(
    'for a lake addressed by a name someone allowed that only holds localhost, %s: its listener- names reach nothing',
    (name) => {
      expect(
        listenerRedirect(asked(listen, { host: `${name}:3335`, origin: `http://${name}:3333` }), [name]),
      ).toBeUndefined()
    },
  )

  it('without the ticket, with a ticket it never gave, from a page with an Origin, or off a listener path or host', () => {
    const location = new URL(listenerRedirect(asked(listen, { host: 'localhost:3335', origin: studio }), [])!)
    const ticket = location.searchParams.get('lakeTicket')!
    const host = location.host
    expect(isRedirectedListener(asked(listen, { host }), 'null')).toBe(false)
    expect(isRedirectedListener(asked(`${listen}&lakeTicket=${crypto.randomUUID()}`, { host }), 'null')).toBe(false)
    expect(isRedirectedListener(asked(`${listen}&lakeTicket=${ticket}`, { host }), studio)).toBe(false)
    expect(
      isRedirectedListener(asked(`/v2025-02-19/data/doc/production/x?lakeTicket=${ticket}`, { host }), 'null'),
    ).toBe(false)
    expect(isRedirectedListener(asked(`${listen}&lakeTicket=${ticket}`, { host: 'localhost:3335' }), 'null')).toBe(
      false,
    )
    // Live events are listeners too.
    expect(
      isRedirectedListener(asked(`/v2025-02-19/data/live/events/production?lakeTicket=${ticket}`, { host }), 'null'),
    ).toBe(true)
  })
})
