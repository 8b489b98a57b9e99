// Marks an interactive island in the exported HTML: its name, when it wakes up and its props, around its server-rendered markup.
import { version, type ComponentType, type ReactNode } from 'react'
import type { IslandName, IslandProps, WakeUp } from './registry'

interface IslandOptions<Name extends IslandName> {
  name: Name
  /** The island's client component, rendered here on the server; the loader hydrates it with the same props. */
  component: ComponentType<IslandProps<Name>>
  props: IslandProps<Name>
  /** When the loader hydrates the island; first use (focus, pointer, key) always wakes it too. */
  wakeUp: WakeUp
  /** What the visitor reads if the island's code cannot be loaded when it is needed; hidden until then. */
  unavailable?: ReactNode
}

/**
 * `display: contents` keeps the wrapper out of layout, so the page looks exactly as without it. In `next dev` (or any
 * Next server) the component is an ordinary client component hydrated by Next; in the export the islands loader does it.
 * The wrapper names the React version that rendered it, so the islands step can check the bundle hydrates with the same.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  wakeUp,
  unavailable,
}: IslandOptions<Name>) {
  return (
    <>
      <div
        data-island={name}
        data-wake-up={wakeUp}
        data-props={JSON.stringify(props)}
        data-react-version={version}
        className="contents"
      >
        <Component {...props} />
      </div>
      {unavailable && (
        <div data-island-unavailable={name} role="alert" hidden>
          {unavailable}
        </div>
      )}
    </>
  )
}
