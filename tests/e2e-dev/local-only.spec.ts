// npm run dev and npm run dev:preview answer only this machine: a page that rebinds its DNS to 127.0.0.1 gets 403 for a
// page, a form post and the hot-reload websocket, and the dataset the dev server follows keeps its bytes.
import { readFileSync } from 'node:fs'
import { foreignHostOf, requestWithHost, websocketHandshake } from 'local-content-lake/testing'
import { expect, test } from '../e2e/fixtures'
import { devDatasetFile, devPort, devPreviewPort } from './dev-site'

for (const [name, port] of [
  ['npm run dev', devPort],
  ['npm run dev:preview', devPreviewPort],
] as const) {
  test(`${name} refuses a read, a write and a websocket addressed to another host, and still answers its own`, async () => {
    const origin = `http://127.0.0.1:${port}`
    const host = foreignHostOf(origin)
    const before = readFileSync(devDatasetFile, 'utf8')
    const read = await requestWithHost(`${origin}/`, { host })
    expect(read.status).toBe(403)
    expect(read.text).toContain(`"${host}"`)
    expect(read.text).toContain('LOCAL_ALLOWED_HOSTS')
    const write = await requestWithHost(`${origin}/`, {
      host,
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: `http://${host}` },
      body: 'x',
    })
    expect(write.status).toBe(403)
    expect((await requestWithHost(`${origin}/_next/hmr`, { host, headers: websocketHandshake })).status).toBe(403)
    expect(readFileSync(devDatasetFile, 'utf8')).toBe(before)
    // This machine's names still reach the page (the rest of this suite is the dev loop through the same server).
    expect((await requestWithHost(`${origin}/`, { host: `localhost:${port}` })).status).toBe(200)
  })
}
