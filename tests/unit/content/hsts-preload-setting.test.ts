// HSTS_PRELOAD as a CI variable or shell sets it: a value saved with a stray space or newline still means what it says.
import { strictTransportSecurity } from '@/tools/headers/site-headers'

describe('HSTS_PRELOAD', () => {
  it('is read without the spaces or newline around it', () => {
    expect(strictTransportSecurity({ HSTS_PRELOAD: ' true\n' })).toBe('max-age=63072000; includeSubDomains; preload')
    expect(strictTransportSecurity({ HSTS_PRELOAD: 'false ' })).toBe('max-age=63072000')
  })
})
