// npm run studio's local site: it serves the export, builds it again when the dataset file changes (as the lake's
// publish rewrites it), switches to a build only once it succeeded, and stops a build under way when it stops.
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startLocalSite, type LocalSite, type LocalSiteBuild } from '@/lib/server/local-site'
import { foreignHostOf, requestWithHost } from '@/tests/e2e/host-request'

let folder: string
const sites: LocalSite[] = []
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'local-site-'))
})
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close()
  await rm(folder, { recursive: true, force: true })
})

const outDir = () => path.join(folder, 'out')
const datasetFile = () => path.join(folder, 'dataset.ndjson')

async function writeExport(dir: string, text: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${text}</title><p>${text}</p>`)
  await writeFile(path.join(dir, 'build.json'), JSON.stringify({ text }))
}

/** As the lake publishes: a temporary file renamed over the dataset file. */
async function publish(content: string): Promise<void> {
  const temporary = `${datasetFile()}.tmp`
  await writeFile(temporary, content)
  await rename(temporary, datasetFile())
}

/** A build that writes the dataset file's text into the export, or fails when the text says so. */
const buildFromDataset: LocalSiteBuild = async (dir) => {
  const text = (await readFile(datasetFile(), 'utf8')).trim()
  if (text.startsWith('broken')) throw new Error(`dataset.ndjson:1 service.web title: Required`)
  await writeExport(dir, text)
}

async function start(build: LocalSiteBuild = buildFromDataset, log: (message: string) => void = () => undefined): Promise<LocalSite> {
  const site = await startLocalSite({ outDir: outDir(), datasetFile: datasetFile(), port: 0, build, log, settleMs: 20 })
  sites.push(site)
  return site
}

const homeOf = async (site: LocalSite) => (await fetch(`${site.url}/`)).text()

/** Waits for a state (the watcher and the build take their time), failing with the last value after 10 s. */
async function eventually(read: () => Promise<string> | string, expected: string): Promise<void> {
  const deadline = Date.now() + 10_000
  let last = ''
  while (Date.now() < deadline) {
    last = await read()
    if (last.includes(expected)) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Waited 10 s for "${expected}"; last: ${last}`)
}

describe('the local site of npm run studio (lib/server/local-site.ts)', () => {
  it('serves the export as it is when it is newer than the content, and builds nothing', async () => {
    await publish('first')
    await writeExport(outDir(), 'built before')
    let builds = 0
    const site = await start(async (dir) => {
      builds++
      await writeExport(dir, 'rebuilt')
    })
    await site.settled()
    expect(await homeOf(site)).toContain('built before')
    expect(builds).toBe(0)
  })

  it('builds at start when there is no export, or one older than the content', async () => {
    await writeExport(outDir(), 'stale')
    await utimes(path.join(outDir(), 'build.json'), new Date(2000, 0, 1), new Date(2000, 0, 1))
    await publish('current content')
    const site = await start()
    await site.settled()
    expect(await homeOf(site)).toContain('current content')
  })

  it('after a publish serves the new build, and leaves no staging or previous folder behind', async () => {
    await publish('before')
    const site = await start()
    await site.settled()
    expect(await homeOf(site)).toContain('before')
    await publish('after')
    await eventually(() => homeOf(site), 'after')
    await site.settled()
    expect(existsSync(`${outDir()}.building`)).toBe(false)
    expect(existsSync(`${outDir()}.previous`)).toBe(false)
  })

  it('keeps serving the last good build when a build fails, and says why in the build’s words', async () => {
    await publish('good')
    const messages: string[] = []
    const site = await start(buildFromDataset, (message) => messages.push(message))
    await site.settled()
    await publish('broken content')
    await eventually(() => messages.join('\n'), 'dataset.ndjson:1 service.web title: Required')
    await site.settled()
    expect(await homeOf(site)).toContain('good')
    expect(messages.join('\n')).toContain('still shows the last good one')
  })

  it('stops a build under way when it closes, and nothing half-built is left', async () => {
    await publish('content')
    let aborted = false
    const site = await start(
      (dir, _url, signal) =>
        new Promise((_resolve, reject) => {
          void mkdir(dir, { recursive: true })
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new Error('stopped'))
          })
        }),
    )
    sites.pop()
    // Closed once the build has begun (its folder exists), as Ctrl+C comes while npm run build runs.
    await eventually(() => String(existsSync(`${outDir()}.building`)), 'true')
    await site.close()
    expect(aborted).toBe(true)
    expect(existsSync(`${outDir()}.building`)).toBe(false)
    expect(existsSync(outDir())).toBe(false)
  })

  it('refuses a foreign Host like every local server', async () => {
    await publish('content')
    await writeExport(outDir(), 'built')
    const site = await start()
    expect((await requestWithHost(`${site.url}/`, { host: foreignHostOf(site.url) })).status).toBe(403)
  })
})
