// npm run studio's local site: it serves the export, builds it again when the dataset file changes (as the lake's
// publish rewrites it), switches to a build only once it succeeded, and stops a build under way when it stops.
import { jest } from '@jest/globals'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { localSiteDirOf, startLocalSite, type LocalSite } from '@/tools/servers/local-site'
import { localBuildEnv, npmRunBuild, type LocalSiteBuild } from '@/tools/servers/local-site-build'
import { foreignHostOf, requestWithHost, waitUntil } from 'local-content-lake/testing'

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

async function start(
  build: LocalSiteBuild = buildFromDataset,
  log: (message: string) => void = () => undefined,
): Promise<LocalSite> {
  const site = await startLocalSite({ outDir: outDir(), datasetFile: datasetFile(), port: 0, build, log, settleMs: 20 })
  sites.push(site)
  return site
}

const homeOf = async (site: LocalSite) => (await fetch(`${site.url}/`)).text()

/** Waits until what `read` gives holds `expected` (the watcher and the build take their time); a failure shows the last. */
async function eventually(read: () => Promise<string> | string, expected: string): Promise<void> {
  let last = ''
  await waitUntil(
    async () => (last = await read()).includes(expected),
    () => `"${expected}"; last: ${last}`,
  )
}

describe('the local site of npm run studio (tools/servers/local-site.ts)', () => {
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

  it('builds once more after a build during which a publish came in, and serves that', async () => {
    await publish('before')
    const messages: string[] = []
    const begun = Promise.withResolvers<void>()
    const release = Promise.withResolvers<void>()
    // As npm run build does, it reads the content first: a publish after that is not in this build.
    const site = await start(
      async (dir) => {
        const text = (await readFile(datasetFile(), 'utf8')).trim()
        if (text === 'during') {
          begun.resolve()
          await release.promise
        }
        await writeExport(dir, text)
      },
      (message) => messages.push(message),
    )
    await site.settled()
    await publish('during')
    await begun.promise
    try {
      await publish('after')
      await eventually(() => messages.join('\n'), 'a publish came in during the build; building again once it ends')
    } finally {
      release.resolve()
    }
    await site.settled()
    expect(await homeOf(site)).toContain('after')
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
    const messages: string[] = []
    const site = await start(
      (dir, _url, signal) =>
        new Promise((_resolve, reject) => {
          void mkdir(dir, { recursive: true })
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new Error('stopped'))
          })
        }),
      (message) => messages.push(message),
    )
    // Closed once the build has begun (its folder exists), as Ctrl+C comes while npm run build runs.
    await eventually(() => String(existsSync(`${outDir()}.building`)), 'true')
    await site.close()
    expect(aborted).toBe(true)
    expect(existsSync(`${outDir()}.building`)).toBe(false)
    expect(existsSync(outDir())).toBe(false)
    // A build stopped on purpose is no failure to report as Ctrl+C ends npm run studio.
    expect(messages).toEqual([])
  })

  it('switches to no build that ends after it closed, and says nothing of it', async () => {
    await publish('content')
    const messages: string[] = []
    let begun = false
    // A build that ends well anyway, as one past its last step when Ctrl+C comes.
    const site = await start(
      async (dir, _url, signal) => {
        begun = true
        await new Promise((resolve) => signal.addEventListener('abort', resolve))
        await writeExport(dir, 'finished late')
      },
      (message) => messages.push(message),
    )
    await eventually(() => String(begun), 'true')
    await site.close()
    expect(existsSync(outDir())).toBe(false)
    expect(messages).toEqual([])
  })

  it('starts no build once it is closed, even one it was about to start', async () => {
    await publish('content')
    let builds = 0
    // The first build is asked for as the site starts; it closes before that build has cleared its folder.
    const site = await start(async (dir) => {
      builds++
      await writeExport(dir, 'built')
    })
    await site.close()
    expect(builds).toBe(0)
  })

  it('builds at start over a staging folder a killed run left behind', async () => {
    // As npm run studio killed (SIGKILL) mid-build leaves it: a half-written export in the staging folder.
    await writeExport(`${outDir()}.building`, 'half built')
    await mkdir(path.join(`${outDir()}.building`, '_next'))
    await publish('content')
    const site = await start()
    await site.settled()
    expect(await homeOf(site)).toContain('content')
  })

  it('says how long a build took to be served, and nothing else when all went well', async () => {
    await publish('content')
    const messages: string[] = []
    let now = Date.now()
    jest.spyOn(Date, 'now').mockImplementation(() => now)
    try {
      const site = await start(
        async (dir) => {
          now += 2_540
          await writeExport(dir, 'built')
        },
        (message) => messages.push(message),
      )
      await site.settled()
      expect(messages).toEqual([`Local site: rebuilt in 2.5 s, ${site.url}/ shows it`])
      await publish('more content')
      await eventually(() => String(messages.length), '2')
      await site.settled()
      expect(messages).toEqual([messages[0], messages[0]])
    } finally {
      jest.restoreAllMocks()
    }
  })

  it('builds with npm run build by default, carrying on the served build’s changes', async () => {
    // An npm of the test's own, first on the PATH, that writes which build it carries on from into the export.
    const bin = path.join(folder, 'bin')
    await mkdir(bin)
    await writeFile(
      path.join(bin, 'npm'),
      '#!/bin/sh\nmkdir -p "$OUT_DIR"\necho "<p>carried on from $PREVIOUS_BUILD</p>" > "$OUT_DIR/index.html"\necho {} > "$OUT_DIR/build.json"\n',
    )
    await chmod(path.join(bin, 'npm'), 0o755)
    await writeExport(outDir(), 'stale')
    await utimes(path.join(outDir(), 'build.json'), new Date(2000, 0, 1), new Date(2000, 0, 1))
    await publish('current content')
    const searchPath = process.env.PATH
    process.env.PATH = `${bin}:${searchPath}`
    try {
      const site = await startLocalSite({ outDir: outDir(), datasetFile: datasetFile(), port: 0, log: () => undefined })
      sites.push(site)
      await site.settled()
      expect(await homeOf(site)).toContain(`carried on from ${path.join(outDir(), 'build.json')}</p>`)
    } finally {
      process.env.PATH = searchPath
    }
  })

  it('says the site is being built while the first build runs, and refuses a foreign Host meanwhile too', async () => {
    await publish('content')
    const begun = Promise.withResolvers<void>()
    const release = Promise.withResolvers<void>()
    const site = await start(async (dir) => {
      begun.resolve()
      await release.promise
      await writeExport(dir, 'first build')
    })
    await begun.promise
    try {
      for (const page of ['/build.json', '/']) {
        const answer = await fetch(`${site.url}${page}`)
        expect(answer.status).toBe(503)
        expect(
          Object.fromEntries(
            ['content-type', 'cache-control', 'access-control-allow-origin'].map((name) => [
              name,
              answer.headers.get(name),
            ]),
          ),
        ).toEqual({
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        })
        expect(await answer.json()).toEqual({ state: 'building' })
      }
      expect((await requestWithHost(`${site.url}/build.json`, { host: foreignHostOf(site.url) })).status).toBe(403)
    } finally {
      // Also when an expectation failed: else the build would hold the site open past the test.
      release.resolve()
    }
    await site.settled()
    expect(await homeOf(site)).toContain('first build')
  })

  it('says the first build failed, with its last lines and when, and serves the next build that succeeds', async () => {
    await publish('broken content')
    const messages: string[] = []
    const before = Date.now()
    const site = await start(buildFromDataset, (message) => messages.push(message))
    await site.settled()
    const answer = await fetch(`${site.url}/build.json`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const state = (await answer.json()) as { state: string; error: string; failedAt: string }
    expect(state).toEqual({
      state: 'failed',
      error: 'dataset.ndjson:1 service.web title: Required',
      failedAt: expect.any(String),
    })
    expect(Date.parse(state.failedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(new Date(state.failedAt).toISOString()).toBe(state.failedAt)
    // The terminal says it too, and does not claim a good build it does not have.
    expect(messages.join('\n')).toContain('the build failed')
    expect(messages.join('\n')).toContain('dataset.ndjson:1 service.web title: Required')
    expect(messages.join('\n')).not.toContain('still shows the last good one')

    await publish('fixed content')
    await eventually(() => homeOf(site), 'fixed content')
    expect((await fetch(`${site.url}/build.json`)).status).toBe(200)
  })

  it('says it is building again while a build runs after the first failed', async () => {
    await publish('broken content')
    const begun = Promise.withResolvers<void>()
    const release = Promise.withResolvers<void>()
    const site = await start(async (dir, url, signal) => {
      if ((await readFile(datasetFile(), 'utf8')).trim() === 'second try') {
        begun.resolve()
        await release.promise
      }
      await buildFromDataset(dir, url, signal)
    })
    await site.settled()
    expect(await (await fetch(`${site.url}/build.json`)).json()).toMatchObject({ state: 'failed' })
    await publish('second try')
    await begun.promise
    try {
      expect(await (await fetch(`${site.url}/build.json`)).json()).toEqual({ state: 'building' })
    } finally {
      release.resolve()
    }
    await eventually(() => homeOf(site), 'second try')
  })

  it('reports a build that left no export, keeps serving the last good one, and runs on', async () => {
    await publish('good')
    const messages: string[] = []
    let leaveNothing = false
    const site = await start(
      async (dir) => {
        if (!leaveNothing) await writeExport(dir, (await readFile(datasetFile(), 'utf8')).trim())
      },
      (message) => messages.push(message),
    )
    await site.settled()
    leaveNothing = true
    await publish('lost')
    await eventually(() => messages.join('\n'), 'switching to the new build failed')
    await site.settled()
    expect(await homeOf(site)).toContain('good')
    leaveNothing = false
    await publish('next')
    await eventually(() => homeOf(site), 'next')
  })

  it('refuses a foreign Host like every local server', async () => {
    await publish('content')
    await writeExport(outDir(), 'built')
    const site = await start()
    expect((await requestWithHost(`${site.url}/`, { host: foreignHostOf(site.url) })).status).toBe(403)
  })
})

describe('the local site’s own ends', () => {
  it('settles only once a publish the watcher has seen is built and served', async () => {
    await publish('before')
    const site = await start()
    await site.settled()
    // Fake timers: the watcher's pause before it builds is then the only timer, so a scheduled one says it saw the publish.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      await publish('after')
      await waitUntil(() => jest.getTimerCount() === 1, 'the watcher to see the publish')
      let settled = false
      void site.settled().then(() => (settled = true))
      await jest.advanceTimersByTimeAsync(20)
      await waitUntil(() => settled, 'the site to settle once the build is done')
    } finally {
      jest.useRealTimers()
    }
    expect(await homeOf(site)).toContain('after')
  })

  it('holds no watch and no port open once closed, so the program that ran it can end', async () => {
    const open = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'FSEventWrap' || resource === 'TCPServerWrap')
    const before = open()
    await publish('content')
    const site = await start()
    await site.settled()
    expect(open().length).toBeGreaterThan(before.length)
    await site.close()
    await waitUntil(
      () => open().length === before.length,
      () => `the site's handles to close; open: ${open().join(', ')}`,
    )
  })
})

describe('the local site’s folder (localSiteDirOf)', () => {
  it('is LOCAL_SITE_DIR when set, else .local-site/, both from the working folder', () => {
    expect(localSiteDirOf({ LOCAL_SITE_DIR: ' /tmp/site ' })).toBe('/tmp/site')
    expect(localSiteDirOf({ LOCAL_SITE_DIR: 'elsewhere' })).toBe(path.resolve('elsewhere'))
    expect(localSiteDirOf({})).toBe(path.resolve('.local-site'))
    expect(localSiteDirOf({ LOCAL_SITE_DIR: '  ' })).toBe(path.resolve('.local-site'))
  })
})

describe('the local build (npmRunBuild)', () => {
  const sh = (script: string) => ['sh', '-c', script]

  it('builds the export from the dataset file alone, carrying on the served build’s changes', async () => {
    const base = {
      PATH: '/bin',
      SITE_MODE: 'preview',
      PREVIOUS_BUILD: 'https://elsewhere.example',
      SANITY_PROJECT_ID: 'real',
    }
    const served = path.join(folder, 'out', 'build.json')
    const options = {
      outDir: '/tmp/x.building',
      datasetFile: '/d.ndjson',
      siteUrl: 'http://127.0.0.1:3000',
      previousBuild: served,
    }
    expect(localBuildEnv({ ...base, CONTENT_SNAPSHOT_FILE: '/dev-server-snapshot.json' }, options)).toEqual({
      PATH: '/bin',
      OUT_DIR: '/tmp/x.building',
      OUT_DIR_IS_STAGING: '1',
      CONTENT_DATASET_FILE: '/d.ndjson',
      SANITY_PROJECT_ID: '',
      SITE_URL: 'http://127.0.0.1:3000',
      BUILD_LABEL: "npm run studio's local build",
    })
    await writeExport(path.join(folder, 'out'), 'served')
    expect(localBuildEnv(base, options).PREVIOUS_BUILD).toBe(served)
  })

  it('fails with the last lines of a failed build, all of them', async () => {
    const build = npmRunBuild(datasetFile(), {
      command: sh('for i in $(seq 1 30); do echo "line $i"; done; echo "service.web title: Required" >&2; exit 1'),
    })
    const failure = build(outDir(), 'http://127.0.0.1:3000', new AbortController().signal)
    await expect(failure).rejects.toThrow(/line 30\nservice\.web title: Required$/)
  })

  it('stops a build that ignores SIGTERM with SIGKILL after the grace period, and settles once it is gone', async () => {
    // The shell and its sleep ignore SIGTERM (an ignored signal stays ignored across exec): only SIGKILL ends them, and
    // the build settles only when the sleep, which holds its output open, is gone.
    const started = path.join(folder, 'started')
    const stopping = new AbortController()
    const build = npmRunBuild(datasetFile(), {
      graceMs: 200,
      command: sh(`trap '' TERM; echo working; touch ${started}; sleep 30`),
    })
    const running = build(outDir(), 'http://127.0.0.1:3000', stopping.signal)
    await eventually(() => String(existsSync(started)), 'true')
    stopping.abort()
    await expect(running).rejects.toThrow('working')
  })
})
