'use client'
// The small-screen menu: a native popover opens it, closes it and handles Escape before any script runs; a chosen link
// closes it, by the islands loader until React wakes and by React from then on (also under next dev and the preview,
// where no loader runs); React keeps aria-expanded and the button's label in step.
import { Menu, X } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useRef, useState } from 'react'
import type { EditAttribute } from '@/lib/content/edit-scope'
import type { NavigationLink } from '@/lib/content/site-content'

export interface MobileMenuProps {
  links: NavigationLink[]
  openLabel: string
  closeLabel: string
  navLabel: string
  ctaLabel: string
  /** Where each label comes from, computed by the header (preview overlays only; absent in the export). */
  edit?: Record<'openLabel' | 'closeLabel' | 'navLabel' | 'ctaLabel', EditAttribute>
}

/** A fixed id: useId would differ between Next's render of the page and the island's own React root. */
const panelId = 'mobile-menu-panel'

export function MobileMenu({ links, openLabel, closeLabel, navLabel, ctaLabel, edit }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [awake, setAwake] = useState(false)
  const panelRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    // A tap before hydration may already have opened it.
    setOpen(panel.matches(':popover-open'))
    setAwake(true)
    panel.addEventListener('toggle', onToggle)
    return () => panel.removeEventListener('toggle', onToggle)
  }, [])

  return (
    <div className="group lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
        // Before React wakes, the browser derives the expanded state from the popover itself.
        aria-expanded={awake ? open : undefined}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        {...(open ? edit?.closeLabel : edit?.openLabel)}
      >
        <Icon node={Menu} className="size-6 group-has-[:popover-open]:hidden" />
        <Icon node={X} className="hidden size-6 group-has-[:popover-open]:block" />
      </button>
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto h-auto w-auto overflow-visible border-b border-slate-200 bg-white text-inherit shadow-lg"
      >
        <nav aria-label={navLabel} className="mx-auto max-w-7xl px-5 py-4 sm:px-6" {...edit?.navLabel}>
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
                  onClick={() => panelRef.current?.hidePopover()}
                  {...link.edit}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
            {...edit?.ctaLabel}
          >
            {ctaLabel}
          </button>
        </nav>
      </div>
    </div>
  )
}
