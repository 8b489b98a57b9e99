// The policy in the page itself: right after <meta charset>, the meta form of the one policy, and no page it would break.
import { parse } from 'parse5'
import { withPolicyMeta } from '@/tools/export/policy-meta'
import { attribute, elements } from '@/tools/export/html-tree'
import { metaContentSecurityPolicy, referrerPolicy } from '@/tools/headers/content-security-policy'

const page = (head = '', body = '') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/a.css">${head}</head><body>${body}</body></html>`

const headChildren = (html: string) =>
  elements(parse(html))
    .find((element) => element.tagName === 'head')!
    .childNodes.filter((node) => 'tagName' in node)
    .map((element) =>
      'tagName' in element
        ? `${element.tagName}${attribute(element, 'http-equiv') ? `[${attribute(element, 'http-equiv')}]` : ''}${attribute(element, 'name') ? `[${attribute(element, 'name')}]` : ''}`
        : '',
    )

describe('withPolicyMeta', () => {
  it('puts the policy and the referrer policy right after <meta charset>, before the stylesheet and any script', () => {
    const html = withPolicyMeta(page('<script type="module" src="/_islands/loader.js"></script>'), 'index.html')
    expect(headChildren(html)).toEqual([
      'meta',
      'meta[Content-Security-Policy]',
      'meta[referrer]',
      'meta[viewport]',
      'link',
      'script',
    ])
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy()}">`)
    expect(html).toContain(`<meta name="referrer" content="${referrerPolicy}">`)
  })

  it('leaves JSON-LD data alone, since the policy does not govern data blocks', () => {
    expect(() => withPolicyMeta(page('', '<script type="application/ld+json">{}</script>'), 'index.html')).not.toThrow()
  })

  it('refuses a page with an inline script the policy would block, naming the page', () => {
    expect(() => withPolicyMeta(page('', '<script>alert(1)</script>'), 'privacy-policy.html')).toThrow(
      "privacy-policy.html has 1 inline script(s), which the policy (script-src 'self', no hashes) would block",
    )
  })

  it('refuses to add a second policy to a page that has one', () => {
    expect(() =>
      withPolicyMeta(page('<meta http-equiv="content-security-policy" content="default-src *">'), 'index.html'),
    ).toThrow('already has a Content-Security-Policy')
  })
})
