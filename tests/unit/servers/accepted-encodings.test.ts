// Which precompressed copy a request may get, read from Accept-Encoding as browsers and tools write it.
import { acceptedEncodings } from '@/tools/servers/accepted-encodings'

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br, gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.5, br;q=1.0', 'br, gzip'],
    ['br; q=0.1', 'br'],
    // A parameter other than the weight is no refusal.
    ['gzip;level=1, br;foo=bar;q=0.8', 'br, gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br, gzip; q=0', 'br'],
    ['br;q=0.000', ''],
    ['*', 'br, gzip'],
    ['*;q=0', ''],
    ['*, gzip;q=0', 'br'],
    ['identity', ''],
    ['', ''],
  ])('reads %j as accepting %j', (header, expected) => {
    expect(acceptedEncodings(header)).toBe(expected)
  })

  it('accepts nothing compressed from a request without the header', () => {
    expect(acceptedEncodings(undefined)).toBe('')
  })
})
