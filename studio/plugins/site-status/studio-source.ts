// The site status store's reads, through the Studio's own client (the editor's session) and the live site's build.json.
import type { SanityClient } from 'sanity'
import { publishedRevisionsQuery } from '../../../lib/content/queries'
import { siteDocumentTypes } from '../../../lib/content/site-content'
import { buildReportId } from './logic/build-report'
import { deployHookId } from './logic/deploy-hook'
import { fetchLiveBuild } from './logic/live-build'
import type { SiteStatusOptions } from './site-status-options'
import type { PublishedAnswer, SiteStatusSource } from './site-status-store'

// Private documents (ids with a dot) are outside every perspective's filtering, so they are read raw. Not a
// defineQuery in lib/content: it is not site content, and typegen would generate types nobody uses.
const statusDocumentsQuery = `{"report": *[_id == $reportId][0], "deployHook": *[_id == $deployHookId][0]}`
/** The published revisions and the server's time in one query: `_updatedAt` and now() come from the same clock. */
const publishedAnswerQuery = `{"serverTime": now(), "documents": ${publishedRevisionsQuery}}`
/** Published site documents and the status documents: a draft's keystrokes are no news to the live site. */
const changesQuery = `*[(_type in $types && !(_id in path("drafts.**")) && !(_id in path("versions.**"))) || _id in [$reportId, $deployHookId]]`
const params = { types: [...siteDocumentTypes], reportId: buildReportId, deployHookId }
const tag = 'site-status'
const relistenMs = 5_000

export function studioSiteStatusSource(client: SanityClient, options: SiteStatusOptions): SiteStatusSource {
  return {
    fetchPublished: () =>
      client.fetch<PublishedAnswer>(publishedAnswerQuery, { types: params.types }, { perspective: 'published', tag }),
    fetchStatusDocuments: () =>
      client.fetch<{ report: unknown; deployHook: unknown }>(statusDocumentsQuery, params, { perspective: 'raw', tag }),
    async fetchLiveBuild(newestSeen) {
      if (!options.siteUrl)
        return { status: 'invalid', reason: 'SANITY_STUDIO_SITE_URL is not set in the Studio’s environment', url: '' }
      return fetchLiveBuild(options.siteUrl, { expectedSource: options.expectedSource, newestSeen })
    },
    listen(onChange) {
      let subscription: { unsubscribe(): void } | undefined
      let retry: ReturnType<typeof setTimeout> | undefined
      const subscribe = () => {
        subscription = client
          .listen(changesQuery, params, {
            events: ['welcome', 'mutation', 'reconnect'],
            includeResult: false,
            visibility: 'query',
            tag,
          })
          .subscribe({
            next(event) {
              // Every welcome, the first too: a publish between the tool's first read and the moment the listener is
              // in place (the welcome says it is) is heard by nobody, and so is one during a reconnect.
              if (event.type === 'mutation' || event.type === 'welcome') onChange()
            },
            error() {
              retry = setTimeout(subscribe, relistenMs)
            },
          })
      }
      subscribe()
      return () => {
        clearTimeout(retry)
        subscription?.unsubscribe()
      }
    },
  }
}
