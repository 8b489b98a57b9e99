// `npm run studio` without a Sanity project: the local Content Lake, the Studio, the local site and the preview start
// together, the Studio logged in, the site built again after each publish and Presentation showing drafts with no second
// command, and they stop together.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import path from 'node:path'
import { bindPort } from 'local-content-lake/bind-port'
import { previewDistDirOf } from '../../lib/preview/preview-dist-dir.mjs'
import { foreignHostOf, requestWithHost } from 'local-content-lake/testing'
import { previewStudioDistDir } from '../../tools/servers/preview-process'
import { processesWithEnv } from '../e2e/processes'
import { expect, test } from './fixtures'
import { datasetFile, devStudioPort, suiteFolder } from './studio-suite'

// A Studio of its own (sanity dev, on its own port) in a tab of its own.
test.use({ freshTab: true })

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  )

/** Runs git in `folder` as a developer would, with a name and address of its own (CI machines have none configured). */
function git(folder: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=Studio suite', '-c', 'user.email=studio-suite@example.com', ...args], {
    cwd: folder,
    stdio: 'pipe',
  })
}

/** Runs `npm run studio` in a process group of its own, resolving with the URLs it prints once they answer. */
async function startNpmRunStudio(env: Record<string, string>): Promise<{
  child: ChildProcess
  studioUrl: string
  lakeUrl: string
  siteUrl: string
  previewUrl: string
  output: () => string
}> {
  const child = spawn('npm', ['run', 'studio'], {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  await expect.poll(() => output, { timeout: 60_000 }).toContain('Ctrl+C stops them all.')
  const studioUrl = /^Studio: +(\S+)/m.exec(output)?.[1]
  const lakeUrl = /^Local Content Lake: +(\S+?)\/? /m.exec(output)?.[1]
  const siteUrl = /^Local site: +(http\S+?)\/? /m.exec(output)?.[1]
  const previewUrl = /^Preview: +(http\S+?)\/? /m.exec(output)?.[1]
  if (!studioUrl || !lakeUrl || !siteUrl) throw new Error(`npm run studio printed no URLs:\n${output}`)
  // No preview URL when its port is taken: the line says so instead.
  return { child, studioUrl, lakeUrl, siteUrl, previewUrl: previewUrl ?? '', output: () => output }
}

test('npm run studio starts the lake, the Studio, the local site and the preview, opens logged in, rebuilds the site after a publish, shows drafts in Presentation, and SIGTERM stops them all', async ({
  page,
  pageErrors,
}) => {
  // A cold sanity dev and the local site's first build, on a fresh clone: each step waits for its state.
  test.setTimeout(480_000)
  // A first sanity dev on a fresh clone: Vite may find a dependency while the page loads, answer the stale request 504
  // "Outdated Optimize Dep" and reload the page by itself. The Studio must still open, which is what this test asserts.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 504 \(Outdated Optimize Dep\)/)
  // Until the first build of the local site is done, its build.json answers 503, and the browser logs each.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)/)
  // The dataset file in a git repository of its own, so a real git pull can land in the middle of the session.
  const repository = path.join(suiteFolder, 'npm-run-studio-repo')
  const dataset = path.join(repository, 'dataset.ndjson')
  await rm(repository, { recursive: true, force: true })
  await mkdir(repository, { recursive: true })
  await copyFile(datasetFile, dataset)
  git(repository, 'init', '-q', '-b', 'main')
  git(repository, 'add', 'dataset.ndjson')
  git(repository, 'commit', '-q', '-m', 'The embedded dataset')
  const started = Date.now()
  // A fresh clone has no export: npm run studio builds one, here into a folder of the suite's, on any free port.
  const outDir = path.join(suiteFolder, 'npm-run-studio-out')
  await rm(outDir, { recursive: true, force: true })
  const { child, studioUrl, lakeUrl, siteUrl, previewUrl, output } = await startNpmRunStudio({
    SANITY_STUDIO_PROJECT_ID: '',
    STUDIO_PORT: String(devStudioPort),
    CONTENT_LAKE_PORT: '0',
    CONTENT_DATASET_FILE: dataset,
    LOCAL_SITE_PORT: '0',
    LOCAL_SITE_DIR: outDir,
    PREVIEW_PORT: '0',
    // The suite's preview build, made from this tree for this Studio too (suitePreviewBuildEnv): npm run studio starts
    // it as it is, as it does its own last build, instead of a build of its own (the Ctrl+C journey below builds one).
    PREVIEW_DIST_DIR: previewDistDirOf(process.env),
    // The Site tool asks the local site every second, not every 30 s: the test waits for what it shows, not for its clock.
    SANITY_STUDIO_SITE_POLL_SECONDS: '1',
  })
  try {
    expect(studioUrl).toBe(`http://localhost:${devStudioPort}/`)
    expect(output()).toContain(`publishing writes ${path.relative(process.cwd(), dataset)}`)
    expect(output()).toContain(`from the build in ${previewDistDirOf(process.env)}/, made from this tree`)
    expect(await (await fetch(`${lakeUrl}/v2025-02-19/users/me`)).json()).toMatchObject({ name: 'Local editor' })

    // A page that rebinds its DNS to 127.0.0.1 reaches neither server: it reads nothing and writes nothing.
    const bytes = await readFile(dataset, 'utf8')
    const lakeHost = foreignHostOf(lakeUrl)
    expect(
      (await requestWithHost(`${lakeUrl}/v2025-02-19/data/query/production?query=*`, { host: lakeHost })).status,
    ).toBe(403)
    const rename = JSON.stringify({ mutations: [{ patch: { id: 'siteSettings', set: { companyName: 'Rebound' } } }] })
    const headers = { 'content-type': 'application/json', origin: `http://${lakeHost}` }
    expect(
      (
        await requestWithHost(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
          host: lakeHost,
          method: 'POST',
          headers,
          body: rename,
        })
      ).status,
    ).toBe(403)
    expect((await requestWithHost(studioUrl, { host: foreignHostOf(studioUrl) })).status).toBe(403)
    const companyName = await (
      await fetch(`${lakeUrl}/v2025-02-19/data/query/production?query=*[_id=="siteSettings"][0].companyName`)
    ).json()
    expect(companyName).toMatchObject({ result: 'Northbeam Software' })
    expect(await readFile(dataset, 'utf8')).toBe(bytes)

    await page.goto(`${studioUrl}structure/siteSettings`)
    await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue('Northbeam Software', {
      timeout: 120_000,
    })
    await expect(page.getByRole('button', { name: 'Local editor' })).toBeVisible()
    const shown = Date.now() - started
    console.log(`npm run studio to the first document shown (sanity dev, cold): ${shown} ms`)
    test.info().annotations.push({ type: 'npm-run-studio-to-first-document', description: `${shown} ms` })

    // The local site: built from the dataset file, and what the Site tool reads.
    const query = (groq: string) =>
      fetch(`${lakeUrl}/v2025-02-19/data/query/production?query=${encodeURIComponent(groq)}`).then((r) => r.json())
    const liveRevision = () =>
      fetch(`${siteUrl}/build.json`).then(
        async (response) =>
          response.ok
            ? ((await response.json()) as { documents: Record<string, string> }).documents.siteSettings
            : undefined,
        () => undefined,
      )
    const revision = async () => ((await query('*[_id=="siteSettings"][0]._rev')) as { result: string }).result
    await expect.poll(liveRevision, { timeout: 120_000 }).toBe(await revision())
    await page.goto(`${studioUrl}site`)
    await expect(page.getByRole('region', { name: 'The live site', exact: true })).toContainText(
      /All \d+ published documents are live\./,
    )

    // A publish (as the CLI sends it) rewrites the dataset file; the site is built again and shows it.
    const published = Date.now()
    const retitle = JSON.stringify({
      mutations: [{ patch: { id: 'siteSettings', set: { companyName: 'Northbeam Labs' } } }],
    })
    const mutate = await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: retitle,
    })
    expect(mutate.status).toBe(200)
    const newRevision = await revision()
    await expect.poll(liveRevision, { timeout: 120_000 }).toBe(newRevision)
    const live = Date.now() - published
    console.log(`npm run studio: a publish is on the local site after ${live} ms`)
    test.info().annotations.push({ type: 'npm-run-studio-publish-to-local-site', description: `${live} ms` })
    expect(await (await fetch(`${siteUrl}/`)).text()).toContain('Northbeam Labs')
    await expect(page.getByRole('region', { name: 'The live site', exact: true })).toContainText(
      /All \d+ published documents are live\./,
    )
    // The local build carried on the served build's record, so the tool says how long the publish took here too.
    await expect(page.getByRole('region', { name: 'From publish to live', exact: true })).toContainText(
      'The last change went live',
    )

    // A git pull in the middle, as a developer makes one: the publish is committed, a colleague's change is pulled and
    // merged into the file the lake writes. The lake takes it in, and the next publish keeps both.
    git(repository, 'commit', '-q', '-a', '-m', 'Publish from the Studio')
    const colleague = path.join(suiteFolder, 'npm-run-studio-colleague')
    await rm(colleague, { recursive: true, force: true })
    git(suiteFolder, 'clone', '-q', repository, colleague)
    const theirs = (await readFile(path.join(colleague, 'dataset.ndjson'), 'utf8')).replace(
      /^(\{"_id":"benefit\.support",.*?"_rev":")[^"]+(".*?"title":")[^"]+(")/m,
      '$1rev-from-a-colleague$224/7 Support, pulled$3',
    )
    await writeFile(path.join(colleague, 'dataset.ndjson'), theirs)
    git(colleague, 'commit', '-q', '-a', '-m', 'A colleague retitles a benefit')
    git(repository, 'pull', '-q', '--no-rebase', colleague, 'main')
    // At once, as an editor who publishes right after the pull would: the lake reads the file before it writes, so it
    // cannot miss the pull, and the local site makes one build of both.
    const again = JSON.stringify({
      mutations: [{ patch: { id: 'siteSettings', set: { companyName: 'Northbeam Studio' } } }],
    })
    expect(
      (
        await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: again,
        })
      ).status,
    ).toBe(200)
    const title = (id: string) => query(`*[_id=="${id}"][0].title`).then((answer: { result: string }) => answer.result)
    expect(await title('benefit.support')).toBe('24/7 Support, pulled')
    const file = await readFile(dataset, 'utf8')
    expect(file).toContain('"companyName":"Northbeam Studio"')
    expect(file).toContain('"title":"24/7 Support, pulled"')
    await expect.poll(liveRevision, { timeout: 120_000 }).toBe(await revision())
    expect(await (await fetch(`${siteUrl}/`)).text()).toContain('24/7 Support, pulled')

    // Presentation, with no second command: the preview npm run studio started in the background frames the drafts.
    // It started when the Studio answered; once it says it is ready, Presentation (opened or reloaded) shows them.
    const { result: benefit } = (await query('*[_id=="benefit.support"][0]{description, icon, orderRank}')) as {
      result: Record<string, unknown>
    }
    const draft = JSON.stringify({
      mutations: [
        { createOrReplace: { ...benefit, _id: 'drafts.benefit.support', _type: 'benefit', title: 'Support, drafted' } },
      ],
    })
    expect(
      (
        await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: draft,
        })
      ).status,
    ).toBe(200)
    await expect
      .poll(output, { timeout: 240_000 })
      .toContain(`Preview:            ${previewUrl}/ is ready; Presentation shows drafts`)
    await page.goto(`${studioUrl}presentation`)
    const preview = page.frameLocator('iframe')
    await expect(preview.getByRole('complementary', { name: 'Draft preview' })).toContainText('Previewing drafts')
    await expect(preview.locator('#about h3', { hasText: 'Support, drafted' })).toBeVisible()
    expect(page.frames().some((frame) => frame.url().startsWith(previewUrl))).toBe(true)

    // Leave the Studio first: a dev Studio whose server stops says so with an error, as it should.
    await page.goto('about:blank')
  } finally {
    // To its whole process group, as a terminal sends Ctrl+C and systemd or Docker send SIGTERM.
    process.kill(-child.pid!, 'SIGTERM')
  }
  const exited = () => child.exitCode !== null || child.signalCode !== null
  try {
    await expect.poll(exited, { message: 'npm run studio exits on SIGTERM', timeout: 15_000 }).toBe(true)
  } finally {
    if (!exited()) process.kill(-child.pid!, 'SIGKILL')
  }
  await expect.poll(() => answers(studioUrl)).toBe(false)
  await expect.poll(() => answers(`${lakeUrl}/v2025-02-19/ping`)).toBe(false)
  await expect.poll(() => answers(siteUrl)).toBe(false)
  await expect.poll(() => answers(previewUrl)).toBe(false)
})

test('Ctrl+C stops the Studio, the lake, the local site and the preview, and the builds the site and the preview were making', async () => {
  test.setTimeout(90_000)
  const dataset = path.join(suiteFolder, 'npm-run-studio-ctrl-c.ndjson')
  await copyFile(datasetFile, dataset)
  const outDir = path.join(suiteFolder, 'npm-run-studio-ctrl-c-out')
  await rm(outDir, { recursive: true, force: true })
  // npm run studio's own preview folder, where no build of this tree for this Studio is: the preview builds.
  const { child, studioUrl, lakeUrl, siteUrl, previewUrl, output } = await startNpmRunStudio({
    SANITY_STUDIO_PROJECT_ID: '',
    STUDIO_PORT: String(devStudioPort),
    CONTENT_LAKE_PORT: '0',
    CONTENT_DATASET_FILE: dataset,
    LOCAL_SITE_PORT: '0',
    LOCAL_SITE_DIR: outDir,
    PREVIEW_PORT: '0',
    PREVIEW_DIST_DIR: previewStudioDistDir,
  })
  expect(output()).toContain('building (a minute or so)')
  expect(await answers(`${lakeUrl}/v2025-02-19/ping`)).toBe(true)
  // A publish starts a build (the first may be done by now); it runs in a process group of its own, with this OUT_DIR.
  const retitle = JSON.stringify({
    mutations: [{ patch: { id: 'siteSettings', set: { companyName: 'Northbeam Labs' } } }],
  })
  const headers = { 'content-type': 'application/json' }
  expect(
    (await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, { method: 'POST', headers, body: retitle })).status,
  ).toBe(200)
  const building = `OUT_DIR=${outDir}.building`
  await expect
    .poll(() => processesWithEnv(building).then((pids) => pids.length), { timeout: 30_000 })
    .toBeGreaterThan(0)
  // The preview builds meanwhile, in a process group of its own, framed by this Studio only.
  const previewing = `SANITY_STUDIO_URL=http://localhost:${devStudioPort}`
  await expect
    .poll(() => processesWithEnv(previewing).then((pids) => pids.length), { timeout: 30_000 })
    .toBeGreaterThan(0)
  // What a terminal sends on Ctrl+C: SIGINT to the foreground process group.
  process.kill(-child.pid!, 'SIGINT')
  await expect.poll(() => child.exitCode !== null || child.signalCode !== null, { timeout: 15_000 }).toBe(true)
  await expect.poll(() => answers(studioUrl)).toBe(false)
  await expect.poll(() => answers(`${lakeUrl}/v2025-02-19/ping`)).toBe(false)
  await expect.poll(() => answers(siteUrl)).toBe(false)
  await expect.poll(() => answers(previewUrl)).toBe(false)
  // The builds were under way: stopped with the rest, no process of them is left, and no half-built folder.
  await expect.poll(() => processesWithEnv(building), { timeout: 15_000 }).toEqual([])
  await expect.poll(() => processesWithEnv(previewing), { timeout: 15_000 }).toEqual([])
  expect(existsSync(`${outDir}.building`)).toBe(false)
})

test('with the preview’s port taken, npm run studio starts the rest without one, says which port and which setting moves it, and Presentation frames what answers there', async ({
  page,
}) => {
  const holder = createServer((_request, response) => response.end('another server'))
  const port = await bindPort(holder, 0, '127.0.0.1')
  const dataset = path.join(suiteFolder, 'npm-run-studio-taken.ndjson')
  await copyFile(datasetFile, dataset)
  // The local site is not this test's subject: it serves the export the first journey built, which is newer than this
  // dataset file, and so builds nothing (a build cost 6 of the test's 14 core-seconds in a fresh-clone run of the gate).
  // Run alone, it builds one.
  await utimes(dataset, new Date(0), new Date(0))
  const { child, studioUrl, output } = await startNpmRunStudio({
    SANITY_STUDIO_PROJECT_ID: '',
    STUDIO_PORT: String(devStudioPort),
    CONTENT_LAKE_PORT: '0',
    CONTENT_DATASET_FILE: dataset,
    LOCAL_SITE_PORT: '0',
    LOCAL_SITE_DIR: path.join(suiteFolder, 'npm-run-studio-out'),
    PREVIEW_PORT: String(port),
  })
  try {
    expect(output()).toContain(
      `Preview:            none — port ${port} is taken; Presentation shows what answers there (PREVIEW_PORT picks another port)`,
    )
    // Started once the Studio answered, before that line: none was.
    expect(await processesWithEnv(`SANITY_STUDIO_URL=http://localhost:${devStudioPort}`)).toEqual([])
    await page.goto(`${studioUrl}presentation`)
    await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`^http://localhost:${port}/`), {
      timeout: 120_000,
    })
    await page.goto('about:blank')
  } finally {
    process.kill(-child.pid!, 'SIGINT')
    await expect.poll(() => child.exitCode !== null || child.signalCode !== null, { timeout: 15_000 }).toBe(true)
    holder.close()
  }
})
