// Rebuild from the Studio: "Rebuild now" POSTs to the host's deploy hook kept in a private document and shows how the
// host answered; without a hook, a link to run the deploy workflow by hand.
import { deployHookId, deployHookType } from '../../lib/site-status/deploy-hook'
import { expect, test } from './fixtures'
import { siteTool } from './site-tool-page'
import { startStandInHook, type StandInHook } from './stand-in-hook'
import { deployRunsUrl } from './studio-suite'

let hook: StandInHook

test.beforeAll(async () => {
  hook = await startStandInHook()
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
  await expect(tool.rebuild.getByRole('link', { name: 'Open the deploy workflow' })).toHaveAttribute('href', deployRunsUrl)
  await expect(tool.rebuild.getByRole('button', { name: 'Rebuild now' })).toHaveCount(0)
})

test('with a deploy hook, Rebuild now POSTs to it once and says the host accepted; a refusal is said too', async ({ page, lake, pageErrors }) => {
  const tool = siteTool(page)
  await tool.open()
  // Stored as npm run deploy-hook stores it; the open tool hears it arrive.
  await lake.createOrReplace({ _id: deployHookId, _type: deployHookType, url: hook.url })
  const rebuildNow = tool.rebuild.getByRole('button', { name: 'Rebuild now' })
  await rebuildNow.click()
  await expect(tool.rebuild.getByRole('status')).toContainText(/^The host accepted the rebuild at .+ \(HTTP 201\)\. The site changes when the build finishes/)
  expect(hook.requests).toEqual([{ method: 'POST', path: '/build_hooks/northbeam', body: '' }])
  await expect(tool.rebuild.getByRole('link', { name: 'Open the deploy workflow' })).toHaveCount(0)

  // The browser logs the refused POST: that is what this part causes.
  pageErrors.allow(/^Failed to load resource: the server responded with a status of 500/)
  hook.answer = 500
  await rebuildNow.click()
  await expect(tool.rebuild.getByRole('status')).toHaveText(
    'The deploy hook refused the rebuild (HTTP 500 Internal Server Error). Ask your developer to check it.',
  )
  expect(hook.requests).toHaveLength(2)

  // Removed (npm run deploy-hook -- --remove): the button goes, the way by hand comes back.
  await lake.delete(deployHookId)
  await expect(rebuildNow).toHaveCount(0)
  await expect(tool.rebuild.getByRole('link', { name: 'Open the deploy workflow' })).toBeVisible()
})

test('what the tool said stays when the Studio learns the project’s features, the last thing it asks as it starts', async ({ page, lake }) => {
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
  hook.answer = 201
  await tool.rebuild.getByRole('button', { name: 'Rebuild now' }).click()
  const status = tool.rebuild.getByRole('status')
  await expect(status).toContainText('The host accepted the rebuild')

  const answered = page.waitForResponse((response) => isFeatures(new URL(response.url())))
  answerFeatures()
  await answered
  // A Studio that mounts its layout again does so within a few frames of the answer; 2 s is many times that. Being
  // slow can only let this pass late, never fail it.
  const kept = await status.evaluate(
    (node) =>
      new Promise<boolean>((resolve) => {
        const end = performance.now() + 2000
        const watch = () => (!node.isConnected ? resolve(false) : performance.now() > end ? resolve(true) : requestAnimationFrame(watch))
        requestAnimationFrame(watch)
      }),
  )
  expect(kept, 'the message is still the one on screen').toBe(true)
  await expect(status).toContainText('The host accepted the rebuild')
})
