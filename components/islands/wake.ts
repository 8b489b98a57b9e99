// Wakes one island: loads its component and React, then hydrates its server-rendered markup as a root of its own.
import { createElement, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islands, type IslandName } from './registry'

/** Its layout effect runs in the commit that makes React the island's owner, before the browser handles another event. */
function Awake({ onAwake, children }: { onAwake: () => void; children?: ReactNode }) {
  useLayoutEffect(onAwake, [onAwake])
  return children
}

/** Resolves once React owns the island, which is then marked `data-hydrated`; rejects if its code cannot be loaded. */
export async function wakeIsland(island: HTMLElement, name: IslandName, props: object): Promise<void> {
  const component = (await islands[name]()) as ComponentType<object>
  return new Promise((resolve) => {
    const onAwake = () => {
      island.dataset.hydrated = ''
      resolve()
    }
    hydrateRoot(island, createElement(Awake, { onAwake }, createElement(component, props)), {
      identifierPrefix: `${name}-`,
      onRecoverableError: (error) => console.error(`The ${name} island did not hydrate cleanly:`, error),
    })
  })
}
