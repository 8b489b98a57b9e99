// Where the preview's Draft Mode entry may send the editor: a path on this site, never another host.

/** `/services` yes; `//host/…` and `/\host/…` (which browsers read as another host), a URL or nothing, no. */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])/.test(path)
