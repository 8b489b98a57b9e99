// Buttons in the site's three styles: inert buttons the spec gives no behaviour, and links styled as buttons.
import type { ReactNode } from 'react'
import type { EditAttribute } from '@/lib/content/edit-scope'
import { siteHref } from '@/lib/site-url'

type Variant = 'primary' | 'secondary' | 'inverse' | 'outline'

// A label never wraps inside its button: where two buttons cannot share a row, the row wraps instead.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors duration-200'

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700',
  secondary: 'bg-white/10 text-white ring-1 ring-inset ring-white/30 hover:bg-white/20',
  inverse: 'bg-white text-brand-700 hover:bg-brand-50',
  outline: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
}

export function buttonClasses(variant: Variant = 'primary', className = '') {
  return `${base} ${variants[variant]} ${className}`
}

interface ButtonProps {
  children: ReactNode
  variant?: Variant
  className?: string
  /** The content field the label comes from (preview overlays only). */
  edit?: EditAttribute
}

/** A real button with no behaviour attached, as the spec asks for its call-to-action buttons. */
export function InertButton({ children, variant, className, edit }: ButtonProps) {
  return (
    <button type="button" className={buttonClasses(variant, className)} {...edit}>
      {children}
    </button>
  )
}

export function ButtonLink({ children, variant, className, href, edit }: ButtonProps & { href: string }) {
  return (
    <a href={siteHref(href)} className={buttonClasses(variant, className)} {...edit}>
      {children}
    </a>
  )
}
