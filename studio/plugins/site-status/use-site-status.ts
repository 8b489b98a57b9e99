// The Site tool's and the badges' hook: one store per project, dataset and site, shared by every view that is open.
import { useSyncExternalStore } from 'react'
import { useClient } from 'sanity'
import type { SiteStatusOptions } from './site-status-options'
import { createSiteStatusStore, type SiteStatusSnapshot, type SiteStatusStore } from './site-status-store'
import { studioSiteStatusSource } from './studio-source'

const apiVersion = '2025-02-19'
const stores = new Map<string, SiteStatusStore>()

function storeFor(client: ReturnType<typeof useClient>, options: SiteStatusOptions): SiteStatusStore {
  const { projectId, dataset } = client.config()
  const key = `${projectId}/${dataset}/${options.siteUrl ?? ''}`
  let store = stores.get(key)
  if (!store) {
    store = createSiteStatusStore(studioSiteStatusSource(client, options), {
      pollMs: options.pollMs,
      overdueAfterMs: options.overdueAfterMs,
    })
    stores.set(key, store)
  }
  return store
}

export function useSiteStatus(options: SiteStatusOptions): {
  snapshot: SiteStatusSnapshot
  refresh: () => Promise<void>
} {
  const store = storeFor(useClient({ apiVersion }), options)
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return { snapshot, refresh: store.refresh }
}
