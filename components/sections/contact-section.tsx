// The contact section (#contact): how to reach the company, and the enquiry form.
import { Clock, Mail, MapPin, Phone } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { ContactFallback } from '@/components/contact/contact-fallback'
import { ContactForm, type ContactFormProps } from '@/components/contact/contact-form'
import { Island } from '@/components/islands/island'
import { Container } from '@/components/ui/container'
import { SectionHeading } from '@/components/ui/section-heading'
import { editScope, islandAttributes, type DocumentRef, type EditScope } from '@/lib/content/edit-scope'
import type { HomePage, SiteSettings } from '@/lib/content/site-content'
import { telHref } from '@/lib/presets/links'

/** Only the labels the form shows, so the island's serialised props carry nothing else of the section. */
function contactFormLabels(section: HomePage['contactSection']): ContactFormProps['labels'] {
  const { nameLabel, namePlaceholder, emailLabel, emailPlaceholder, companyLabel, companyPlaceholder } = section
  const { messageLabel, messagePlaceholder, requiredHint, submitLabel } = section
  return {
    nameLabel,
    namePlaceholder,
    emailLabel,
    emailPlaceholder,
    companyLabel,
    companyPlaceholder,
    messageLabel,
    messagePlaceholder,
    requiredHint,
    submitLabel,
  }
}

/** The form's overlay attributes, one per label; undefined in the export, so the island's props are unchanged. */
function contactFormEdit(labels: ContactFormProps['labels'], edit: EditScope | undefined): ContactFormProps['edit'] {
  if (!edit) return undefined
  const fields = Object.keys(labels) as (keyof typeof labels)[]
  return islandAttributes(
    Object.fromEntries(fields.map((field) => [field, edit(field)])) as NonNullable<ContactFormProps['edit']>,
  )
}

export function ContactSection({
  section,
  settings,
  doc,
}: {
  section: HomePage['contactSection']
  settings: SiteSettings
  doc?: DocumentRef
}) {
  // Preview overlays only: the home page's contact fields.
  const edit = doc ? editScope(doc, 'contactSection') : undefined
  const editSettings = editScope(settings)
  const labels = contactFormLabels(section)
  const reachUs = { email: settings.email, phone: settings.phone }
  const reachUsEdit = { email: editSettings('email'), phone: editSettings('phone') }
  const details = [
    { icon: Mail, text: settings.email, href: `mailto:${settings.email}`, edit: editSettings('email') },
    { icon: Phone, text: settings.phone, href: telHref(settings.phone), edit: editSettings('phone') },
    { icon: MapPin, text: settings.location, edit: editSettings('location') },
    { icon: Clock, text: settings.businessHours, edit: editSettings('businessHours') },
  ]
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="contact-heading" {...section} edit={edit} />
        <div className="mt-14 grid gap-8 lg:grid-cols-5">
          <div className="rounded-3xl bg-slate-950 p-8 text-slate-300 lg:col-span-2">
            <h3 className="text-xl font-semibold text-white" {...edit?.('detailsHeading')}>
              {section.detailsHeading}
            </h3>
            <p className="mt-3 leading-relaxed" {...edit?.('detailsText')}>
              {section.detailsText}
            </p>
            <ul className="mt-8 space-y-5">
              {details.map(({ icon, text, href, edit: detailEdit }) => (
                <li key={text} className="flex items-center gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-brand-300">
                    <Icon node={icon} className="size-5" />
                  </span>
                  {href ? (
                    <a href={href} className="hover:text-brand-200 rounded text-white" {...detailEdit}>
                      {text}
                    </a>
                  ) : (
                    <span className="text-white" {...detailEdit}>
                      {text}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
            {/* Without JavaScript the form validates but cannot send (method="dialog"): the visitor learns how else to reach us. */}
            <noscript>
              <div className="mb-6">
                <ContactFallback
                  notice={section.noScriptNotice}
                  {...reachUs}
                  edit={{ ...reachUsEdit, notice: edit?.('noScriptNotice') }}
                />
              </div>
            </noscript>
            <Island
              name="contact-form"
              component={ContactForm}
              wakeUp="visible"
              props={{ labels, edit: contactFormEdit(labels, edit) }}
              unavailable={
                <div className="mt-6">
                  <ContactFallback
                    notice={section.unavailableNotice}
                    {...reachUs}
                    edit={{ ...reachUsEdit, notice: edit?.('unavailableNotice') }}
                  />
                </div>
              }
            />
          </div>
        </div>
      </Container>
    </section>
  )
}
