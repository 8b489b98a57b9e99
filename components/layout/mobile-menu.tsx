'use client'
// The small-screen menu: a labelled toggle; choosing a link or pressing Escape closes it.
import { Menu, X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useId, useRef, useState } from 'react'
import type { NavigationLink } from '@/lib/content/site-content'

interface MobileMenuProps {
  links: NavigationLink[]
  openLabel: string
  closeLabel: string
  navLabel: string
  ctaLabel: string
}

export function MobileMenu({ links, openLabel, closeLabel, navLabel, ctaLabel }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <Icon node={X} className="size-6" /> : <Icon node={Menu} className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
      >
        <nav aria-label={navLabel} className="mx-auto max-w-7xl px-5 py-4 sm:px-6">
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {ctaLabel}
          </button>
        </nav>
      </div>
    </div>
  )
}
