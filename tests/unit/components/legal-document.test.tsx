// A legal page shows the date its editor gave under "Last updated", not the day the document was last saved.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { render, screen } from '@testing-library/react'
import { LegalDocument } from '@/components/legal/legal-document'
import type { SiteContentQueryResult } from '@/lib/content/sanity.types'
import { toSiteContent } from '@/lib/content/site-content'

const documents = readFileSync(path.join(process.cwd(), 'content', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _id: string; _type: string; _updatedAt: string; lastUpdated?: string })

/** The embedded dataset as the page receives it, with the privacy policy's two dates set apart. */
function privacyPolicy(dates: { lastUpdated: string; _updatedAt: string }) {
  const ofType = (type: string) => documents.filter((doc) => doc._type === type)
  const legalPages = ofType('legalPage').map((doc) =>
    doc._id === 'legalPage.privacy-policy' ? { ...doc, ...dates } : doc,
  )
  const result = {
    settings: ofType('siteSettings'),
    home: ofType('homePage'),
    services: [],
    benefits: [],
    portfolio: [],
    legalPages,
  }
  const page = toSiteContent(result as unknown as SiteContentQueryResult).legalPages.find(
    (candidate) => candidate._id === 'legalPage.privacy-policy',
  )
  if (!page) throw new Error('The embedded dataset has no privacy policy')
  return page
}

describe('LegalDocument', () => {
  it('dates the page by its Last updated field, not by when the document was last saved', () => {
    const page = privacyPolicy({ lastUpdated: '2024-03-05', _updatedAt: '2025-01-27T14:00:00Z' })
    render(<LegalDocument page={page} updatedLabel="Last updated:" />)
    const date = screen.getByText('March 5, 2024')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', '2024-03-05')
    expect(date.parentElement).toHaveTextContent(/^Last updated: March 5, 2024$/)
    expect(screen.queryByText(/2025/)).toBeNull()
  })
})
