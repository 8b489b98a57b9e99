'use client'
// The enquiry form: native browser validation only; a valid submit logs the values and sends nothing.
import { Send } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { EditAttribute } from '@/lib/content/edit-scope'
import type { HomePage } from '@/lib/content/site-content'

export interface ContactValues {
  name: string
  email: string
  company: string
  message: string
}

type Labels = Pick<
  HomePage['contactSection'],
  | 'nameLabel'
  | 'namePlaceholder'
  | 'emailLabel'
  | 'emailPlaceholder'
  | 'companyLabel'
  | 'companyPlaceholder'
  | 'messageLabel'
  | 'messagePlaceholder'
  | 'requiredHint'
  | 'submitLabel'
>

export interface ContactFormProps {
  labels: Labels
  /** Where each label comes from, computed by the section (preview overlays only; absent in the export). */
  edit?: Record<keyof Labels, EditAttribute>
}

const emptyValues: ContactValues = { name: '', email: '', company: '', message: '' }

function typedValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const field = (name: keyof ContactValues) => String(data.get(name) ?? '')
  return { name: field('name'), email: field('email'), company: field('company'), message: field('message') }
}

const fieldClass =
  'mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none'

function Label({
  htmlFor,
  text,
  required,
  edit,
}: {
  htmlFor: string
  text: string
  required?: boolean
  edit?: EditAttribute
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-900" {...edit}>
      {text}
      {required && (
        <span className="text-brand-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

export function ContactForm({ labels, edit }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(emptyValues)
  const formRef = useRef<HTMLFormElement>(null)

  // The form wakes up lazily: keep whatever was typed before React took over. A layout effect, so the values are in
  // state before a submit held back during hydration is replayed.
  useLayoutEffect(() => {
    const form = formRef.current
    if (form) setValues(typedValues(form))
  }, [])

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The spec's whole submit behaviour: the values go to the console, nowhere else.
    console.log(values)
  }

  return (
    // method="dialog": outside a dialog, a submit the script does not handle goes nowhere, so the values never reach a URL.
    <form ref={formRef} method="dialog" onSubmit={submit} className="group grid gap-6 sm:grid-cols-2">
      {/* Each field's wrapper marks its placeholder for overlays; the label marks its own text. */}
      <div {...edit?.namePlaceholder}>
        <Label htmlFor="contact-name" text={labels.nameLabel} edit={edit?.nameLabel} required />
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={update}
          placeholder={labels.namePlaceholder}
          className={fieldClass}
        />
      </div>
      <div {...edit?.emailPlaceholder}>
        <Label htmlFor="contact-email" text={labels.emailLabel} edit={edit?.emailLabel} required />
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={update}
          placeholder={labels.emailPlaceholder}
          className={fieldClass}
        />
      </div>
      <div className="sm:col-span-2" {...edit?.companyPlaceholder}>
        <Label htmlFor="contact-company" text={labels.companyLabel} edit={edit?.companyLabel} />
        <input
          id="contact-company"
          name="company"
          type="text"
          autoComplete="organization"
          value={values.company}
          onChange={update}
          placeholder={labels.companyPlaceholder}
          className={fieldClass}
        />
      </div>
      <div className="sm:col-span-2" {...edit?.messagePlaceholder}>
        <Label htmlFor="contact-message" text={labels.messageLabel} edit={edit?.messageLabel} required />
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          value={values.message}
          onChange={update}
          placeholder={labels.messagePlaceholder}
          className={`${fieldClass} resize-y`}
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" {...edit?.requiredHint}>
          {labels.requiredHint}
        </p>
        <button
          type="submit"
          // While a send waits for the form's code (the loader marks the form aria-busy), the button shows it.
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 py-2.5 text-sm font-semibold text-white shadow-sm group-aria-busy:cursor-progress group-aria-busy:ring-4 group-aria-busy:ring-brand-300 hover:bg-brand-700"
          {...edit?.submitLabel}
        >
          {labels.submitLabel}
          <Icon node={Send} className="size-4 group-aria-busy:animate-pulse" />
        </button>
      </div>
    </form>
  )
}
