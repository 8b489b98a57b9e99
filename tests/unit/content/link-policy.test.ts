import { isAllowedHref, telHref } from '@/lib/presets/links'

describe('the link policy', () => {
  it.each([
    'https://example.com',
    'http://example.com/a',
    'mailto:hello@example.com',
    'tel:+12125550142',
    '/privacy-policy',
    '#contact',
    '#',
  ])('allows %s', (href) => expect(isAllowedHref(href)).toBe(true))
  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    '//evil.example',
    '/\\evil.example',
    ' https://example.com',
    '',
    'vbscript:x',
  ])('rejects %p', (href) => expect(isAllowedHref(href)).toBe(false))
  it('turns a written phone number into a dialable tel: link', () => {
    expect(telHref('+1 (212) 555-0142')).toBe('tel:+12125550142')
  })
})
