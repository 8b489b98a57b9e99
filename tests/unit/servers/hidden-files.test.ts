// npm run serve hides the files a static host keeps to itself, even when sirv alone would serve them:
// the host's _redirects beside _headers, and dotfolders such as .well-known, which sirv serves on purpose.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createStaticServer } from '@/tools/servers/static-server'
import { page, rawRequest, secret, writeSite } from './site-fixture'

describe('the static server hides host and dot files', () => {
  let dir: string
  let port: number
  let close: () => Promise<void>
  beforeAll(async () => {
    const site = writeSite()
    dir = site.dir
    // Written before the server starts, since sirv lists the export once at start.
    writeFileSync(path.join(site.root, '_redirects'), `/old /privacy-policy 301 # ${secret}\n`)
    mkdirSync(path.join(site.root, '.well-known'))
    writeFileSync(path.join(site.root, '.well-known', 'security.txt'), `Contact: ${secret}\n`)
    const { server } = createStaticServer(site.root)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    close = async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
  afterAll(async () => {
    await close()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each([
    ['/_redirects', 'the host redirects file'],
    ['/%5Fredirects', 'the host redirects file with an escaped underscore'],
    ['/.well-known/security.txt', 'a file in .well-known, which sirv alone serves'],
    ['/%2ewell-known/security.txt', 'a file in .well-known with an escaped dot'],
  ])('answers GET %s, %s, with the 404 page and leaks nothing', async (target) => {
    const response = await rawRequest(port, target, 'GET', 'Accept-Encoding: identity\r\n')
    expect(response.status).toBe(404)
    expect(response.body).toContain(page('not-found'))
    expect(response.body).not.toContain(secret)
  })
})
