// A developer's `npm run build` while npm run studio's local site rebuilds, in one checkout, both real: the developer's
// build waits for its turn at next build, saying for whom, and each ends with its own content and SITE_URL, the
// developer's in OUT_DIR and the local site's where the local site serves from. (Here rather than in Jest: two real
// builds would add a minute to every npm run check; this suite builds anyway and runs once, in npm test.)
import { spawn } from 'node:child_process'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startLocalSite } from '../../tools/servers/local-site'
import { expect, test } from '../e2e/base-test'
import { processes } from '../e2e/processes'

/** A folder of each worker's own: a flake hunt's --repeat-each runs this test beside itself. */
const folderOf = (parallelIndex: number) => path.resolve('.test-builds', `side-by-side-${parallelIndex}`)
const developerSiteUrl = 'https://developer.example'

/** The `next build` processes of the build whose environment has `entry` (Next names its process "next-build (v16…)"). */
async function nextBuildsWith(entry: string): Promise<number[]> {
  return (await processes())
    .filter(({ args, env }) => env.includes(entry) && args[0]?.startsWith('next-build'))
    .map(({ pid }) => pid)
}

test('npm run build beside the local site’s rebuild: each build ends where it belongs, with its own content and address', async () => {
  test.setTimeout(480_000)
  const folder = folderOf(test.info().parallelIndex)
  await rm(folder, { recursive: true, force: true })
  await mkdir(folder, { recursive: true })
  // The local site's editors have published a new company name; the developer builds the checkout's dataset.
  const dataset = (await readFile('content/dataset.ndjson', 'utf8')).replace(
    '"companyName":"Northbeam Software"',
    '"companyName":"Northbeam Local Copy"',
  )
  await writeFile(path.join(folder, 'dataset.ndjson'), dataset)
  const localLog: string[] = []
  const site = await startLocalSite({
    outDir: path.join(folder, 'local-site'),
    datasetFile: path.join(folder, 'dataset.ndjson'),
    port: 0,
    log: (message) => localLog.push(message),
  })
  try {
    // The local build is held inside its next build (stopped, not ended), so the developer's build surely meets it there.
    await expect.poll(() => nextBuildsWith(`SITE_URL=${site.url}`), { timeout: 180_000 }).not.toEqual([])
    const held = (await nextBuildsWith(`SITE_URL=${site.url}`))[0]!
    process.kill(held, 'SIGSTOP')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      OUT_DIR: path.join(folder, 'out'),
      SITE_URL: developerSiteUrl,
      SANITY_PROJECT_ID: '',
      CONTENT_DATASET_FILE: '',
    }
    for (const name of ['PREVIOUS_BUILD', 'CONTENT_SNAPSHOT_FILE', 'BUILD_LABEL', 'SITE_MODE']) delete env[name]
    const developerBuild = spawn('npm', ['run', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let developerOutput = ''
    const waiting = Promise.withResolvers<RegExpExecArray>()
    const ended = new Promise<number | null>((resolve) => developerBuild.on('exit', resolve))
    const read = (chunk: Buffer) => {
      developerOutput += chunk
      const said = /Waiting for npm run studio's local build \(pid (\d+)/.exec(developerOutput)
      if (said) waiting.resolve(said)
    }
    developerBuild.stdout.on('data', read)
    developerBuild.stderr.on('data', read)
    void ended.then((code) =>
      waiting.reject(
        new Error(`the developer's build ended (${code}) without waiting for the local one:\n${developerOutput}`),
      ),
    )
    try {
      const [, holder] = await waiting.promise
      // The build it names is the local site's.
      expect((await processes()).find(({ pid }) => pid === Number(holder))?.env).toContain(`SITE_URL=${site.url}`)
    } finally {
      process.kill(held, 'SIGCONT')
    }
    expect(await ended, developerOutput).toBe(0)
    await site.settled()
    expect(localLog.join('\n')).toContain('Local site: rebuilt')

    // OUT_DIR holds the developer's build: the checkout's content, for the developer's address.
    const developerRecord = JSON.parse(await readFile(path.join(folder, 'out', 'build.json'), 'utf8')) as {
      siteUrl: string
    }
    expect(developerRecord.siteUrl).toBe(`${developerSiteUrl}/`)
    const developerHome = await readFile(path.join(folder, 'out', 'index.html'), 'utf8')
    expect(developerHome).toContain('Northbeam Software')
    expect(developerHome).not.toContain('Northbeam Local Copy')
    // The local site serves its own: the published content, for its own address.
    expect(((await (await fetch(`${site.url}/build.json`)).json()) as { siteUrl: string }).siteUrl).toBe(`${site.url}/`)
    expect(await (await fetch(`${site.url}/`)).text()).toContain('Northbeam Local Copy')
    // No build left a staging folder behind.
    expect((await readdir(folder)).sort()).toEqual(['dataset.ndjson', 'local-site', 'out'])
  } finally {
    await site.close()
  }
})
