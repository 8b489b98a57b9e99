// What a legal page's route reads: the page with its slug from the site's content, or none (the route's 404).
import { jest } from '@jest/globals'
import type { SiteContent } from '@/lib/content/site-content'

const legalPages = [
  { _id: 'legalPage.privacy-policy', slug: { current: 'privacy-policy' }, title: 'Privacy Policy' },
  { _id: 'legalPage.terms-of-service', slug: { current: 'terms-of-service' }, title: 'Terms of Service' },
]
let content = { legalPages } as unknown as SiteContent
jest.unstable_mockModule('@site-mode/content', () => ({
  loadSiteContent: async () => content,
  legalPageParams: undefined,
}))

let findLegalPage: typeof import('@/lib/content').findLegalPage
beforeAll(async () => {
  ;({ findLegalPage } = await import('@/lib/content'))
})

describe('findLegalPage', () => {
  it('is the page with that slug', async () => {
    await expect(findLegalPage('terms-of-service')).resolves.toBe(legalPages[1])
    await expect(findLegalPage('privacy-policy')).resolves.toBe(legalPages[0])
  })

  it('is none for a slug no page has, for the route to answer 404', async () => {
    content = { legalPages: legalPages.slice(0, 1) } as unknown as SiteContent
    await expect(findLegalPage('terms-of-service')).resolves.toBeUndefined()
  })
})
