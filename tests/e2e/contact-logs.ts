// What the contact form logs, and how a test knows nothing else was logged without waiting a fixed time: a marked send
// after the action logs through the same path, so once it has arrived, whatever the action logged has arrived before it.
import { expect, type ConsoleMessage, type Page } from '@playwright/test'

export interface ContactValues {
  name: string
  email: string
  company: string
  message: string
}

/** The values of the marked send: unlike any a test sends itself. */
export const markedSend: ContactValues = {
  name: 'Marked send',
  email: 'marked-send@example.com',
  company: 'Sent last',
  message: 'Sent after the action under test, so everything the action logged comes before it.',
}

/** The first value of every console.log from now on, in order (each resolves once Playwright has read it). */
export function recordLogs(page: Page): Promise<unknown>[] {
  const logged: Promise<unknown>[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'log') logged.push(message.args()[0]?.jsonValue() ?? Promise.resolve(undefined))
  })
  return logged
}

/**
 * Fills the contact form with the marked values and sends it, waits for its log, and resolves with everything logged
 * before it. Call it once the action under test has been done; it changes what the form holds.
 */
export async function logsBeforeMarkedSend(page: Page, logged: Promise<unknown>[]): Promise<unknown[]> {
  const form = page.locator('#contact form')
  // A send held while the form's code loads is replayed, or given up, before the form stops being busy; the loader
  // keeps one held send per form, so the marked send waits for that.
  await expect(form).not.toHaveAttribute('aria-busy')
  await form.locator('#contact-name').fill(markedSend.name)
  await form.locator('#contact-email').fill(markedSend.email)
  await form.locator('#contact-company').fill(markedSend.company)
  await form.locator('#contact-message').fill(markedSend.message)
  await form.locator('button[type="submit"]').click()
  let values: unknown[] = []
  await expect
    .poll(async () => (values = await Promise.all(logged)).some((value) => isMarkedSend(value)), {
      message: 'the marked send is logged',
    })
    .toBe(true)
  return values.slice(
    0,
    values.findIndex((value) => isMarkedSend(value)),
  )
}

const isMarkedSend = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(markedSend).every(([field, text]) => (value as Record<string, unknown>)[field] === text)
