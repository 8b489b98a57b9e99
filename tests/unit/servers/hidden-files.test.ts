// npm run serve hides the files a static host keeps to itself, even when sirv alone would serve them:
// the host's _redirects beside _headers, and dotfolders such as .well-known, which sirv serves on purpose.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { page, rawRequest, secret, serveSite, type RunningSite } from './site-fixture'

describe('the static server hides host and dot files', () => {
  let site: RunningSite
  beforeAll(async () => {
    site = await serveSite({}, (root) => {
      writeFileSync(path.join(root, '_redirects'), `/old /privacy-policy 301 # ${secret}\n`)
      mkdirSync(path.join(root, '.well-known'))
      writeFileSync(path.join(root, '.well-known', 'security.txt'), `Contact: ${secret}\n`)
    })
  })
  afterAll(() => site.close())

  it.each([
    ['/_redirects', 'the host redirects file'],
    ['/%5Fredirects', 'the host redirects file with an escaped underscore'],
    ['/.well-known/security.txt', 'a file in .well-known, which sirv alone serves'],
    ['/%2ewell-known/security.txt', 'a file in .well-known with an escaped dot'],
  ])('answers GET %s, %s, with the 404 page and leaks nothing', async (target) => {
    const response = await rawRequest(site.port, target, 'GET', 'Accept-Encoding: identity\r\n')
    expect(response.status).toBe(404)
    expect(response.body).toContain(page('not-found'))
    expect(response.body).not.toContain(secret)
  })
})
