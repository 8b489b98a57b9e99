// The only script a page runs on load: it wakes each island (hydrates it with React) when it is needed, never before,
// loads again on the next use what failed to load, and closes an open popover when one of its links is chosen early.
import type { IslandName } from './registry'

/** What each island needs: the bundled `wake` module, then the chunks it imports (React), and the island's own modules. */
declare const ISLANDS_MODULES: { wake: string[]; islands: Record<IslandName, string[]> }

type WakeModule = typeof import('./wake')

const firstUse = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const
const waking = new WeakMap<HTMLElement, Promise<void>>()
const heldForms = new WeakSet<HTMLFormElement>()
/** Each module fetched, or on its way; one that failed is forgotten, so the next use fetches it again. */
const fetched = new Map<string, Promise<void>>()

function fetchModule(url: string): Promise<void> {
  let arrived = fetched.get(url)
  if (!arrived) {
    arrived = fetch(new URL(url, import.meta.url)).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      await response.arrayBuffer()
    })
    fetched.set(url, arrived)
    arrived.catch(() => fetched.delete(url))
  }
  return arrived
}

/**
 * The wake module, once everything the island needs has arrived, fetched in parallel (one round trip, not a waterfall)
 * into the HTTP cache, where import() then finds it. A module that failed to arrive is never handed to import(): most
 * browsers keep a failed module fetch in the page's module map and fail every later import of it without asking the
 * network again (whatwg/html#6768; whatwg/html#10327 changed that, and only the newest Chromium follows it yet), so the
 * next use could never load it.
 */
async function loadWakeModule(name: IslandName): Promise<WakeModule> {
  await Promise.all([...ISLANDS_MODULES.wake, ...ISLANDS_MODULES.islands[name]].map(fetchModule))
  return (await import(ISLANDS_MODULES.wake[0]!)) as WakeModule
}

const isAwake = (island: HTMLElement) => 'hydrated' in island.dataset

/** Wakes the island once; if its code cannot be loaded, the next call (the next use) tries again. */
function wake(island: HTMLElement): Promise<void> {
  let awake = waking.get(island)
  if (!awake) {
    const name = island.dataset.island as IslandName
    const props: object = JSON.parse(island.dataset.props ?? '{}')
    awake = loadWakeModule(name).then(({ wakeIsland }) => wakeIsland(island, name, props))
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
