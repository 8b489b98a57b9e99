// The listen API as the Studio reads it: a welcome, then mutation events with revisions and Mendoza effects, heartbeats.
import { applyPatch } from 'mendoza'
import { waitUntil } from './support/wait-until'
import { closeLakes, startLake } from './lake-fixture'

afterEach(closeLakes)

/**
 * Reads a server-sent event stream until `until` holds for what has arrived, then closes it. `onWelcome` makes a change
 * once the welcome has come, when the listener hears every transaction from then on; it is awaited before the text is
 * returned, and its failure ends the read at once.
 */
async function readStream(
  url: string,
  until: (text: string) => boolean,
  onWelcome?: () => Promise<unknown>,
): Promise<string> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), 30_000)
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let change: Promise<unknown> | undefined
  let failed: { error: unknown } | undefined
  try {
    while (!until(text)) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value)
      if (onWelcome && !change && text.includes('event: welcome')) {
        change = onWelcome().catch((error: unknown) => {
          failed = { error }
          controller.abort()
        })
      }
    }
  } catch (error) {
    if (!failed) throw error
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
  await change
  if (failed) throw failed.error
  return text
}

function events(text: string): { event: string; id?: string; data: Record<string, unknown> }[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2)
      return {
        event: field('event')!,
        id: field('id'),
        data: JSON.parse(field('data') ?? '{}') as Record<string, unknown>,
      }
    })
}

const listenUrl = (base: string, query: string, params: Record<string, unknown>, options = '') =>
  `${base}/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}${Object.entries(params)
    .map(([name, value]) => `&${encodeURIComponent(`$${name}`)}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('')}${options}`

/** A document as Mendoza's effects see it: without its _rev. */
const withoutRev = (document: object) => Object.fromEntries(Object.entries(document).filter(([key]) => key !== '_rev'))

describe('listen', () => {
  it('sends a welcome, then one mutation event per matching document with revisions, mutations and Mendoza effects', async () => {
    const { lake, client } = await startLake()
    const before = lake.store.get('drafts.service.web')!
    const url = listenUrl(
      lake.url,
      '*[_id in $ids]',
      { ids: ['service.web', 'drafts.service.web'] },
      '&effectFormat=mendoza&includeResult=false',
    )
    const stream = readStream(
      url,
      (text) => text.includes('event: mutation'),
      () => client.patch('drafts.service.web').set({ title: 'Web, live' }).commit({ transactionId: 'tx-live' }),
    )
    const [welcome, mutation] = events(await stream)
    expect(welcome).toMatchObject({ event: 'welcome', data: { listenerName: expect.any(String) } })
    expect(mutation).toMatchObject({
      event: 'mutation',
      id: 'tx-live#drafts.service.web',
      data: {
        documentId: 'drafts.service.web',
        transactionId: 'tx-live',
        transition: 'update',
        previousRev: before._rev,
        resultRev: 'tx-live',
        mutations: [{ patch: { id: 'drafts.service.web', set: { title: 'Web, live' } } }],
        transactionTotalEvents: 1,
        transactionCurrentEvent: 1,
      },
    })
    // What a listener that asks for nothing else gets: the query's visibility, and no previous revision.
    expect(mutation!.data.visibility).toBe('query')
    expect(mutation!.data).not.toHaveProperty('result')
    expect(mutation!.data).not.toHaveProperty('previous')
    // The Studio applies the effect to the revision it holds (without _rev) and must arrive at the stored document.
    const effect = (mutation!.data.effects as { apply: unknown[] }).apply
    expect(applyPatch(withoutRev(before), effect)).toEqual(withoutRev(lake.store.get('drafts.service.web')!))
  })

  it('sends what the listener asks for: the previous revision, no mutations, its visibility, and effects that revert', async () => {
    const { lake, client } = await startLake()
    const before = lake.store.get('drafts.service.web')!
    const stream = readStream(
      listenUrl(
        lake.url,
        '*[_id == $id]',
        { id: 'drafts.service.web' },
        '&includePreviousRevision=true&includeMutations=false&visibility=transaction&effectFormat=mendoza',
      ),
      (text) => text.includes('event: mutation'),
      () => client.patch('drafts.service.web').set({ title: 'Web, again' }).commit(),
    )
    const mutation = events(await stream).find(({ event }) => event === 'mutation')!
    expect(mutation.data).toMatchObject({
      visibility: 'transaction',
      previous: before,
      result: { _id: 'drafts.service.web', title: 'Web, again' },
    })
    expect(mutation.data).not.toHaveProperty('mutations')
    const revert = (mutation.data.effects as { revert: unknown[] }).revert
    expect(applyPatch(withoutRev(lake.store.get('drafts.service.web')!), revert)).toEqual(withoutRev(before))
  })

  it('says a document appears or disappears when it starts or stops matching, and sends nothing for others', async () => {
    const { lake, client } = await startLake()
    const stream = readStream(
      listenUrl(lake.url, '*[_type == $type]', { type: 'benefit' }, '&effectFormat=mendoza'),
      (text) => text.split('event: mutation').length > 2,
      async () => {
        await client.patch('service.web').set({ title: 'Not a benefit' }).commit()
        await client.create({ _id: 'benefit.a', _type: 'benefit', title: 'A' })
        await client.delete('benefit.a')
      },
    )
    const mutations = events(await stream).filter(({ event }) => event === 'mutation')
    expect(mutations.map(({ data }) => [data.documentId, data.transition])).toEqual([
      ['benefit.a', 'appear'],
      ['benefit.a', 'disappear'],
    ])
    expect(mutations[0]!.data.result).toMatchObject({ _id: 'benefit.a', title: 'A' })
    // As the real API sends each change's mutations unless the listener asks for none.
    expect(mutations[1]!.data.mutations).toEqual([{ delete: { id: 'benefit.a' } }])
    // No document, before it appears and after it disappears, is null to Mendoza: not an empty one.
    const created = withoutRev(mutations[0]!.data.result as object)
    const effects = mutations.map(({ data }) => data.effects as { apply: unknown[]; revert: unknown[] })
    expect(applyPatch(null, effects[0]!.apply)).toEqual(created)
    expect(applyPatch(created, effects[0]!.revert)).toBeNull()
    expect(applyPatch(created, effects[1]!.apply)).toBeNull()
    expect(applyPatch(null, effects[1]!.revert)).toEqual(created)
  })

  it('welcomes each listener by a name of its own', async () => {
    const { lake } = await startLake()
    const welcomed = () =>
      readStream(listenUrl(lake.url, '*', {}), (text) => text.includes('event: welcome')).then(
        (text) => events(text)[0]!.data.listenerName,
      )
    const [first, second] = await Promise.all([welcomed(), welcomed()])
    expect(first).toEqual(expect.stringMatching(/\S/))
    expect(second).not.toBe(first)
  })

  it('keeps a quiet stream alive with a comment line every heartbeat', async () => {
    const { lake } = await startLake({ heartbeatMs: 50 })
    const text = await readStream(listenUrl(lake.url, '*', {}), (received) => received.split(': heartbeat').length > 2)
    expect(text.split(': heartbeat').length).toBeGreaterThan(2)
  })

  it('answers a query that does not parse with a channelError event in Sanity’s error shape, then ends the stream', async () => {
    const { lake } = await startLake()
    const text = await readStream(listenUrl(lake.url, '*[_type == ', {}), () => false)
    expect(events(text)).toEqual([
      {
        event: 'channelError',
        data: { error: expect.objectContaining({ type: 'queryParseError', query: '*[_type == ' }) },
      },
    ])
  })

  it('answers a listener with no query with a channelError saying the query is empty', async () => {
    const { lake } = await startLake()
    const text = await readStream(`${lake.url}/v2025-02-19/data/listen/production`, () => false)
    expect(events(text)).toEqual([
      {
        event: 'channelError',
        data: {
          error: expect.objectContaining({
            type: 'queryParseError',
            query: '',
            description: expect.stringContaining('the query is empty: send it as `query`'),
          }),
        },
      },
    ])
  })

  it('answers a filter it cannot evaluate (text::query) with a channelError, and the lake goes on', async () => {
    const { lake, client } = await startLake()
    const text = await readStream(listenUrl(lake.url, '*[text::query("web")]', {}), () => false)
    expect(events(text)).toEqual([
      { event: 'channelError', data: { message: expect.stringContaining('cannot be evaluated') } },
    ])
    await expect(client.fetch('count(*)', {}, { perspective: 'raw' })).resolves.toBe(3)
  })

  it('ends a listener whose filter fails only on a later document with a channelError, and saves that document', async () => {
    const { lake, client } = await startLake()
    // No benefit yet: select() reaches the function groq-js does not implement only for a benefit.
    const stream = readStream(
      listenUrl(lake.url, '*[select(_type == "benefit" => geo::distance(location, location) < 10, false)]', {}),
      (text) => text.includes('channelError'),
      () => client.create({ _id: 'benefit.new', _type: 'benefit', title: 'New' }),
    )
    expect(events(await stream).map(({ event }) => event)).toEqual(['welcome', 'channelError'])
    expect(lake.store.get('benefit.new')?.title).toBe('New')
    await expect(client.fetch('count(*)', {}, { perspective: 'raw' })).resolves.toBe(4)
  })

  it('reaches @sanity/client’s listen as typed events', async () => {
    const { lake, client } = await startLake()
    const received = new Promise((resolve) => {
      const subscription = client
        .listen('*[_id == $id]', { id: 'service.web' }, { events: ['welcome', 'mutation'] })
        .subscribe((event) => {
          if (event.type !== 'mutation') return void client.patch('service.web').set({ title: 'Heard' }).commit()
          subscription.unsubscribe()
          resolve(event)
        })
    })
    await expect(received).resolves.toMatchObject({
      type: 'mutation',
      documentId: 'service.web',
      result: { title: 'Heard' },
    })
    // Effects only for a listener that asks for them (effectFormat), as this one does not.
    expect(await received).not.toHaveProperty('effects')
    expect(lake.store.get('service.web')?.title).toBe('Heard')
  })
})

describe('live events', () => {
  it('welcome a client, then ask it to fetch again after every change, since the lake gives no sync tags', async () => {
    const { lake, client } = await startLake()
    const stream = readStream(
      `${lake.url}/v2025-02-19/data/live/events/production?includeDrafts=true`,
      (text) => text.includes('event: restart'),
      () => client.patch('service.web').set({ title: 'Changed' }).commit({ transactionId: 'tx-live-events' }),
    )
    expect(events(await stream)).toEqual([
      { event: 'welcome', data: {} },
      { event: 'restart', id: 'tx-live-events', data: {} },
    ])
  })
})

describe('live events, once the client has gone', () => {
  it('no longer hear the store: the stream lets go of it', async () => {
    const { lake } = await startLake()
    let subscribed = 0
    let open = 0
    const subscribe = lake.store.subscribe.bind(lake.store)
    lake.store.subscribe = (listener) => {
      subscribed++
      open++
      const unsubscribe = subscribe(listener)
      return () => {
        open--
        unsubscribe()
      }
    }
    await readStream(`${lake.url}/v2025-02-19/data/live/events/production`, (text) => text.includes('event: welcome'))
    expect(subscribed).toBe(1)
    await waitUntil(() => open === 0, 'the live events stream let go of the store after its client left')
  })
})

describe('dropListeners', () => {
  it('ends every open listener, and a client that reconnects is welcomed again', async () => {
    const { lake, client } = await startLake()
    const types: string[] = []
    const subscription = client
      .listen('*', {}, { events: ['welcome', 'reconnect'] })
      .subscribe((event) => types.push(event.type))
    await waitUntil(() => types.length === 1, 'the welcome')
    lake.dropListeners()
    await waitUntil(() => types.length === 3, 'the reconnect and a second welcome')
    expect(types).toEqual(['welcome', 'reconnect', 'welcome'])
    subscription.unsubscribe()
  })

  it('writes nothing to a stream it ended: a change right after is saved, and the lake answers', async () => {
    const { lake, client } = await startLake()
    const types: string[] = []
    const subscription = client.listen('*', {}, { events: ['welcome'] }).subscribe((event) => types.push(event.type))
    await waitUntil(() => types.length === 1, 'the welcome')
    subscription.unsubscribe()
    // In the same moment: the stream has ended, and its listener has not heard yet that it closed.
    lake.dropListeners()
    await lake.store.transact('mutation', (transaction) =>
      transaction.apply({ patch: { id: 'service.web', set: { title: 'After the drop' } } }, 0),
    )
    await expect(client.fetch('*[_id == "service.web"][0].title')).resolves.toBe('After the drop')
  })
})
