// What a legal page's route reads: the page with its slug from the site's content, or an error naming the slug.
import { jest } from '@jest/globals'
import type { SiteContent } from '@/lib/content/site-content'

const legalPages = [
  { _id: 'legalPage.privacy-policy', slug: { current: 'privacy-policy' }, title: 'Privacy Policy' },
  { _id: 'legalPage.terms-of-service', slug: { current: 'terms-of-service' }, title: 'Terms of Service' },
]
let content = { legalPages } as unknown as SiteContent
jest.unstable_mockModule('@site-mode/content', () => ({ loadSiteContent: async () => content }))

let getLegalPage: typeof import('@/lib/content').getLegalPage
beforeAll(async () => {
  ;({ getLegalPage } = await import('@/lib/content'))
})

describe('getLegalPage', () => {
  it('is the page with that slug', async () => {
    await expect(getLegalPage('terms-of-service')).resolves.toBe(legalPages[1])
    await expect(getLegalPage('privacy-policy')).resolves.toBe(legalPages[0])
  })

  it('names the slug no page has', async () => {
    content = { legalPages: legalPages.slice(0, 1) } as unknown as SiteContent
    await expect(getLegalPage('terms-of-service')).rejects.toThrow(new Error('The content has no legal page "terms-of-service"'))
  })
})
