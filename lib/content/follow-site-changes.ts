// npm run dev's side of Sanity: a callback for every change to a document the site renders, and after every reconnect
// of the listener, since what changed while it was down is never announced.
import type { SanityClient } from '@sanity/client'
import { listenToSiteDocuments } from './sources/sanity-client'

/** `listening` is called on every welcome, the first and each reconnect: from then on, no change goes unreported. */
export function followSiteChanges(
  client: SanityClient,
  changed: (reason: string) => void,
  failed: (error: unknown) => void,
  listening: () => void = () => undefined,
): { unsubscribe(): void } {
  let welcomes = 0
  return listenToSiteDocuments(client).subscribe({
    next: (event) => {
      if (event.type === 'mutation') changed(`${event.documentId} changed in Sanity`)
      if (event.type !== 'welcome') return
      if (welcomes++ > 0) changed('reconnected to Sanity')
      listening()
    },
    error: failed,
  })
}
