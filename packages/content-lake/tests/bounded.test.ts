// The lake stays bounded under any request: a query that would run for ever or fill memory is stopped at a limit while
// the others are answered, a body over the limit gets 413 with a sentence, a listener that stops reading is ended, and
// the Studio's settings cannot grow without end.
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { requestWithHost } from './support/host-request'
import { loadSampleDocuments } from './support/temp-dataset'
import { closeLakes, published, request, startLake, startLakeOnFile } from './lake-fixture'

afterEach(closeLakes)

/** Every document in every document, five deep, over the embedded dataset: what froze the lake when Vision sent it. */
const everyInEvery = '*{"a":*{"b":*{"c":*{"d":*{"e":*}}}}}'
/** As long, but counting, so it fills no memory: 22 documents, six deep, is 113 million evaluations. */
const countInCount = 'count(*[count(*[count(*[count(*[count(*[count(*) > 0]) > 0]) > 0]) > 0]) > 0])'
const embedded = async () => ({
  documents: await loadSampleDocuments(),
  queryLimits: { timeoutMs: 1_000, memoryMb: 256 },
})

/** A JSON POST on a raw `node:http` request, to choose how the body is framed (its length said, or chunked). */
const postRaw = (url: string, headers: Record<string, string>, body: string) =>
  requestWithHost(url, {
    host: new URL(url).host,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

describe('a query', () => {
  it('that would run for ever is stopped at the limit with the API’s error, and a query sent meanwhile is answered first', async () => {
    const { lake, client } = await startLake(await embedded())
    const order: string[] = []
    const slow = client.fetch(countInCount).then(
      () => order.push('nested answered'),
      (error: { statusCode: number; message: string }) => {
        order.push('nested stopped')
        return error
      },
    )
    const count = await client.fetch<number>('count(*)', {}, { perspective: 'raw' })
    order.push('count answered')
    expect(count).toBe(lake.store.all().length)
    const description =
      'The query was stopped: it ran longer than 1 s. The local Content Lake stops a query at that limit so that it keeps answering the others.'
    expect(await slow).toMatchObject({
      statusCode: 400,
      message: description,
      details: { type: 'queryTimeoutError', description, query: countInCount },
    })
    expect(order).toEqual(['count answered', 'nested stopped'])
    // The lake goes on.
    expect(await client.fetch('count(*)', {}, { perspective: 'raw' })).toBe(count)
  })

  it('that fills memory is stopped at its limit, not the lake', async () => {
    const { client } = await startLake({
      documents: await loadSampleDocuments(),
      queryLimits: { timeoutMs: 60_000, memoryMb: 32 },
    })
    await expect(client.fetch(everyInEvery)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('it filled the 32 MB a query may use'),
    })
    expect(await client.fetch('count(*)')).toBeGreaterThan(0)
  })

  it('in a mutation is bounded the same way, and the mutation changes nothing', async () => {
    const { lake, client } = await startLake(await embedded())
    const before = lake.store.all()
    const mutation = client.mutate([{ delete: { query: `*[${countInCount} > 0]` } }] as never)
    await expect(mutation).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('it ran longer than 1 s'),
    })
    expect(lake.store.all()).toEqual(before)
  })
})

describe('a request body', () => {
  it('over 10 MB is answered 413 with a sentence, whether it says its length or not, and the connection is not reset', async () => {
    const { lake } = await startLake()
    const body = JSON.stringify({ mutations: [{ create: { _type: 'note', text: 'x'.repeat(20 * 1024 * 1024) } }] })
    const declared = await request(lake, '/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(declared.status).toBe(413)
    expect(declared.body).toMatchObject({
      error: {
        type: 'requestEntityTooLarge',
        description:
          'The request body is 20.0 MB; the local Content Lake reads at most 10.0 MB: send the change in smaller transactions.',
      },
    })
    // Chunked: no Content-Length to refuse it by (end(body) alone would declare one).
    const streamed = await postRaw(
      `${lake.url}/v2025-02-19/data/mutate/production`,
      { 'transfer-encoding': 'chunked' },
      body,
    )
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.text)).toMatchObject({
      error: {
        type: 'requestEntityTooLarge',
        description:
          'The request body is over 10.0 MB; the local Content Lake reads at most 10.0 MB: send the change in smaller transactions.',
      },
    })
  })

  it('that is not JSON is refused for its type first, not its size, so the sentence names the real mistake', async () => {
    const { lake } = await startLake()
    const answer = await request(lake, '/v2025-02-19/data/mutate/production', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(20 * 1024 * 1024),
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: { description: 'The request body must be JSON (Content-Type: application/json), got "text/plain"' },
    })
  })

  it('of exactly 10 MB is read, whether it says its length or not', async () => {
    const { lake } = await startLake()
    const query = '*[_id == "service.web"][0].title'
    const json = JSON.stringify({ query })
    // Padded with spaces after the object, which JSON allows, to the limit to the byte.
    const body = `${json}${' '.repeat(10 * 1024 * 1024 - json.length)}`
    const framings: Record<string, string>[] = [
      { 'content-length': String(body.length) },
      { 'transfer-encoding': 'chunked' },
    ]
    for (const headers of framings) {
      const answer = await postRaw(`${lake.url}/v2025-02-19/data/query/production`, headers, body)
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.text)).toMatchObject({ result: 'Web' })
    }
  })
})

describe('a listener', () => {
  it('that stops reading is ended once what waits for it passes the limit, and the lake goes on', async () => {
    // The lake's own limit, as npm run studio starts it: 4 MB.
    const { lake, client } = await startLakeOnFile([published])
    const url = new URL(`${lake.url}/v2025-02-19/data/listen/production?query=*`)
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}` }, resolve)
        .on('error', reject)
        .end(),
    )
    response.pause()
    // Each change sends the whole 1 MB document to the listener, twice (result and mutation), which reads none of it.
    const changes = 24
    for (let change = 0; change < changes; change++)
      await client.createOrReplace({ _id: 'note.big', _type: 'note', text: `${change % 10}`.repeat(1024 * 1024) })
    // Now it reads: what the kernel held, then the end, well before the last change (or every change, without a limit).
    let events = 0
    const ended = new Promise<void>((resolve) => {
      response.on('close', resolve)
      response.on('data', (chunk: Buffer) => {
        events += chunk.toString().split('event: mutation').length - 1
        if (events === changes) resolve()
      })
    })
    response.resume()
    await ended
    expect(response.complete).toBe(false)
    expect(events).toBeLessThan(changes / 2)
    expect(await client.fetch('count(*[_id == "note.big"])', {}, { perspective: 'raw' })).toBe(1)
    response.destroy()
  })
})

describe('the Studio’s settings', () => {
  it('keep the newest 1,000 keys, and refuse a value larger than a setting', async () => {
    const { lake } = await startLake()
    const put = (pairs: unknown) =>
      request(lake, '/v2025-02-19/users/me/keyvalue', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(pairs),
      })
    for (let batch = 0; batch < 11; batch++)
      expect(
        (await put(Array.from({ length: 100 }, (_, index) => ({ key: `k${batch * 100 + index}`, value: batch }))))
          .status,
      ).toBe(200)
    const read = await request(lake, '/v2025-02-19/users/me/keyvalue/k0,k1099')
    expect(read.body).toEqual([
      { key: 'k0', value: null },
      { key: 'k1099', value: 10 },
    ])
    const large = await put([{ key: 'huge', value: 'x'.repeat(100 * 1024) }])
    expect(large.status).toBe(413)
    expect(large.body).toMatchObject({ error: { description: expect.stringContaining('"huge" is larger than 64 kB') } })
  })
})
