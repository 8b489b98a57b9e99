// The enquiry form: labelled native fields, browser validation, and a submit that only logs the values.
import { jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { ContactForm } from '@/components/contact/contact-form'

const labels = {
  nameLabel: 'Your name',
  namePlaceholder: 'Jane Smith',
  emailLabel: 'Work e-mail',
  emailPlaceholder: 'jane@company.com',
  companyLabel: 'Company',
  companyPlaceholder: 'Acme Inc.',
  messageLabel: 'Project details',
  messagePlaceholder: 'Tell us about your project',
  requiredHint: 'Fields marked * are required',
  submitLabel: 'Send Message',
}

const filled = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We need a mobile app for our engine.',
}

let log: jest.SpiedFunction<typeof console.log>
let fetchSpy: jest.Mock
let xhrOpen: jest.SpiedFunction<XMLHttpRequest['open']>
let xhrSend: jest.SpiedFunction<XMLHttpRequest['send']>
const originalFetch = globalThis.fetch

beforeEach(() => {
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
  // jsdom has no fetch of its own; a stand-in lets the test see any call.
  fetchSpy = jest.fn()
  globalThis.fetch = fetchSpy as unknown as typeof fetch
  xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open')
  xhrSend = jest.spyOn(XMLHttpRequest.prototype, 'send')
})

afterEach(() => {
  jest.restoreAllMocks()
  globalThis.fetch = originalFetch
})

function renderForm() {
  render(<ContactForm labels={labels} />)
  return {
    name: screen.getByLabelText(/^Your name/),
    email: screen.getByLabelText(/^Work e-mail/),
    company: screen.getByLabelText(/^Company/),
    message: screen.getByLabelText(/^Project details/),
    submit: screen.getByRole('button', { name: 'Send Message' }),
  }
}

function fill(fields: ReturnType<typeof renderForm>, values: Partial<typeof filled>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(fields[name as keyof typeof filled], { target: { value } })
}

describe('ContactForm', () => {
  it('labels every field with the wording it is given, read without the asterisk', () => {
    const fields = renderForm()
    expect(fields.name).toHaveAccessibleName('Your name')
    expect(fields.email).toHaveAccessibleName('Work e-mail')
    expect(fields.company).toHaveAccessibleName('Company')
    expect(fields.message).toHaveAccessibleName('Project details')
    expect(fields.name).toHaveAttribute('placeholder', 'Jane Smith')
    expect(fields.message).toHaveAttribute('placeholder', 'Tell us about your project')
    expect(screen.getByText('Fields marked * are required')).toBeInTheDocument()
  })

  it('requires name, e-mail and message but not company', () => {
    const fields = renderForm()
    expect(fields.name).toBeRequired()
    expect(fields.email).toBeRequired()
    expect(fields.message).toBeRequired()
    expect(fields.company).not.toBeRequired()
  })

  it('asks for an e-mail address in a type=email field and the message in a five-row textarea', () => {
    const fields = renderForm()
    expect(fields.email).toHaveAttribute('type', 'email')
    expect(fields.message.tagName).toBe('TEXTAREA')
    expect(fields.message).toHaveAttribute('rows', '5')
    expect(fields.name).toHaveAttribute('autocomplete', 'name')
    expect(fields.email).toHaveAttribute('autocomplete', 'email')
  })

  it('logs exactly the typed values on submit and sends nothing over the network', () => {
    const fields = renderForm()
    fill(fields, filled)
    fireEvent.click(fields.submit)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'We need a mobile app for our engine.',
      },
    ])
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(xhrOpen).not.toHaveBeenCalled()
    expect(xhrSend).not.toHaveBeenCalled()
  })

  it('logs an empty company when it is left blank', () => {
    const fields = renderForm()
    fill(fields, { ...filled, company: '' })
    fireEvent.click(fields.submit)
    expect(log).toHaveBeenCalledWith({ ...filled, company: '' })
  })

  it('uses method="dialog", so a submit no script handles goes nowhere and never puts the values in a URL', () => {
    const fields = renderForm()
    expect(fields.submit.closest('form')).toHaveAttribute('method', 'dialog')
    expect(fields.submit.closest('form')).not.toHaveAttribute('action')
  })

  it('keeps the page where it is: the submit event is cancelled', () => {
    const fields = renderForm()
    fill(fields, filled)
    const seen: boolean[] = []
    const onSubmit = (event: Event) => seen.push(event.defaultPrevented)
    document.addEventListener('submit', onSubmit)
    try {
      fireEvent.click(fields.submit)
    } finally {
      document.removeEventListener('submit', onSubmit)
    }
    expect(seen).toEqual([true])
  })

  it('shows no message after submit and leaves the form as it was', () => {
    const fields = renderForm()
    fill(fields, filled)
    const form = fields.submit.closest('form')!
    const before = form.textContent
    fireEvent.click(fields.submit)
    expect(form.textContent).toBe(before)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(fields.name).toHaveValue('Ada Lovelace')
  })

  it('logs nothing while a required field is empty or the e-mail is invalid', () => {
    const fields = renderForm()
    fill(fields, { ...filled, message: '' })
    fireEvent.click(fields.submit)
    fill(fields, { message: filled.message, email: 'not-an-address' })
    fireEvent.click(fields.submit)
    expect(log).not.toHaveBeenCalled()
    fill(fields, { email: filled.email })
    fireEvent.click(fields.submit)
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('ContactForm in the preview', () => {
  it('marks each label, each field’s wrapper, the hint and the submit with the overlay it is given', () => {
    const edit = Object.fromEntries(
      Object.keys(labels).map((key) => [key, { 'data-sanity': `path=contactSection.${key}` }]),
    ) as Record<keyof typeof labels, { 'data-sanity': string }>
    render(<ContactForm labels={labels} edit={edit} />)
    expect(screen.getByText('Your name').closest('label')).toHaveAttribute(
      'data-sanity',
      'path=contactSection.nameLabel',
    )
    expect(screen.getByPlaceholderText('Jane Smith').parentElement).toHaveAttribute(
      'data-sanity',
      'path=contactSection.namePlaceholder',
    )
    expect(screen.getByText(labels.requiredHint)).toHaveAttribute('data-sanity', 'path=contactSection.requiredHint')
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'data-sanity',
      'path=contactSection.submitLabel',
    )
  })

  it('carries no overlay attribute without them, as in the export', () => {
    const { container } = render(<ContactForm labels={labels} />)
    expect(container.querySelectorAll('[data-sanity]')).toHaveLength(0)
  })
})

describe('ContactForm as a lazily hydrated island', () => {
  it('keeps what was typed into the server-rendered form before React woke up, and logs it on submit', async () => {
    const { renderToString } = await import('react-dom/server.node')
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('@testing-library/react')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ContactForm labels={labels} />)
    document.body.append(container)
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    for (const [name, value] of Object.entries(filled)) field(name).value = value

    await act(async () => {
      hydrateRoot(container, <ContactForm labels={labels} />)
    })
    // A change after waking up re-renders every field from state: the early text must be in it.
    fireEvent.change(field('company'), { target: { value: 'Engines Ltd' } })
    fireEvent.submit(container.querySelector('form')!)

    expect(field('name')).toHaveValue(filled.name)
    expect(log).toHaveBeenCalledWith({ ...filled, company: 'Engines Ltd' })
    container.remove()
  })
})
