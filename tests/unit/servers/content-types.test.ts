// The content types npm run serve gives where sirv's lookup gives none or no charset: a script or a text file read as
// Latin-1 would garble any character beyond ASCII.
import { contentTypeOf } from '@/tools/servers/content-types'

describe('contentTypeOf', () => {
  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/_next/static/chunks/main.js', 'text/javascript; charset=utf-8'],
    ['/_next/static/css/app.CSS', 'text/css; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('gives %s the type %s', (pathname, type) => {
    expect(contentTypeOf(pathname)).toBe(type)
  })

  it('leaves other files to sirv', () => {
    expect(contentTypeOf('/index.html')).toBeUndefined()
    expect(contentTypeOf('/no-extension')).toBeUndefined()
  })
})
