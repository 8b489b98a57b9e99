// npm run serve under a base path: what GitHub Pages serves for a project site, https://owner.github.io/repo/.
import { headersRuleMarker, page, serveSite, type RunningSite } from './site-fixture'

describe('the static server under a base path', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveSite({ basePath: '/northbeam' })
  })
  afterAll(() => site.close())

  const get = (route: string) =>
    fetch(`${site.origin}${route}`, { headers: { 'Accept-Encoding': 'identity' }, redirect: 'manual' })

  it('serves the home page at /northbeam/ and the pages below it with clean URLs', async () => {
    expect(await (await get('/northbeam/')).text()).toBe(page('home'))
    expect(await (await get('/northbeam/privacy-policy')).text()).toBe(page('privacy'))
  })

  it('redirects /northbeam to /northbeam/ and keeps trailing-slash redirects under the base path', async () => {
    const bare = await get('/northbeam?ref=mail')
    expect(bare.status).toBe(308)
    expect(bare.headers.get('location')).toBe('/northbeam/?ref=mail')
    const slash = await get('/northbeam/privacy-policy/')
    expect(slash.status).toBe(308)
    expect(slash.headers.get('location')).toBe('/northbeam/privacy-policy')
  })

  it('answers anything outside the base path with the site’s 404 page and the site-wide headers', async () => {
    for (const route of ['/', '/privacy-policy', '/northbeamx/privacy-policy', '/other/northbeam/']) {
      const response = await get(route)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(page('not-found'))
      expect(response.headers.get(headersRuleMarker)).not.toBeNull()
    }
  })
})
