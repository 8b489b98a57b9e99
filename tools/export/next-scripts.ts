// Next's own scripts, by allowlist: the chunk scripts and preloads, the RSC payload and the Turbopack bootstrap it puts in
// an exported page. The islands step removes exactly these; anything else it cannot classify stops the build.
import { attribute, preloadsScript, textOf, type Element } from './html-tree'

/** A URL path (under any base path) into Next's compiled JS. */
export const isNextChunkUrl = (url: string) => /(^|\/)_next\/static\/[^"'\s?#]+\.js(\?[^"'\s#]*)?$/.test(url)

/** The RSC payload's opening push, with or without the form-state push Next may append. */
const payloadStart =
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(;self\.__next_f\.push\(\[2,null\]\))?;?$/
/** One RSC payload chunk: its tag (1 text, 2 form state, 3 binary) and a JSON string, nothing else. */
const payloadChunk = /^self\.__next_f\.push\(\[([1-3]),(.*)\]\);?$/s
/** Turbopack's bootstrap: a push of a JSON object naming the chunks to load. */
const turbopackBootstrap =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);?$/s

const isJson = (text: string, check: (value: unknown) => boolean) => {
  try {
    return check(JSON.parse(text))
  } catch {
    return false
  }
}

function isKnownInlineScript(body: string): boolean {
  if (payloadStart.test(body)) return true
  const chunk = payloadChunk.exec(body)
  if (chunk) return isJson(chunk[2]!, (value) => typeof value === 'string' || (chunk[1] === '2' && value === null))
  const bootstrap = turbopackBootstrap.exec(body)
  if (bootstrap)
    return isJson(bootstrap[1]!, (value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  return false
}

export type ScriptVerdict = 'next' | 'data' | 'unknown'

/** What a <script> is: one of Next's (to remove), a data block such as JSON-LD (to keep), or unknown (to refuse). */
export function classifyScript(script: Element): ScriptVerdict {
  const type = attribute(script, 'type')
  const body = textOf(script).trim()
  if (type === 'application/ld+json') return isJson(body, () => true) ? 'data' : 'unknown'
  // Next's scripts are classic scripts: a module script or any other type is not one of them.
  if (type !== undefined && type !== 'text/javascript') return 'unknown'
  const src = attribute(script, 'src')
  if (src !== undefined) return isNextChunkUrl(src) && body === '' ? 'next' : 'unknown'
  return isKnownInlineScript(body) ? 'next' : 'unknown'
}

/** A <link> that preloads one of Next's chunks. */
export function isNextScriptPreload(link: Element): boolean {
  return preloadsScript(link) && isNextChunkUrl(attribute(link, 'href') ?? '')
}

/** The start of an element's markup, for error messages: enough to recognise it. */
export function snippetOf(element: Element): string {
  const attrs = element.attrs.map(({ name, value }) => (value === '' ? ` ${name}` : ` ${name}="${value}"`)).join('')
  const body = textOf(element).trim()
  const text = `<${element.tagName}${attrs}>${body}`
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}
