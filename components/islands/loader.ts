// The only script a page runs on load: it wakes each island (hydrates it with React) when it is needed, never before.
import type { IslandName } from './registry'

/** The bundled `wake` module first, then the chunks it imports (React): set by the islands bundler, loaded on first wake. */
declare const ISLANDS_WAKE_MODULES: string[]

const firstUse = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const
const woken = new WeakMap<HTMLElement, Promise<void>>()

let wakeModule: Promise<{ wakeIsland: (island: HTMLElement, name: IslandName, props: object) => Promise<void> }> | undefined

/** Fetches the wake module and React in parallel (one round trip, not a waterfall), once. */
function loadWakeModule() {
  if (!wakeModule) {
    for (const url of ISLANDS_WAKE_MODULES) {
      const link = document.head.appendChild(document.createElement('link'))
      link.rel = 'modulepreload'
      link.href = new URL(url, import.meta.url).href
    }
    wakeModule = import(ISLANDS_WAKE_MODULES[0]!)
  }
  return wakeModule
}

function wake(island: HTMLElement): Promise<void> {
  let awake = woken.get(island)
  if (!awake) {
    const props: object = JSON.parse(island.dataset.props ?? '{}')
    awake = loadWakeModule().then(({ wakeIsland }) => wakeIsland(island, island.dataset.island as IslandName, props))
    woken.set(island, awake)
  }
  return awake
}

/** A form submitted before its island is awake is held, then submitted again once React handles it. */
function holdEarlySubmit(island: HTMLElement): void {
  island.addEventListener(
    'submit',
    (event) => {
      if ('hydrated' in island.dataset) return
      event.preventDefault()
      const form = event.target as HTMLFormElement
      const { submitter } = event as SubmitEvent
      void wake(island).then(() => form.requestSubmit(submitter))
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

/** How long after `load` an `idle` island waits before it wakes: past the page's first paints, so its code never competes with them. */
const settleMs = 1_000

/** Once the page has loaded and settled, at the browser's next idle moment. Until then the island works without React. */
function whenSettled(callback: () => void): void {
  const idle = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(callback), settleMs)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
  for (const type of firstUse) island.addEventListener(type, () => void wake(island), { capture: true, once: true, passive: true })
  holdEarlySubmit(island)
  // `display: contents` gives the wrapper no box, so its first element stands for it.
  const shown = island.firstElementChild
  if (!shown) continue
  if (island.dataset.wakeUp === 'visible') nearScreen.observe(shown)
  else whenSettled(() => shown.checkVisibility() && void wake(island))
}
