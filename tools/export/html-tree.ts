// Small helpers over parse5's tree: find elements, read and set attributes, remove and insert nodes.
import { defaultTreeAdapter, type DefaultTreeAdapterTypes } from 'parse5'

export type Element = DefaultTreeAdapterTypes.Element
export type Node = DefaultTreeAdapterTypes.Node
type ParentNode = DefaultTreeAdapterTypes.ParentNode

const hasChildren = (node: Node): node is ParentNode => 'childNodes' in node

/** Every element under `root`, in document order (template contents included). */
export function elements(root: Node): Element[] {
  const found: Element[] = []
  const visit = (node: Node) => {
    if ('tagName' in node) found.push(node)
    if (hasChildren(node)) node.childNodes.forEach(visit)
    if (node.nodeName === 'template' && 'content' in node) visit(node.content)
  }
  visit(root)
  return found
}

/** Script types browsers treat as data, not code (JSON-LD): no script policy governs them, and they stay in pages. */
const dataScriptTypes = new Set(['application/ld+json'])

export function isDataScript(element: Element): boolean {
  return element.tagName === 'script' && dataScriptTypes.has(attribute(element, 'type') ?? '')
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** The concatenated text of an element's text children (a script's body). */
/** A <link> that preloads a script: `modulepreload`, or `preload` as a script. */
export function preloadsScript(link: Element): boolean {
  const rel = attribute(link, 'rel') ?? ''
  return (
    link.tagName === 'link' &&
    (/\bmodulepreload\b/.test(rel) || (/\bpreload\b/.test(rel) && attribute(link, 'as') === 'script'))
  )
}

export function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('')
}

export function remove(node: Element): void {
  defaultTreeAdapter.detachNode(node)
}

function newElement(tagName: string, namespace: Element['namespaceURI'], attrs: Record<string, string>): Element {
  return defaultTreeAdapter.createElement(
    tagName,
    namespace,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  )
}

export function appendElement(parent: Element, tagName: string, attrs: Record<string, string>): void {
  defaultTreeAdapter.appendChild(parent, newElement(tagName, parent.namespaceURI, attrs))
}

/** Inserts a new element right after `sibling`. */
export function insertAfter(sibling: Element, tagName: string, attrs: Record<string, string>): void {
  const parent = sibling.parentNode
  if (!parent) throw new Error(`<${sibling.tagName}> has no parent to insert into`)
  const element = newElement(tagName, sibling.namespaceURI, attrs)
  const next = parent.childNodes[parent.childNodes.indexOf(sibling) + 1]
  if (next) defaultTreeAdapter.insertBefore(parent, element, next)
  else defaultTreeAdapter.appendChild(parent, element)
}
