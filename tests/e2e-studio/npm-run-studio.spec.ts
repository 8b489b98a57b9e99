// `npm run studio` without a Sanity project: the local Content Lake and the Studio start together, logged in, and stop together.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFile, readFile } from 'node:fs/promises'
import path from 'node:path'
import { foreignHostOf, requestWithHost } from '../e2e/host-request'
import { expect, test } from './fixtures'
import { datasetFile, devStudioPort, liveSiteUrl, suiteFolder } from './studio-suite'

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  )

/** Runs `npm run studio` in a process group of its own, resolving with the two URLs it prints once both answer. */
async function startNpmRunStudio(env: Record<string, string>): Promise<{ child: ChildProcess; studioUrl: string; lakeUrl: string; output: () => string }> {
  const child = spawn('npm', ['run', 'studio'], { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
  await expect.poll(() => output, { timeout: 60_000 }).toContain('Ctrl+C stops both.')
  const studioUrl = /^Studio: +(\S+)/m.exec(output)?.[1]
  const lakeUrl = /^Local Content Lake: +(\S+?)\/? /m.exec(output)?.[1]
  if (!studioUrl || !lakeUrl) throw new Error(`npm run studio printed no URLs:\n${output}`)
  return { child, studioUrl, lakeUrl, output: () => output }
}

test('npm run studio starts the lake and the Studio, prints both URLs, opens logged in, and SIGTERM to it stops both', async ({ page, pageErrors }) => {
  test.setTimeout(180_000)
  // A first sanity dev on a fresh clone: Vite may find a dependency while the page loads, answer the stale request 504
  // "Outdated Optimize Dep" and reload the page by itself. The Studio must still open, which is what this test asserts.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 504 \(Outdated Optimize Dep\)/)
  const dataset = path.join(suiteFolder, 'npm-run-studio.ndjson')
  await copyFile(datasetFile, dataset)
  const started = Date.now()
  const { child, studioUrl, lakeUrl, output } = await startNpmRunStudio({
    SANITY_STUDIO_PROJECT_ID: '',
    STUDIO_PORT: String(devStudioPort),
    CONTENT_LAKE_PORT: '0',
    CONTENT_DATASET_FILE: dataset,
    // The suite's live site, not npm run serve's default port, where anything of this machine's may answer.
    SANITY_STUDIO_SITE_URL: liveSiteUrl,
  })
  try {
    expect(studioUrl).toBe(`http://localhost:${devStudioPort}/`)
    expect(output()).toContain(`publishing writes ${path.relative(process.cwd(), dataset)}`)
    expect(await (await fetch(`${lakeUrl}/v2025-02-19/users/me`)).json()).toMatchObject({ name: 'Local editor' })

    // A page that rebinds its DNS to 127.0.0.1 reaches neither server: it reads nothing and writes nothing.
    const bytes = await readFile(dataset, 'utf8')
    const lakeHost = foreignHostOf(lakeUrl)
    expect((await requestWithHost(`${lakeUrl}/v2025-02-19/data/query/production?query=*`, { host: lakeHost })).status).toBe(403)
    const rename = JSON.stringify({ mutations: [{ patch: { id: 'siteSettings', set: { companyName: 'Rebound' } } }] })
    const headers = { 'content-type': 'application/json', origin: `http://${lakeHost}` }
    expect((await requestWithHost(`${lakeUrl}/v2025-02-19/data/mutate/production`, { host: lakeHost, method: 'POST', headers, body: rename })).status).toBe(403)
    expect((await requestWithHost(studioUrl, { host: foreignHostOf(studioUrl) })).status).toBe(403)
    const companyName = await (await fetch(`${lakeUrl}/v2025-02-19/data/query/production?query=*[_id=="siteSettings"][0].companyName`)).json()
    expect(companyName).toMatchObject({ result: 'Northbeam Software' })
    expect(await readFile(dataset, 'utf8')).toBe(bytes)

    await page.goto(`${studioUrl}structure/siteSettings`)
    await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue('Northbeam Software', { timeout: 120_000 })
    await expect(page.getByRole('button', { name: 'Local editor' })).toBeVisible()
    const shown = Date.now() - started
    console.log(`npm run studio to the first document shown (sanity dev, cold): ${shown} ms`)
    test.info().annotations.push({ type: 'npm-run-studio-to-first-document', description: `${shown} ms` })
    // Leave the Studio first: a dev Studio whose server stops says so with an error, as it should.
    await page.goto('about:blank')
  } finally {
    // To its whole process group, as a terminal sends Ctrl+C and systemd or Docker send SIGTERM.
    process.kill(-child.pid!, 'SIGTERM')
  }
  const exited = await new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true)
    child.on('exit', () => resolve(true))
    setTimeout(() => resolve(false), 15_000)
  })
  if (!exited) process.kill(-child.pid!, 'SIGKILL')
  expect(exited, 'npm run studio exits on SIGTERM').toBe(true)
  await expect.poll(() => answers(studioUrl)).toBe(false)
  await expect.poll(() => answers(`${lakeUrl}/v2025-02-19/ping`)).toBe(false)
})

test('Ctrl+C stops both the Studio and the lake', async () => {
  test.setTimeout(90_000)
  const dataset = path.join(suiteFolder, 'npm-run-studio-ctrl-c.ndjson')
  await copyFile(datasetFile, dataset)
  const { child, studioUrl, lakeUrl } = await startNpmRunStudio({
    SANITY_STUDIO_PROJECT_ID: '',
    STUDIO_PORT: String(devStudioPort),
    CONTENT_LAKE_PORT: '0',
    CONTENT_DATASET_FILE: dataset,
  })
  expect(await answers(`${lakeUrl}/v2025-02-19/ping`)).toBe(true)
  // What a terminal sends on Ctrl+C: SIGINT to the foreground process group.
  process.kill(-child.pid!, 'SIGINT')
  await expect.poll(() => child.exitCode !== null || child.signalCode !== null, { timeout: 15_000 }).toBe(true)
  await expect.poll(() => answers(studioUrl)).toBe(false)
  await expect.poll(() => answers(`${lakeUrl}/v2025-02-19/ping`)).toBe(false)
})
