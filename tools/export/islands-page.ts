// Turns one page exported by Next into an islands page: Next's scripts removed by allowlist, the islands loader added,
// every island checked; anything the step cannot classify stops the build, naming the page.
import { parse, serialize } from 'parse5'
import { everyPageIslands, islands, type IslandName } from '@/components/islands/registry'
import { islandsDir } from './islands-bundle'
import { appendElement, attribute, elements, preloadsScript, remove, type Element } from './html-tree'
import { classifyScript, isNextScriptPreload, snippetOf } from './next-scripts'

/** A page that does not look as this step expects; the build stops rather than ship it. */
export class IslandsPageError extends Error {}

/** The attribute each island's wrapper carries: the version of the React that rendered it (see island.tsx). */
export const reactVersionAttribute = 'data-react-version'

const isRuntimeReference = (value: string) => /\/_next\/static\/[^"' ]*\.js\b/.test(value)
const isIslandsLoader = (src: string) => new RegExp(`(^|/)${islandsDir}/loader-[\\w-]+\\.js$`).test(src)

/** Streaming markup: content React parks hidden until an inline script reveals it, which no islands page may hold. */
function streamingMarkup(element: Element): string | undefined {
  const id = attribute(element, 'id') ?? ''
  if (element.tagName === 'template' && id.startsWith('B:'))
    return 'a Suspense boundary placeholder (<template id="B:…">)'
  if (attribute(element, 'hidden') !== undefined && id.startsWith('S:'))
    return 'Suspense content parked hidden (hidden id="S:…")'
  return undefined
}

/** Next's scripts and script preloads on the page; fails on any script or preload it cannot classify. */
function nextRuntimeOf(all: Element[], page: string): Element[] {
  const runtime: Element[] = []
  for (const element of all) {
    const streaming = streamingMarkup(element)
    if (streaming) throw new IslandsPageError(`${page}: ${streaming} needs a script to be shown: ${snippetOf(element)}`)
    if (element.tagName === 'script') {
      if (isIslandsLoader(attribute(element, 'src') ?? '')) {
        throw new IslandsPageError(
          `${page} is an islands page already: run next build (npm run build) before this step`,
        )
      }
      const verdict = classifyScript(element)
      if (verdict === 'unknown')
        throw new IslandsPageError(`${page}: a script the islands step does not know: ${snippetOf(element)}`)
      if (verdict === 'next') runtime.push(element)
    } else if (preloadsScript(element)) {
      if (!isNextScriptPreload(element))
        throw new IslandsPageError(`${page}: a script preload the islands step does not know: ${snippetOf(element)}`)
      runtime.push(element)
    }
  }
  return runtime
}

function checkIsland(element: Element, page: string, reactVersion: string): IslandName {
  const name = attribute(element, 'data-island') ?? ''
  if (!(name in islands))
    throw new IslandsPageError(
      `${page}: an element marks an unknown island "${name}" (known: ${Object.keys(islands).join(', ')})`,
    )
  try {
    JSON.parse(attribute(element, 'data-props') ?? '')
  } catch {
    throw new IslandsPageError(`${page}: the ${name} island has no valid data-props JSON`)
  }
  if (!element.childNodes.some((child) => 'tagName' in child)) {
    throw new IslandsPageError(`${page}: the ${name} island has no server-rendered markup to hydrate`)
  }
  const rendered = attribute(element, reactVersionAttribute)
  if (rendered !== reactVersion) {
    throw new IslandsPageError(
      `${page}: the ${name} island was rendered by React ${rendered ?? '(unknown: no data-react-version)'}, but the islands bundle hydrates it with React ${reactVersion}`,
    )
  }
  element.attrs = element.attrs.filter((attr) => attr.name !== reactVersionAttribute)
  return name as IslandName
}

export interface IslandsPage {
  html: string
  islands: IslandName[]
  /** How many scripts and script preloads of Next's were taken out. */
  removed: number
}

/**
 * Rewrites one exported page; `page` names it in errors; `loaderSrc` is the islands loader's URL; `reactVersion` is the
 * React the islands bundle hydrates with, which must be the one that rendered every island.
 */
export function toIslandsPage(html: string, page: string, loaderSrc: string, reactVersion: string): IslandsPage {
  const document = parse(html)
  const all = elements(document)
  const runtime = nextRuntimeOf(all, page)
  runtime.forEach(remove)

  // The removed elements are scripts and links, which hold no elements: everything else is still in the tree.
  const kept = all.filter((element) => !runtime.includes(element))
  for (const element of kept) {
    const reference = element.attrs.find((attr) => isRuntimeReference(attr.value))
    if (reference)
      throw new IslandsPageError(
        `${page}: <${element.tagName} ${reference.name}="${reference.value}"> still loads Next's runtime`,
      )
  }

  const found = kept
    .filter((element) => attribute(element, 'data-island') !== undefined)
    .map((element) => checkIsland(element, page, reactVersion))
  const missing = everyPageIslands.filter((name) => !found.includes(name))
  if (missing.length)
    throw new IslandsPageError(
      `${page}: the ${missing.join(', ')} island${missing.length > 1 ? 's are' : ' is'} missing; the layout renders it on every page`,
    )

  const head = kept.find((element) => element.tagName === 'head')
  if (!head) throw new IslandsPageError(`${page}: no <head> to load the islands from`)
  // Low priority: nothing needs the loader before the first paint, so it never competes with the stylesheet
  // (docs/decisions/0002-zero-runtime-islands.md).
  appendElement(head, 'script', { type: 'module', src: loaderSrc, fetchpriority: 'low' })
  return { html: serialize(document), islands: found, removed: runtime.length }
}
