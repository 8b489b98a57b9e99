// Puts the Content-Security-Policy and referrer policy into a page's <head>, so a host that sends no headers still enforces them.
import { parse, serialize } from 'parse5'
import { metaContentSecurityPolicy, referrerPolicy } from '../headers/content-security-policy'
import { attribute, elements, insertAfter, isDataScript, textOf } from './html-tree'

/**
 * Returns the page with `<meta http-equiv="Content-Security-Policy">` and `<meta name="referrer">` right after
 * `<meta charset>`, before anything the policy governs. Fails, naming the page, if it runs an inline script the policy
 * (script-src 'self', no hashes) would block, or already carries a policy of its own.
 */
export function withPolicyMeta(html: string, page: string): string {
  const document = parse(html)
  const all = elements(document)
  const inline = all.filter(
    (element) =>
      element.tagName === 'script' && !attribute(element, 'src') && !isDataScript(element) && textOf(element).trim(),
  )
  if (inline.length)
    throw new Error(
      `${page} has ${inline.length} inline script(s), which the policy (script-src 'self', no hashes) would block`,
    )
  if (
    all.some(
      (element) =>
        element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    )
  ) {
    throw new Error(`${page} already has a Content-Security-Policy <meta>`)
  }
  const head = all.find((element) => element.tagName === 'head')
  const charset = all.find((element) => element.tagName === 'meta' && attribute(element, 'charset') !== undefined)
  if (!head || charset?.parentNode !== head)
    throw new Error(`${page} has no <head> starting with <meta charset> to put the policy after`)
  insertAfter(charset, 'meta', { name: 'referrer', content: referrerPolicy })
  insertAfter(charset, 'meta', { 'http-equiv': 'Content-Security-Policy', content: metaContentSecurityPolicy() })
  return serialize(document)
}
