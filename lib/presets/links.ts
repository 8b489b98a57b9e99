// The one link policy: which hrefs editors may use, shared by Studio validation and the Portable Text renderer.
const allowedSchemes = ['https:', 'http:', 'mailto:', 'tel:']

/** An href is allowed when it is https, http, mailto, tel, a site-relative path or an in-page #anchor. */
export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== 'string' || href.trim() !== href || href === '') return false
  if (href.startsWith('#')) return /^#[A-Za-z][\w-]*$/.test(href) || href === '#'
  // Browsers read "/\\host" like "//host": a path may hold neither a second leading slash nor any backslash.
  if (href.startsWith('/')) return !href.startsWith('//') && !/[\s\\]/.test(href)
  try {
    const url = new URL(href)
    return allowedSchemes.includes(url.protocol)
  } catch {
    return false
  }
}

export function isExternalHref(href: string): boolean {
  return href.startsWith('https:') || href.startsWith('http:')
}

/** A tel: link for a phone number as people write it, e.g. "+1 (212) 555-0142" → "tel:+12125550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
