// The lake answers only this machine: a page that rebinds its DNS to 127.0.0.1 reads nothing and writes nothing, and a
// page on another site cannot write through it; the dataset file keeps its bytes.
import { readFile } from 'node:fs/promises'
import { startContentLake, type ContentLake } from '../src/start-content-lake'
import { foreignHostOf, requestWithHost } from './support/host-request'
import { toNdjson, writeTempDataset } from './support/temp-dataset'
import { published, studioOrigin } from './lake-fixture'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  // The lake first, then its folder.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function lakeOnFile(
  allowedHosts: string[] = [],
): Promise<{ lake: ContentLake; file: string; bytes: () => Promise<string> }> {
  const { file, cleanup } = await writeTempDataset(toNdjson([published]))
  const lake = await startContentLake({
    datasetFile: file,
    allowedHosts,
    browserOrigins: [studioOrigin],
    log: () => undefined,
  })
  cleanups.push(cleanup, () => lake.close())
  const bytes = async () => {
    await lake.flush()
    return readFile(file, 'utf8')
  }
  return { lake, file, bytes }
}

const query = '/v2025-02-19/data/query/production?query=*'
const mutate = '/v2025-02-19/data/mutate/production'
const retitle = JSON.stringify({
  mutations: [{ patch: { id: published._id, set: { title: 'Rewritten from another site' } } }],
})
const json = { 'content-type': 'application/json' }

describe('the local Content Lake', () => {
  it('refuses a read addressed to another host with 403, naming the host and LOCAL_ALLOWED_HOSTS, and sends no document', async () => {
    const { lake } = await lakeOnFile()
    const host = foreignHostOf(lake.url)
    const answer = await requestWithHost(`${lake.url}${query}`, { host, headers: { origin: `http://${host}` } })
    expect(answer.status).toBe(403)
    const { description } = (JSON.parse(answer.text) as { error: { description: string } }).error
    expect(description).toContain(`"${host}"`)
    expect(description).toContain('LOCAL_ALLOWED_HOSTS')
    expect(answer.text).not.toContain(published._id)
  })

  it('refuses a write addressed to another host, and the dataset file keeps its bytes', async () => {
    const { lake, bytes } = await lakeOnFile()
    const before = await bytes()
    const host = foreignHostOf(lake.url)
    const answer = await requestWithHost(`${lake.url}${mutate}`, {
      host,
      method: 'POST',
      headers: { ...json, origin: `http://${host}` },
      body: retitle,
    })
    expect(answer.status).toBe(403)
    expect(await bytes()).toBe(before)
    expect(lake.store.get(published._id)?.title).toBe(published.title)
  })

  it('refuses a write from a page on another site, even addressed to this machine; the file keeps its bytes', async () => {
    const { lake, bytes } = await lakeOnFile()
    const before = await bytes()
    const answer = await requestWithHost(`${lake.url}${mutate}`, {
      host: `localhost:${lake.port}`,
      method: 'POST',
      headers: { ...json, origin: 'https://attacker.example' },
      body: retitle,
    })
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('https://attacker.example')
    expect(await bytes()).toBe(before)
  })

  it('takes a write only as JSON: a text/plain body (a form or beacon needs no CORS question) is refused', async () => {
    const { lake, bytes } = await lakeOnFile()
    const before = await bytes()
    const plain = { 'content-type': 'text/plain', origin: studioOrigin }
    const host = `localhost:${lake.port}`
    expect(
      (await requestWithHost(`${lake.url}${mutate}`, { host, method: 'POST', headers: plain, body: retitle })).status,
    ).toBe(400)
    const keyValue = JSON.stringify([{ key: 'studio.prefs', value: 1 }])
    expect(
      (
        await requestWithHost(`${lake.url}/v2025-02-19/users/me/keyvalue`, {
          host,
          method: 'PUT',
          headers: plain,
          body: keyValue,
        })
      ).status,
    ).toBe(400)
    expect(await bytes()).toBe(before)
  })

  it('takes writes from the Studio on this machine and from clients without an Origin (the CLI), and writes them', async () => {
    const { lake, bytes } = await lakeOnFile()
    const fromStudio = await requestWithHost(`${lake.url}${mutate}`, {
      host: `local.localhost:${lake.port}`,
      method: 'POST',
      headers: { ...json, origin: 'http://localhost:3333' },
      body: retitle,
    })
    expect(fromStudio.status).toBe(200)
    const cli = JSON.stringify({ mutations: [{ patch: { id: published._id, set: { title: 'From the CLI' } } }] })
    expect(
      (
        await requestWithHost(`${lake.url}${mutate}`, {
          host: `127.0.0.1:${lake.port}`,
          method: 'POST',
          headers: json,
          body: cli,
        })
      ).status,
    ).toBe(200)
    expect(await bytes()).toContain('From the CLI')
  })

  it('answers the names LOCAL_ALLOWED_HOSTS adds (".name" with its subdomains), and still no other', async () => {
    const { lake } = await lakeOnFile(['.dev.example.test'])
    const port = lake.port
    expect((await requestWithHost(`${lake.url}${query}`, { host: `dev.example.test:${port}` })).status).toBe(200)
    expect((await requestWithHost(`${lake.url}${query}`, { host: `studio.dev.example.test:${port}` })).status).toBe(200)
    expect((await requestWithHost(`${lake.url}${query}`, { host: `example.test:${port}` })).status).toBe(403)
  })

  it('moves only its own pages’ listeners, and answers a moved listener (Origin "null") only with the ticket of that move', async () => {
    const { lake } = await lakeOnFile()
    const listen = '/v2025-02-19/data/listen/production?query=*'
    const host = `localhost:${lake.port}`
    // A page on another site asks for the stream: no move, and no CORS answer, so its script reads nothing.
    const fromElsewhere = await requestWithHost(`${lake.url}${listen}`, {
      host,
      headers: { origin: 'https://attacker.example' },
      headersOnly: true,
    })
    expect(fromElsewhere.status).not.toBe(307)
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined()
    // "null" is what any page can send (a sandboxed frame, a redirect of its own): without a ticket, no CORS answer.
    const listenerHost = `listener-1.${host}`
    const forged = await requestWithHost(`${lake.url}${listen}&lakeTicket=made-up`, {
      host: listenerHost,
      headers: { origin: 'null' },
      headersOnly: true,
    })
    expect(forged.headers['access-control-allow-origin']).toBeUndefined()
    // The Studio's own listener is moved, and the move's ticket is honoured on the new host.
    const moved = await requestWithHost(`${lake.url}${listen}`, { host, headers: { origin: 'http://localhost:3333' } })
    expect(moved.status).toBe(307)
    const location = new URL(String(moved.headers.location))
    const followed = await requestWithHost(`${lake.url}${location.pathname}${location.search}`, {
      host: location.host,
      headers: { origin: 'null' },
      headersOnly: true,
    })
    expect(followed.headers['access-control-allow-origin']).toBe('null')
  })
})
