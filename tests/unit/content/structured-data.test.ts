import { serializeJsonLd } from '@/lib/content/structured-data'

describe('JSON-LD serialisation', () => {
  it('escapes <, > and & so content can never close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & co' })
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & co' })
  })
})
