// The Draft Mode entry's redirect guard on its own: @sanity/preview-url-secret already normalises most paths before it,
// so the guard's own cases are proved here, not through the library.
import { isSitePath } from '@/lib/preview/site-path'

it.each(['/', '/privacy-policy', '/terms-of-service?draft=1#top', '/a//b'])(
  'follows %s, a path on this site',
  (path) => {
    expect(isSitePath(path)).toBe(true)
  },
)

it.each([
  ['//elsewhere.example/x', 'a protocol-relative URL'],
  ['/\\elsewhere.example/x', 'a backslash, which browsers read as a slash'],
  ['https://elsewhere.example/', 'a full URL'],
  ['elsewhere.example', 'a relative path'],
  ['', 'nothing'],
])('goes home instead of to %s (%s)', (path) => {
  expect(isSitePath(path)).toBe(false)
})
