// The page-error guard every suite runs under: a console.error or an uncaught error fails the test; stock photos that
// cannot load, the site's own 404 page and errors a test allows on purpose do not.
import { expect, stockImageOrigin, test, unknownRoute } from './fixtures'

test('a console.error on the page fails the test', async ({ page }) => {
  test.fail()
  await page.goto('/')
  await page.evaluate(() => console.error('Something broke'))
})

test('an uncaught error on the page fails the test', async ({ page }) => {
  test.fail()
  await page.goto('/')
  const reported = page.waitForEvent('pageerror')
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('Nobody caught this'))))
  await reported
})

test('a photo the stock-photo host cannot deliver, the site’s 404 page and an allowed error pass', async ({ page, pageErrors }) => {
  await page.route(`${stockImageOrigin}/**`, (route) => route.abort('failed'))
  await page.goto('/')
  const failed = page.waitForEvent('requestfailed')
  await page.evaluate((origin) => document.body.append(Object.assign(new Image(), { src: `${origin}/photo-1?w=10` })), stockImageOrigin)
  await failed
  expect((await page.goto(unknownRoute))?.status()).toBe(404)
  pageErrors.allow(/^Expected by this test$/)
  await page.evaluate(() => console.error('Expected by this test'))
})
