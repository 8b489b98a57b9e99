// The page-error guard every suite runs under: a console.error or an uncaught error fails the test; stock photos that
// cannot load, the site's own 404 page and errors a test allows on purpose do not. The errors are caused on a second
// page with a guard of its own, whose verdict the test reads: the test's own guard stays green.
import type { Page } from '@playwright/test'
import { pageErrorGuardMessage, watchPageErrors } from './base-test'
import { expect, stockImageOrigin, test, unknownRoute } from './fixtures'

/** The guard's verdict on `page`: its message when it fails the test, undefined when it lets it pass. */
function verdict(guard: ReturnType<typeof watchPageErrors>): string | undefined {
  try {
    guard.verify()
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

async function openedHome(page: Page): Promise<void> {
  expect((await page.goto('/'))?.status()).toBe(200)
}

test('a console.error on the page fails the test, naming the message', async ({ context }) => {
  const page = await context.newPage()
  const guard = watchPageErrors(page)
  await openedHome(page)
  const logged = page.waitForEvent('console', (message) => message.text() === 'Something broke')
  await page.evaluate(() => console.error('Something broke'))
  await logged
  const message = verdict(guard)
  expect(message).toContain(pageErrorGuardMessage)
  expect(message).toContain('console.error: Something broke')
})

test('an uncaught error on the page fails the test, naming the error', async ({ context }) => {
  const page = await context.newPage()
  const guard = watchPageErrors(page)
  await openedHome(page)
  const reported = page.waitForEvent('pageerror')
  await page.evaluate(() => void Promise.reject(new Error('Nobody caught this')))
  await reported
  const message = verdict(guard)
  expect(message).toContain(pageErrorGuardMessage)
  expect(message).toContain('uncaught: Error: Nobody caught this')
})

test('a photo the stock-photo host cannot deliver, the site’s 404 page and an allowed error pass', async ({
  context,
}) => {
  const page = await context.newPage()
  const guard = watchPageErrors(page)
  await page.route(`${stockImageOrigin}/**`, (route) => route.abort('failed'))
  await openedHome(page)
  const failed = page.waitForEvent('requestfailed')
  await page.evaluate(
    (origin) => document.body.append(Object.assign(new Image(), { src: `${origin}/photo-1?w=10` })),
    stockImageOrigin,
  )
  await failed
  expect((await page.goto(unknownRoute))?.status()).toBe(404)
  guard.allow(/^Expected by this test$/)
  const logged = page.waitForEvent('console', (message) => message.text() === 'Expected by this test')
  await page.evaluate(() => console.error('Expected by this test'))
  await logged
  expect(verdict(guard)).toBeUndefined()
})
