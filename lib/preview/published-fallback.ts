// Swaps the drafts that break a rule for their published versions, so one broken draft does not blank the whole preview.
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import type { RawSiteContent } from '@/lib/content/validate-content'

/** Each document whose id is in `ids` becomes its published version, or leaves the list when it was never published. */
export function withPublishedInPlaceOf(
  drafts: RawSiteContent,
  published: RawSiteContent,
  ids: ReadonlySet<string>,
): RawSiteContent {
  const swap = (list: RawDocument[], publishedList: RawDocument[]) =>
    list.flatMap((doc) => {
      if (!ids.has(doc._id)) return [doc]
      const original = publishedList.find((candidate) => candidate._id === doc._id)
      return original ? [original] : []
    })
  return {
    settings: swap(drafts.settings, published.settings),
    home: swap(drafts.home, published.home),
    services: swap(drafts.services, published.services),
    benefits: swap(drafts.benefits, published.benefits),
    portfolio: swap(drafts.portfolio, published.portfolio),
    legalPages: swap(drafts.legalPages, published.legalPages),
  }
}
