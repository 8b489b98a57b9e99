// The only script a page runs on load: it wakes each island (hydrates it with React) when it is needed, never before,
// loads again on the next use what failed to load, and closes an open popover when one of its links is chosen early.
import type { IslandName } from './registry'

/** The bundled `wake` module first, then the chunks it imports (React): set by the islands bundler, loaded on first wake. */
declare const ISLANDS_WAKE_MODULES: string[]

type WakeModule = typeof import('./wake')

const firstUse = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const
const waking = new WeakMap<HTMLElement, Promise<void>>()
const heldForms = new WeakSet<HTMLFormElement>()
let wakeModule: Promise<WakeModule> | undefined
let preloaded = false

/** Fetches the wake module and React in parallel (one round trip, not a waterfall); a failed fetch is forgotten. */
function loadWakeModule(): Promise<WakeModule> {
  if (!preloaded) {
    preloaded = true
    for (const url of ISLANDS_WAKE_MODULES) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = new URL(url, import.meta.url).href
      document.head.append(link)
    }
  }
  if (!wakeModule) {
    wakeModule = import(ISLANDS_WAKE_MODULES[0]!)
    wakeModule.catch(() => (wakeModule = undefined))
  }
  return wakeModule
}

const isAwake = (island: HTMLElement) => 'hydrated' in island.dataset

/** Wakes the island once; if its code cannot be loaded, the next call (the next use) tries again. */
function wake(island: HTMLElement): Promise<void> {
  let awake = waking.get(island)
  if (!awake) {
    const name = island.dataset.island as IslandName
    const props: object = JSON.parse(island.dataset.props ?? '{}')
    awake = loadWakeModule().then(({ wakeIsland }) => wakeIsland(island, name, props))
    waking.set(island, awake)
    awake.catch((error: unknown) => {
      waking.delete(island)
      console.warn(`The ${name} island could not load its code; it tries again on the next use.`, error)
    })
  }
  return awake
}

/** The island's message for when its code cannot be loaded (rendered hidden right after it), if it has one. */
function showUnavailable(island: HTMLElement, shown: boolean): void {
  const notice = island.nextElementSibling
  if (notice instanceof HTMLElement && notice.dataset.islandUnavailable === island.dataset.island)
    notice.hidden = !shown
}

/**
 * Until React owns the island, a submit is the loader's: never the browser's own (which would put the values in the
 * URL), held with the form marked busy, and replayed once the island is awake; one replay per form however often it is sent.
 */
function holdEarlySubmit(island: HTMLElement): void {
  island.addEventListener(
    'submit',
    (event) => {
      if (isAwake(island)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const form = event.target as HTMLFormElement
      if (heldForms.has(form)) return
      heldForms.add(form)
      const { submitter } = event as SubmitEvent
      form.setAttribute('aria-busy', 'true')
      showUnavailable(island, false)
      wake(island)
        .then(
          () => form.requestSubmit(submitter),
          () => showUnavailable(island, true),
        )
        .finally(() => {
          heldForms.delete(form)
          form.removeAttribute('aria-busy')
        })
    },
    { capture: true },
  )
}

const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      nearScreen.unobserve(entry.target)
      void wake(entry.target.parentElement as HTMLElement)
    }
  },
  // About one viewport above and below the screen.
  { rootMargin: '100% 0px' },
)

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  for (const type of firstUse)
    island.addEventListener(type, () => isAwake(island) || void wake(island), { capture: true, passive: true })
  holdEarlySubmit(island)
  // `display: contents` gives the wrapper no box, so its first element stands for it.
  const shown = island.firstElementChild
  if (shown && island.dataset.wakeUp === 'visible') nearScreen.observe(shown)
}

// A popover menu opens, closes and handles Escape natively; until React owns its island, choosing one of its links
// closes it here (once awake, the island's own component does, as under next dev and the preview, where no loader runs).
document.addEventListener('click', (event) => {
  const popover = (event.target as Element | null)?.closest?.('a[href]')?.closest<HTMLElement>('[popover]')
  const island = popover?.closest<HTMLElement>('[data-island]')
  if (popover?.matches(':popover-open') && !(island && isAwake(island))) popover.hidePopover()
})
