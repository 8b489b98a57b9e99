// Rebuild from the Studio: "Rebuild now" POSTs once to the host's deploy hook kept in a private document and says the
// host was asked (a browser may not read a hook's answer); without a hook, a link to run the deploy workflow by hand.
import { deployHookId, deployHookType } from '../../studio/plugins/site-status/logic/deploy-hook'
import { expect, test } from './fixtures'
import { siteTool } from './site-tool-page'
import { startStandInHook, type StandInHook } from './stand-in-hook'
import { deployRunsUrl } from './studio-suite'

// The Site tool's store lives as long as the Studio that runs it: each journey starts it afresh in a tab of its own.
test.use({ freshTab: true })

let hook: StandInHook

test.beforeAll(async () => {
  hook = await startStandInHook()
})
test.afterEach(() => {
  hook.cors = true
})
test.afterAll(async ({ lake }) => {
  await lake.delete(deployHookId)
  await hook.close()
})

test('without a deploy hook the tool links the deploy workflow, to run it by hand', async ({ page, lake }) => {
  await lake.delete(deployHookId)
  const tool = siteTool(page)
  await tool.open()
  await expect(tool.rebuild).toContainText('To start one by hand, open the deploy workflow and choose “Run workflow”.')
  await expect(tool.rebuild.getByRole('link', { name: 'Open the deploy workflow' })).toHaveAttribute(
    'href',
    deployRunsUrl,
  )
  await expect(tool.rebuild.getByRole('button', { name: 'Rebuild now' })).toHaveCount(0)
})

test('with a deploy hook that answers without CORS headers, one click of Rebuild now POSTs to it once and says the host was asked', async ({
  page,
  lake,
}) => {
  // Playwright's own routing would add CORS headers to the answer: the stand-in itself leaves them out.
  hook.cors = false
  const tool = siteTool(page)
  await tool.open()
  // Stored as npm run deploy-hook stores it; the open tool hears it arrive.
  await lake.createOrReplace({ _id: deployHookId, _type: deployHookType, url: hook.url })
  const rebuildNow = tool.rebuild.getByRole('button', { name: 'Rebuild now' })
  await rebuildNow.click()
  await expect(tool.rebuild.getByRole('status')).toContainText(
    /^The host was asked for a rebuild at .+\. The site changes when the build finishes/,
  )
  await expect(tool.rebuild.getByRole('status')).toContainText(
    'if nothing changes within a few minutes, ask your developer to check the deploy hook.',
  )
  expect(hook.requests).toEqual([{ method: 'POST', path: '/build_hooks/northbeam', body: '' }])
  await expect(tool.rebuild.getByRole('link', { name: 'Open the deploy workflow' })).toHaveCount(0)

  // Removed (npm run deploy-hook -- --remove): the button goes, the way by hand comes back.
  await lake.delete(deployHookId)
  await expect(rebuildNow).toHaveCount(0)
  await expect(tool.rebuild.getByRole('link', { name: 'Open the deploy workflow' })).toBeVisible()
})

test('what the tool said stays when the Studio learns the project’s features, the last thing it asks as it starts', async ({
  page,
  lake,
}) => {
  // Held until the message shows, so the answer arrives while it is on screen, as it can on a fast machine.
  let answerFeatures = () => {}
  const held = new Promise<void>((resolve) => (answerFeatures = resolve))
  const isFeatures = (url: URL) => url.pathname.endsWith('/features')
  await page.route(isFeatures, async (route) => {
    await held
    await route.continue()
  })
  const tool = siteTool(page)
  await tool.open()
  await lake.createOrReplace({ _id: deployHookId, _type: deployHookType, url: hook.url })
  await tool.rebuild.getByRole('button', { name: 'Rebuild now' }).click()
  const status = tool.rebuild.getByRole('status')
  await expect(status).toContainText('The host was asked for a rebuild')

  const answered = page.waitForResponse((response) => isFeatures(new URL(response.url())))
  answerFeatures()
  await answered
  // A Studio that mounts its layout again does so within a few frames of the answer; 2 s is many times that. Being
  // slow can only let this pass late, never fail it.
  const kept = await status.evaluate(
    (node) =>
      new Promise<boolean>((resolve) => {
        const end = performance.now() + 2000
        const watch = () =>
          !node.isConnected ? resolve(false) : performance.now() > end ? resolve(true) : requestAnimationFrame(watch)
        requestAnimationFrame(watch)
      }),
  )
  expect(kept, 'the message is still the one on screen').toBe(true)
  await expect(status).toContainText('The host was asked for a rebuild')
})
