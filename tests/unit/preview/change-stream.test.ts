// The preview's change stream: ready on every (re)connect, one change per mutation, heartbeats, and one clean end.
import { jest } from '@jest/globals'
import { changeStream, type ListenEvents } from '@/lib/preview/change-stream'

type Observer = Parameters<ListenEvents['subscribe']>[0]

/** A listener the test drives by hand, counting how often it was unsubscribed. */
function fakeListener() {
  let observer: Observer | undefined
  const state = { unsubscribed: 0 }
  const events: ListenEvents = {
    subscribe(next) {
      observer = next
      return { unsubscribe: () => void state.unsubscribed++ }
    },
  }
  return {
    events,
    state,
    emit: (event: { type: string; documentId?: string }) => observer!.next(event),
    fail: () => observer!.error(),
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

describe('changeStream', () => {
  it('says ready on the welcome and again after the listener reconnects, and sends one change per mutation', async () => {
    const { events, emit, fail } = fakeListener()
    const text = readAll(changeStream(events, new AbortController().signal))
    emit({ type: 'welcome' })
    emit({ type: 'mutation', documentId: 'drafts.service.web' })
    emit({ type: 'reconnect' })
    emit({ type: 'welcome' })
    fail()
    expect(await text).toBe(
      'retry: 1000\n\nevent: ready\ndata: {}\n\nevent: change\ndata: {"documentId":"drafts.service.web"}\n\nevent: ready\ndata: {}\n\n',
    )
  })

  it('keeps a quiet stream alive with a comment line every heartbeat', async () => {
    jest.useFakeTimers()
    try {
      const { events, fail } = fakeListener()
      const text = readAll(changeStream(events, new AbortController().signal, { heartbeatMs: 100 }))
      jest.advanceTimersByTime(350)
      fail()
      expect((await text).match(/: heartbeat\n\n/g)).toHaveLength(3)
    } finally {
      jest.useRealTimers()
    }
  })

  it('ends once however many reasons arrive together: the browser leaving, the listener failing, a cancel', async () => {
    const { events, state, fail } = fakeListener()
    const browser = new AbortController()
    const stream = changeStream(events, browser.signal)
    const reader = stream.getReader()
    browser.abort()
    expect(() => fail()).not.toThrow()
    await expect(reader.cancel()).resolves.toBeUndefined()
    expect(state.unsubscribed).toBe(1)
  })
})
