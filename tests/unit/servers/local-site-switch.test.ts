// npm run studio's local site between two states: a request that comes while the folders are switched waits for the
// new build, a request before the first build has begun hears that one is coming, and a staging folder that cannot be
// removed, or a watch that breaks, is reported. Stand-ins of their modules hold the switch, the start's look at the
// files and the removal at those moments, and break the watch.
import { jest } from '@jest/globals'
import { existsSync } from 'node:fs'
import * as fsPromises from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as placeExport from '@/tools/export/place-export'
import * as staticServer from '@/tools/servers/static-server'
import { waitUntil } from 'local-content-lake/testing'
import * as watchFilesModule from 'local-content-lake/watch-files'

const { mkdir, mkdtemp, readFile, rename, rm, writeFile } = fsPromises

/** A moment the site's work stops at until the test lets it go on; `reached` says it got there. */
function hold() {
  let release!: () => void
  const goOn = new Promise<void>((resolve) => (release = resolve))
  const held = {
    reached: false,
    release,
    async wait() {
      held.reached = true
      await goOn
    },
  }
  return held
}

let switchHeld: ReturnType<typeof hold> | undefined
jest.unstable_mockModule('@/tools/export/place-export', () => ({
  ...placeExport,
  exchange: async (...args: Parameters<typeof placeExport.exchange>) => {
    await switchHeld?.wait()
    return placeExport.exchange(...args)
  },
}))

let startHeldOn: { file: string; held: ReturnType<typeof hold> } | undefined
let unremovable: string | undefined
jest.unstable_mockModule('node:fs/promises', () => ({
  ...fsPromises,
  default: fsPromises,
  stat: async (...args: Parameters<typeof fsPromises.stat>) => {
    if (startHeldOn && args[0] === startHeldOn.file) await startHeldOn.held.wait()
    return fsPromises.stat(...args)
  },
  rm: async (...args: Parameters<typeof fsPromises.rm>) => {
    if (args[0] === unremovable && existsSync(unremovable))
      throw Object.assign(new Error(`EACCES: permission denied, rmdir '${unremovable}'`), { code: 'EACCES' })
    return fsPromises.rm(...args)
  },
}))

let servers: Server[] = []
jest.unstable_mockModule('@/tools/servers/static-server', () => ({
  ...staticServer,
  staticHttpServer: (...args: Parameters<typeof staticServer.staticHttpServer>) => {
    const server = staticServer.staticHttpServer(...args)
    servers.push(server)
    return server
  },
}))

let watchBroken: ((error: Error) => void) | undefined
jest.unstable_mockModule('local-content-lake/watch-files', () => ({
  ...watchFilesModule,
  watchFiles: (...args: Parameters<typeof watchFilesModule.watchFiles>) => {
    watchBroken = args[2].broken
    return watchFilesModule.watchFiles(...args)
  },
}))

let startLocalSite: typeof import('@/tools/servers/local-site').startLocalSite
beforeAll(async () => {
  ;({ startLocalSite } = await import('@/tools/servers/local-site'))
})

let folder: string
const closing: (() => Promise<void>)[] = []
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'local-site-switch-'))
})
afterEach(async () => {
  switchHeld?.release()
  startHeldOn?.held.release()
  for (const close of closing.splice(0)) await close()
  switchHeld = startHeldOn = unremovable = undefined
  servers = []
  await rm(folder, { recursive: true, force: true })
})

const outDir = () => path.join(folder, 'out')
const datasetFile = () => path.join(folder, 'dataset.ndjson')

async function publish(content: string): Promise<void> {
  await writeFile(`${datasetFile()}.tmp`, content)
  await rename(`${datasetFile()}.tmp`, datasetFile())
}

async function buildFromDataset(dir: string): Promise<void> {
  const text = (await readFile(datasetFile(), 'utf8')).trim()
  await mkdir(dir, { recursive: true })
  if (text.startsWith('broken')) throw new Error('dataset.ndjson:1 service.web title: Required')
  await writeFile(path.join(dir, 'index.html'), `<p>${text}</p>`)
  await writeFile(path.join(dir, 'build.json'), '{}')
}

async function start(port = 0, log: (message: string) => void = () => undefined) {
  const site = startLocalSite({
    outDir: outDir(),
    datasetFile: datasetFile(),
    port,
    build: buildFromDataset,
    log,
    settleMs: 20,
  })
  closing.push(async () => (await site).close())
  return site
}

describe('the local site while it switches to a new build', () => {
  it('holds a request that comes meanwhile, and answers it from the new build', async () => {
    await publish('old')
    const site = await start()
    await site.settled()
    switchHeld = hold()
    await publish('new')
    await waitUntil(() => switchHeld!.reached, 'the switch to begin')
    let arrived = false
    servers[0]!.once('request', () => (arrived = true))
    const answer = fetch(`${site.url}/`).then((response) => response.text())
    await waitUntil(() => arrived, 'the request to reach the site')
    switchHeld.release()
    expect(await answer).toContain('<p>new</p>')
  })
})

describe('the local site before its first build has begun', () => {
  it('answers that a build is coming', async () => {
    // The port asked for, as npm run studio's fixed one: the Studio may ask before the site has even looked at its files.
    const probe = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => probe.once('listening', resolve))
    const { port } = probe.address() as { port: number }
    await new Promise((resolve) => probe.close(resolve))
    await publish('content')
    startHeldOn = { file: datasetFile(), held: hold() }
    void start(port)
    await waitUntil(() => startHeldOn!.held.reached, 'the site to look at the dataset file')
    const answer = await fetch(`http://127.0.0.1:${port}/build.json`)
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ state: 'building' })
  })
})

describe('the local site’s staging folder', () => {
  it('says so when it cannot remove what a failed build left', async () => {
    await publish('broken content')
    unremovable = `${outDir()}.building`
    const messages: string[] = []
    const site = await start(0, (message) => messages.push(message))
    await site.settled()
    expect(messages).toContain(
      `Local site: could not remove ${unremovable}: EACCES: permission denied, rmdir '${unremovable}'`,
    )
  })
})

describe('the local site’s watch of the dataset file', () => {
  it('says when it breaks, and that a restart of npm run studio rebuilds on publish again', async () => {
    await publish('content')
    const messages: string[] = []
    const site = await start(0, (message) => messages.push(message))
    await site.settled()
    watchBroken!(new Error('ENOSPC: System limit for number of file watchers reached'))
    expect(messages).toContain(
      `Local site: no longer watching ${datasetFile()} (ENOSPC: System limit for number of file watchers reached); restart npm run studio to rebuild on publish`,
    )
  })
})
