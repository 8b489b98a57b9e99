// Is my change live? The Site tool and the document badge against a live site built from the lake and served as
// npm run serve serves it: a publish waits, a rebuild makes it live, a failed build says why, a site that is down
// is said plainly; and npm run site-status says the same against the lake.
import { execFileSync } from 'node:child_process'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { readDatasetFile } from '../../lib/content/sources/dataset-file'
import { defaultDatasetFile } from '../../lib/content/source-config'
import { siteDocumentTypes } from '../../lib/content/site-content'
import type { BuildRecord } from '../../studio/plugins/site-status/logic/build-record'
import { buildReportId } from '../../studio/plugins/site-status/logic/build-report'
import { duration } from '../../studio/plugins/site-status/logic/publish-to-live'
import { runScript } from '../unit/run-script'
import { studioViolations, upstreamRules } from './axe'
import { buildSite, runBuild } from './build-site'
import { clickPublish, discardAllDrafts, documentPane, expect, openDocument, test } from './fixtures'
import type { LiveSite } from './live-site'
import { badge, screenshotForDocs, siteTool } from './site-tool-page'
import { deployRunsUrl, lakePort, liveSiteUrl, sitePollSeconds, suiteFolder } from './studio-suite'

// The Site tool's store lives as long as the Studio that runs it: each journey starts it afresh in a tab of its own.
test.use({ freshTab: true })

test.describe.configure({ mode: 'serial' })

const webService = '/structure/orderable-service;service.web'
const publishedTitle = 'Web Development, waiting for the site'
/** Longer than the schema's 60 characters: published by the API, the build refuses it. */
const refusedTitle = 'Web Development for ambitious teams who need software built right the first time'
const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim()

// Two folders in turn, as a host keeps the deploy it serves while the next one builds.
const deployFolders = ['live-site-a', 'live-site-b'].map((name) => path.join(suiteFolder, name))
let deploys = 0
let served = ''

/** Builds from the lake as the deploy workflow builds from Sanity, and serves the result as the live site. */
async function deploy(liveSite: LiveSite): Promise<void> {
  const outDir = deployFolders[deploys++ % deployFolders.length]!
  const started = Date.now()
  await buildSite(outDir)
  console.log(`Site build from the lake: ${Date.now() - started} ms`)
  liveSite.serve(outDir)
  served = outDir
}

const siteDocumentCount = (lake: SanityClient) =>
  lake.fetch<number>('count(*[_type in $types && !(_id in path("drafts.**"))])', { types: [...siteDocumentTypes] })

test.beforeAll(async ({ lake, liveSite }) => {
  test.setTimeout(300_000)
  await discardAllDrafts(lake)
  await deploy(liveSite)
})

// The other journeys expect the embedded content and no live site: put back what these changed.
test.afterAll(async ({ lake, liveSite }) => {
  const original = (await readDatasetFile(defaultDatasetFile)).find(({ _id }) => _id === 'service.web')!
  await lake.transaction([{ createOrReplace: original }, { delete: { id: buildReportId } }]).commit()
  liveSite.serve(null)
})

test('the tool says when and from which commit the live site was built and that all is live; a document says Live', async ({
  page,
  lake,
}) => {
  const tool = siteTool(page)
  await tool.open()
  await expect(tool.liveBuild).toContainText(
    new RegExp(`Built (just now|\\d+ min ago) \\(.+\\) from commit ${commit}\\.`),
  )
  await expect(tool.liveBuild).toContainText(`All ${await siteDocumentCount(lake)} published documents are live.`)
  await expect(tool.liveBuild.getByRole('link', { name: 'Open the live site' })).toHaveAttribute(
    'href',
    `${liveSiteUrl}/`,
  )
  await expect(tool.waiting).toHaveCount(0)
  // Nothing waits, so nothing polls; Check now asks all the same.
  const asked = page.waitForRequest(`${liveSiteUrl}/build.json`)
  await page.getByRole('button', { name: 'Check now' }).click()
  await asked
  await openDocument(page, webService, 'Title')
  await badge(page, 'Live').hover()
  await expect(page.getByText(/^The live site shows this published version \(built .+\)\.$/)).toBeVisible()
})

test('publishing a change shows it waiting in the document’s badge and in the tool, with when it was published', async ({
  page,
  lake,
}, testInfo) => {
  const pane = documentPane(page)
  await openDocument(page, webService, 'Title')
  await expect(badge(page, 'Live')).toBeVisible()
  await pane.field('Title').fill(publishedTitle)
  await clickPublish(page)
  await expect(badge(page, 'Waiting for rebuild')).toBeVisible({ timeout: 15_000 })
  await expect(badge(page, 'Live')).toHaveCount(0)

  const tool = siteTool(page)
  await tool.switchTo()
  const total = await siteDocumentCount(lake)
  await expect(tool.liveBuild).toContainText(`${total - 1} of ${total} published documents are live.`)
  const change = tool.waiting.getByRole('link', { name: new RegExp(publishedTitle) })
  await expect(change).toContainText('Waiting for the site to rebuild, published just now')
  await expect(tool.waiting.getByRole('alert')).toHaveCount(0)
  await screenshotForDocs(page, testInfo, 'site-tool-waiting.png')
  // The entry opens the document it names.
  await change.click()
  await expect(pane.field('Title')).toHaveValue(publishedTitle)
})

test('with a change waiting, axe finds no violation in the tool, and only the listed ones of Sanity’s around it', async ({
  page,
}) => {
  const tool = siteTool(page)
  await tool.open()
  // Every part drawn: the live site with its link, the waiting change's card (its preview loaded), the rebuild link.
  await expect(tool.waiting.getByRole('link', { name: new RegExp(publishedTitle) })).toBeVisible()
  await expect(tool.liveBuild.getByRole('link', { name: 'Open the live site' })).toBeVisible()
  await expect(tool.rebuild.getByRole('link')).toBeVisible()
  const { ours, theirs } = await studioViolations(page)
  expect(ours).toEqual([])
  expect(theirs.filter((rule) => !upstreamRules.includes(rule))).toEqual([])
})

// Its own browser profile: the fake clock it installs would stay on the suite's for good.
test.describe(() => {
  test.use({ ownBrowser: true })

  test('after a rebuild, served again, the tool and the badge show it live by themselves with how long it took, and the tool stops asking', async ({
    page,
    lake,
    liveSite,
  }, testInfo) => {
    test.setTimeout(300_000)
    // Playwright's clock, flowing as time does until the test runs it ahead.
    await page.clock.install()
    const tool = siteTool(page)
    await tool.open()
    await expect(tool.waiting).toContainText(publishedTitle)
    await deploy(liveSite)
    // No reload: the tool polls build.json while something waits.
    await expect(tool.liveBuild).toContainText(`All ${await siteDocumentCount(lake)} published documents are live.`)
    await expect(tool.waiting).toHaveCount(0)
    expect(await (await fetch(`${liveSiteUrl}/`)).text(), 'the rebuilt home page shows the published title').toContain(
      publishedTitle,
    )
    // The tool saw the change arrive, a polling beat or more after the build: the figure is still the build's own, from
    // the publish to build.json's builtAt.
    const carried = (JSON.parse(await readFile(path.join(served, 'build.json'), 'utf8')) as BuildRecord).changes?.find(
      ({ _id }) => _id === 'service.web',
    )
    const took = duration(Date.parse(carried!.builtAt) - Date.parse(carried!.publishedAt))
    await expect(tool.publishToLive).toContainText(`The last change went live ${took} after it was published.`)
    const arrived = tool.publishToLive.getByRole('link', { name: new RegExp(publishedTitle) })
    await expect(arrived).toContainText(
      new RegExp(`Live ${took} after it was published (just now|\\d+ min ago) \\(.+\\), counted to the build\\.`),
    )
    await expect(tool.publishToLive).toContainText(
      'Counted from each publish to the moment the site was rebuilt with it',
    )
    await screenshotForDocs(page, testInfo, 'site-tool-publish-to-live.png')

    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(`${liveSiteUrl}/build.json`)) asked.push(request.url())
    })
    // Three polling beats of time with nothing waiting, run at once on the page's clock: a tool still polling asks at the
    // first. Then Check now asks build.json, and a request a beat had started would have been reported before that one.
    await page.clock.runFor(3 * sitePollSeconds * 1000)
    const checked = page.waitForRequest(`${liveSiteUrl}/build.json`)
    await page.getByRole('button', { name: 'Check now' }).click()
    await checked
    expect(asked, 'build.json is asked by Check now alone while nothing waits').toHaveLength(1)

    await openDocument(page, webService, 'Title')
    await expect(badge(page, 'Live')).toBeVisible()
  })
})

test('a failed build’s report shows in the tool with the build’s own error lines, its commit and its run', async ({
  page,
  lake,
}, testInfo) => {
  test.setTimeout(180_000)
  const tool = siteTool(page)
  await tool.open()
  // A publish the build refuses (through the API, past the Studio's own rule), then the deploy's two steps.
  await lake.patch('service.web').set({ title: refusedTitle }).commit()
  const build = await runBuild(path.join(suiteFolder, 'failed-build'))
  expect(build.code, 'the build refuses the title').not.toBe(0)
  const log = path.join(suiteFolder, 'build.log')
  await writeFile(log, build.output)
  const report = await runScript('report-build.ts', ['--outcome', 'failure', '--log', log], {
    SANITY_PROJECT_ID: 'local',
    SANITY_API_HOST: `http://127.0.0.1:${lakePort}`,
    SANITY_API_WRITE_TOKEN: 'any-token-the-suite-lake-takes',
    GITHUB_SHA: execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim(),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'owner/northbeam',
    GITHUB_RUN_ID: '4242',
  })
  expect(report.stdout, report.stderr).toContain('Build report: failure with 2 error lines')

  // The tool hears the report and the change without a reload.
  await expect(tool.report).toContainText('Failed')
  await expect(tool.report).toContainText(new RegExp(`Finished (just now|\\d+ min ago) \\(.+\\), commit ${commit}\\.`))
  await expect(tool.report.getByRole('link', { name: 'View the run' })).toHaveAttribute(
    'href',
    'https://github.com/owner/northbeam/actions/runs/4242',
  )
  await expect(tool.report.getByRole('figure', { name: 'Why it failed, in the build’s own words' })).toHaveText(
    'The content has 1 problem; nothing was built:\n- service "service.web" › title: Must be at most 60 characters long',
  )
  await expect(tool.report).toContainText('Until a build succeeds, the live site keeps showing the build made')
  await expect(tool.waiting.getByRole('link', { name: new RegExp(refusedTitle) })).toContainText(
    'Waiting for the site to rebuild',
  )
  // A failure explains why the change waits, so it comes first.
  expect((await tool.report.boundingBox())!.y).toBeLessThan((await tool.waiting.boundingBox())!.y)
  await screenshotForDocs(page, testInfo, 'site-tool-failed-build.png')
})

test('npm run site-status against the lake and the served build lists the change still waiting, and how many are live', async ({
  lake,
}) => {
  const { code, stdout } = await runScript('site-status.ts', [], {
    SITE_URL: liveSiteUrl,
    SANITY_PROJECT_ID: 'local',
    SANITY_API_HOST: `http://127.0.0.1:${lakePort}`,
  })
  expect(code).toBe(0)
  const record = JSON.parse(await readFile(path.join(served, 'build.json'), 'utf8')) as {
    builtAt: string
    commit: string
  }
  const published = await lake.getDocument('service.web')
  const total = await siteDocumentCount(lake)
  expect(stdout.trim().split('\n')).toEqual([
    `live build: ${record.builtAt} ${record.commit}`,
    expect.stringMatching(
      new RegExp(`^waiting service service\\.web published ${published?._updatedAt} \\((just now|\\d+ min ago)\\)`),
    ),
    `${total - 1} of ${total} documents live`,
    expect.stringMatching(
      /^publish to live: median (\d+ s|\d+ min( \d+ s)?) over the last change\. Measured from each publish to the build that took it live/,
    ),
    expect.stringMatching(/^ {2}(\d+ s|\d+ min( \d+ s)?) service service\.web published \S+, built \S+$/),
  ])
})

test('a rollback to an older build shows at once what that build shows, waiting past the threshold warns with the deploy runs, and an unpublished one still live is listed', async ({
  page,
  liveSite,
}) => {
  const benefitPath = '/structure/orderable-benefit;benefit.fast-delivery'
  await openDocument(page, benefitPath, 'Title')
  await expect(badge(page, 'Live')).toBeVisible()
  // The host rolls back to a build made an hour earlier, before the benefit's last publish (which was long ago).
  const record = JSON.parse(await readFile(path.join(served, 'build.json'), 'utf8')) as BuildRecord
  record.builtAt = new Date(Date.parse(record.builtAt) - 60 * 60_000).toISOString()
  record.documents['benefit.fast-delivery'] = 'a-revision-before-the-last-publish'
  // And a benefit unpublished since that build, which the live site still shows.
  record.documents['benefit.retired'] = 'its-last-revision'
  const rolledBack = path.join(suiteFolder, 'rolled-back')
  await mkdir(rolledBack, { recursive: true })
  // Only what the tool reads: build.json, with the host's headers (_headers: readable from any origin).
  await copyFile(path.join(served, '_headers'), path.join(rolledBack, '_headers'))
  await writeFile(path.join(rolledBack, 'build.json'), JSON.stringify(record))
  liveSite.serve(rolledBack)
  try {
    // No reload (the refused title still waits, so the tool keeps asking): the badge follows what the site shows now,
    // older than what it showed a moment ago.
    await expect(badge(page, 'Waiting for rebuild')).toBeVisible()
    const tool = siteTool(page)
    await tool.switchTo()
    await expect(tool.liveBuild).toContainText('This is an older build than the one the site showed before')
    await expect(tool.liveBuild).toContainText(/\d+ of \d+ published documents are live\./)
    const warning = tool.waiting.getByRole('alert')
    await expect(warning).toContainText('The rebuild seems not to have happened')
    await expect(warning).toContainText('A change has waited more than 10 minutes')
    await expect(warning.getByRole('link', { name: 'See the deploy runs' })).toHaveAttribute('href', deployRunsUrl)
    const benefit = tool.waiting.locator('li', { has: page.locator('[data-document-id="benefit.fast-delivery"]') })
    await expect(benefit).toContainText(/Waiting for the site to rebuild, published \d+ days ago/)
    await expect(benefit).toContainText('Overdue')
    await expect(tool.waiting.getByText('Unpublished, still on the live site until it rebuilds')).toBeVisible()
    await expect(tool.waiting.getByText('benefit.retired', { exact: true })).toBeVisible()
  } finally {
    liveSite.serve(served)
  }
})

test('with the local site down the tool says so plainly, and how to get one, and nothing is called live; it recovers by itself; a failed first local build shows its own lines', async ({
  page,
  liveSite,
  pageErrors,
}) => {
  // The browser logs each refused request for build.json, and each 503: that is what this test causes.
  pageErrors.allow(/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/)
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)/)
  await liveSite.down()
  try {
    const tool = siteTool(page)
    await tool.open()
    await expect(tool.unreachable).toContainText(`No answer from ${liveSiteUrl}/build.json (network error).`)
    await expect(tool.unreachable).toContainText(
      'npm run studio serves the local site and builds it again after each publish.',
    )
    await expect(tool.unreachable).toContainText('Until it answers, nothing here is shown as live.')
    await expect(page.getByText(/are live\.$/)).toHaveCount(0)
    await openDocument(page, webService, 'Title')
    await expect(badge(page, 'No local site')).toBeVisible()
    await expect(badge(page, 'Live')).toHaveCount(0)
    await tool.switchTo()
    await liveSite.up()
    await expect(tool.liveBuild).toBeVisible()
    await expect(tool.unreachable).toHaveCount(0)

    // npm run studio's local site after its first build failed: 503 to every request, with the build's last lines. (The
    // refused title still waits, so the tool keeps asking.)
    const failure = {
      state: 'failed',
      error: 'The content has 1 problem; nothing was built:\n  - service "service.web" › title: Required',
      failedAt: new Date().toISOString(),
    }
    await page.route(`${liveSiteUrl}/build.json`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify(failure),
      }),
    )
    await expect(tool.localBuildFailed).toContainText(
      /npm run studio’s first build of the local site failed (just now|\d+ min ago)/,
    )
    await expect(
      tool.localBuildFailed.getByRole('figure', { name: 'Why it failed, in the build’s own words' }),
    ).toContainText('- service "service.web" › title: Required')
    await expect(tool.localBuildFailed).toContainText('if not, send them to a developer.')
    await openDocument(page, webService, 'Title')
    await expect(badge(page, 'Local site build failed')).toBeVisible()
    await page.unroute(`${liveSiteUrl}/build.json`)
    await expect(badge(page, 'Local site build failed')).toHaveCount(0)
  } finally {
    await liveSite.up()
  }
})
