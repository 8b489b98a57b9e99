// The islands entry's list: every interactive island by name, with the module that renders it. Nothing else ships JS.
import type { ComponentType } from 'react'
import type { ContactFormProps } from '@/components/contact/contact-form'
import type { MobileMenuProps } from '@/components/layout/mobile-menu'

/** `visible`: within about one viewport of the screen, or on first use; `first-use`: on first use only (focus, pointer, key). */
export type WakeUp = 'visible' | 'first-use'

interface IslandPropsByName {
  'contact-form': ContactFormProps
  'mobile-menu': MobileMenuProps
}

export type IslandName = keyof IslandPropsByName
export type IslandProps<Name extends IslandName> = IslandPropsByName[Name]

type ComponentLoader = () => Promise<ComponentType<never>>

/** Dynamic imports, so each island is its own chunk and React one shared chunk, fetched only when an island wakes up. */
export const islands: Record<IslandName, ComponentLoader> = {
  'contact-form': () => import('@/components/contact/contact-form').then((module) => module.ContactForm),
  'mobile-menu': () => import('@/components/layout/mobile-menu').then((module) => module.MobileMenu),
}

/** Islands the root layout renders, so every exported page must carry them (the post-build step checks). */
export const everyPageIslands: readonly IslandName[] = ['mobile-menu']
