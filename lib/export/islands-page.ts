// Turns one page exported by Next into an islands page: no Next runtime, the islands loader, every island checked.
import { parse, serialize } from 'parse5'
import { everyPageIslands, islands, type IslandName } from '@/components/islands/registry'
import { islandsDir } from './islands-bundle'
import { appendElement, attribute, elements, isDataScript, remove, textOf, type Element } from './html-tree'

/** A page that does not look as this step expects; the build stops rather than ship it. */
export class IslandsPageError extends Error {}

const isRuntimeReference = (value: string) => /\/_next\/static\/[^"' ]*\.js\b/.test(value)

function isNextRuntime(element: Element): boolean {
  if (element.tagName === 'script') return !isDataScript(element)
  if (element.tagName !== 'link') return false
  const rel = attribute(element, 'rel') ?? ''
  const preloadsScript = /\b(modulepreload|preload)\b/.test(rel) && (attribute(element, 'as') === 'script' || rel.includes('modulepreload'))
  return preloadsScript || isRuntimeReference(attribute(element, 'href') ?? '')
}

function checkIsland(element: Element, page: string): IslandName {
  const name = attribute(element, 'data-island') ?? ''
  if (!(name in islands)) throw new IslandsPageError(`${page}: an element marks an unknown island "${name}" (known: ${Object.keys(islands).join(', ')})`)
  try {
    JSON.parse(attribute(element, 'data-props') ?? '')
  } catch {
    throw new IslandsPageError(`${page}: the ${name} island has no valid data-props JSON`)
  }
  if (!element.childNodes.some((child) => 'tagName' in child)) {
    throw new IslandsPageError(`${page}: the ${name} island has no server-rendered markup to hydrate`)
  }
  return name as IslandName
}

export interface IslandsPage {
  html: string
  islands: IslandName[]
  /** How many scripts and script preloads of Next's were taken out. */
  removed: number
}

/** Rewrites one exported page; `page` names it in errors; `loaderSrc` is the islands loader's URL. */
export function toIslandsPage(html: string, page: string, loaderSrc: string): IslandsPage {
  const document = parse(html)
  const all = elements(document)
  if (all.some((element) => element.tagName === 'script' && attribute(element, 'src')?.includes(`/${islandsDir}/`))) {
    throw new IslandsPageError(`${page} is an islands page already: run next build (npm run build) before this step`)
  }
  const runtime = all.filter(isNextRuntime)
  runtime.forEach(remove)

  // The removed elements are scripts and links, which hold no elements: everything else is still in the tree.
  const kept = all.filter((element) => !runtime.includes(element))
  for (const element of kept) {
    if (element.tagName === 'script' && textOf(element).includes('__next_f')) {
      throw new IslandsPageError(`${page}: the RSC payload (self.__next_f) is still in the page after stripping`)
    }
    const reference = element.attrs.find((attr) => isRuntimeReference(attr.value))
    if (reference) throw new IslandsPageError(`${page}: <${element.tagName} ${reference.name}="${reference.value}"> still loads Next's runtime`)
  }

  const found = kept.filter((element) => attribute(element, 'data-island') !== undefined).map((element) => checkIsland(element, page))
  const missing = everyPageIslands.filter((name) => !found.includes(name))
  if (missing.length)
    throw new IslandsPageError(`${page}: the ${missing.join(', ')} island${missing.length > 1 ? 's are' : ' is'} missing; the layout renders it on every page`)

  const head = kept.find((element) => element.tagName === 'head')
  if (!head) throw new IslandsPageError(`${page}: no <head> to load the islands from`)
  appendElement(head, 'script', { type: 'module', src: loaderSrc })
  return { html: serialize(document), islands: found, removed: runtime.length }
}
