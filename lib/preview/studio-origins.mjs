// Who may frame the preview (its frame-ancestors): read by next.config.mjs as it builds the preview, and by npm run
// preview and npm run studio to tell whether a build they find lets their Studio in. Plain JavaScript: next.config.mjs
// imports it.

/**
 * Who may frame the preview: the Studio's origin(s), for the Presentation tool. SANITY_STUDIO_URL lists them, comma
 * separated (default: the local Studio of npm run studio); anything but an http(s) origin stops the preview build.
 */
export function studioFrameAncestors(value = process.env.SANITY_STUDIO_URL) {
  const listed = value?.trim() ? value.split(',').map((entry) => entry.trim()) : ['http://localhost:3333']
  return listed.map((entry) => {
    let url
    try {
      url = new URL(entry)
    } catch {
      throw new Error(
        `SANITY_STUDIO_URL: "${entry}" is not a URL; list the Studio's origins, e.g. https://example.sanity.studio`,
      )
    }
    if (!['http:', 'https:'].includes(url.protocol) || entry.replace(/\/$/, '') !== url.origin) {
      throw new Error(
        `SANITY_STUDIO_URL: "${entry}" is not an http(s) origin (scheme, host and port only), e.g. https://example.sanity.studio`,
      )
    }
    return url.origin
  })
}
