// The contact form: labelled fields, the browser's own validation, and a valid submit that only logs the values.
import type { Locator, Page } from '@playwright/test'
import { logsBeforeMarkedSend, recordLogs, type ContactValues } from './contact-logs'
import { home } from './content'
import { expect, test, waitForIsland, type NetworkLog } from './fixtures'

const labels = home.contactSection

function form(page: Page) {
  return page.locator('#contact form')
}

const fields = {
  name: (page: Page) => page.locator('#contact').getByRole('textbox', { name: labels.nameLabel, exact: true }),
  email: (page: Page) => page.locator('#contact').getByRole('textbox', { name: labels.emailLabel, exact: true }),
  company: (page: Page) => page.locator('#contact').getByRole('textbox', { name: labels.companyLabel, exact: true }),
  message: (page: Page) => page.locator('#contact').getByRole('textbox', { name: labels.messageLabel, exact: true }),
}

const submitButton = (page: Page) => form(page).getByRole('button', { name: labels.submitLabel, exact: true })

/** The visible text of the page (not field values), to prove a submit shows nothing new. */
const visibleText = (page: Page) => page.locator('body').innerText()

/** Text of every live region (alerts and statuses, shadow DOM included), such as Next.js's route announcer. */
const announcements = async (page: Page) => [
  ...(await page.getByRole('alert').allTextContents()),
  ...(await page.getByRole('status').allTextContents()),
]

const isInvalid = (locator: Locator) => locator.evaluate((element) => element.matches(':invalid'))
const formIsValid = (page: Page) => form(page).evaluate((element) => (element as HTMLFormElement).checkValidity())

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await page.locator('#contact form').scrollIntoViewIfNeeded()
  // The form wakes up as it nears the screen; its loading is not a request the form makes.
  await waitForIsland(page, 'contact-form')
})

test('the Name, Email, Company and Project Details labels are associated with their fields; the textarea has 5 rows', async ({
  page,
}) => {
  const expected = [
    { label: labels.nameLabel, tag: 'INPUT', type: 'text', required: true, locate: fields.name },
    { label: labels.emailLabel, tag: 'INPUT', type: 'email', required: true, locate: fields.email },
    { label: labels.companyLabel, tag: 'INPUT', type: 'text', required: false, locate: fields.company },
    { label: labels.messageLabel, tag: 'TEXTAREA', type: null, required: true, locate: fields.message },
  ]
  for (const { label, tag, type, required, locate } of expected) {
    const control = locate(page)
    await expect(control, `the field labelled ${label}`).toHaveCount(1)
    await expect(control).toBeVisible()
    expect(await control.evaluate((element) => element.tagName)).toBe(tag)
    if (type) await expect(control).toHaveAttribute('type', type)
    expect(await control.evaluate((element) => (element as HTMLInputElement).required), `${label} required`).toBe(
      required,
    )
    // The label element itself names the control (for/id or nesting), and clicking it focuses the control.
    const labelText = await control.evaluate((element) =>
      [...((element as HTMLInputElement).labels ?? [])].map((l) => l.textContent ?? '').join(' '),
    )
    expect(labelText).toContain(label)
    await form(page).locator('label', { hasText: label }).first().click()
    await expect(control).toBeFocused()
  }
  await expect(fields.message(page)).toHaveAttribute('rows', '5')
})

test('submitting the empty form is blocked by native validation and logs nothing', async ({ page, network }) => {
  const requests = network.since()
  const logged = recordLogs(page)
  const url = page.url()
  const textBefore = await visibleText(page)
  await submitButton(page).click()
  expect(await formIsValid(page)).toBe(false)
  expect(await isInvalid(fields.name(page))).toBe(true)
  expect(await fields.name(page).evaluate((element) => (element as HTMLInputElement).validity.valueMissing)).toBe(true)
  expect(await isInvalid(fields.company(page)), 'company is optional').toBe(false)
  expect(page.url()).toBe(url)
  expect(await visibleText(page)).toBe(textBefore)
  expect(await logsBeforeMarkedSend(page, logged), 'nothing is logged before a valid send').toEqual([])
  expect(
    requests.filter((request) => request.resourceType() !== 'image').map((request) => request.url()),
    'no request other than images',
  ).toEqual([])
})

test('an invalid e-mail address blocks the submit and logs nothing', async ({ page }) => {
  const logged = recordLogs(page)
  const url = page.url()
  await fields.name(page).fill('Ada Lovelace')
  await fields.email(page).fill('ada-at-example')
  await fields.message(page).fill('A small analytics engine.')
  await submitButton(page).click()
  expect(await formIsValid(page)).toBe(false)
  expect(await isInvalid(fields.email(page))).toBe(true)
  expect(await fields.email(page).evaluate((element) => (element as HTMLInputElement).validity.typeMismatch)).toBe(true)
  expect(await isInvalid(fields.name(page))).toBe(false)
  expect(page.url()).toBe(url)
  expect(await logsBeforeMarkedSend(page, logged), 'nothing is logged before a valid send').toEqual([])
})

const submitValid = async (page: Page, network: NetworkLog, values: ContactValues) => {
  const requests = network.since()
  const logged = recordLogs(page)
  const url = page.url()
  await fields.name(page).fill(values.name)
  await fields.email(page).fill(values.email)
  if (values.company) await fields.company(page).fill(values.company)
  await fields.message(page).fill(values.message)
  expect(await formIsValid(page)).toBe(true)
  const textBefore = await visibleText(page)
  const announcementsBefore = await announcements(page)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await submitButton(page).click()
  expect(await logsBeforeMarkedSend(page, logged), 'the submit logs the values, once').toEqual([values])
  expect(page.url(), 'the URL does not change').toBe(url)
  expect(
    requests
      .filter((request) => request.resourceType() !== 'image')
      .map((request) => `${request.method()} ${request.url()}`),
    'no request other than images',
  ).toEqual([])
  expect(dialogs, 'no dialog').toEqual([])
  expect(await visibleText(page), 'no new message appears').toBe(textBefore)
  expect(await announcements(page), 'no alert or status is announced').toEqual(announcementsBefore)
}

test('a valid submit logs the four values, requests nothing, shows no message and keeps the URL', async ({
  page,
  network,
}) => {
  await submitValid(page, network, {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    company: 'Analytical Engines Ltd',
    message: 'We need an app that computes Bernoulli numbers.\nBudget: modest.',
  })
})

test('the company field may be left empty', async ({ page, network }) => {
  await submitValid(page, network, {
    name: 'Grace Hopper',
    email: 'grace@example.org',
    company: '',
    message: 'A compiler, please.',
  })
})
