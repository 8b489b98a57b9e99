// When npm run serve answers 304 Not Modified: only when the browser's copy is the file it would send, so nobody
// keeps a stale page, and always when the browser asks for any copy it has (If-None-Match: *).
import { serveSite, type RunningSite } from './site-fixture'

describe('the static server’s 304 Not Modified', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveSite()
  })
  afterAll(() => site.close())

  const get = (headers: Record<string, string>) =>
    fetch(`${site.origin}/privacy-policy`, { headers: { 'Accept-Encoding': 'identity', ...headers } })

  it('answers If-None-Match: * with 304, since the file exists', async () => {
    expect((await get({ 'If-None-Match': '*' })).status).toBe(304)
  })

  it('sends the file to a tag that holds the ETag with W/ inside its quotes, which is another tag', async () => {
    const etag = (await get({})).headers.get('etag')!
    const other = `"W/${etag.slice(1)}`
    expect((await get({ 'If-None-Match': other })).status).toBe(200)
  })

  it('sends the file to a copy dated a day before it was modified, and 304 to one dated since', async () => {
    const lastModified = Date.parse((await get({})).headers.get('last-modified')!)
    const dayBefore = new Date(lastModified - 24 * 60 * 60 * 1000).toUTCString()
    const stale = await get({ 'If-Modified-Since': dayBefore })
    expect(stale.status).toBe(200)
    expect(await stale.text()).toContain('privacy page')
    const secondLater = new Date(lastModified + 1000).toUTCString()
    expect((await get({ 'If-Modified-Since': secondLater })).status).toBe(304)
  })
})
