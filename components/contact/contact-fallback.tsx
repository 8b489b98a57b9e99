// How else to reach the company when the form cannot send: a notice from content, then the e-mail address and phone as links.
import { Mail, Phone } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { EditAttribute } from '@/lib/content/edit-scope'
import { telHref } from '@/lib/presets/links'

interface ContactFallbackProps {
  notice: string
  email: string
  phone: string
  edit?: { notice?: EditAttribute; email?: EditAttribute; phone?: EditAttribute }
}

const linkClass =
  'inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

export function ContactFallback({ notice, email, phone, edit }: ContactFallbackProps) {
  return (
    <div className="rounded-2xl bg-brand-50 p-4 text-sm text-slate-800 ring-1 ring-brand-100">
      <p {...edit?.notice}>{notice}</p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`mailto:${email}`} className={linkClass} {...edit?.email}>
          <Icon node={Mail} className="size-4" />
          {email}
        </a>
        <a href={telHref(phone)} className={linkClass} {...edit?.phone}>
          <Icon node={Phone} className="size-4" />
          {phone}
        </a>
      </p>
    </div>
  )
}
