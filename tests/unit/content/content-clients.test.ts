// The clients the content code hands others: the offline one Studio validators query during the build, the Sanity
// client every reader uses (never the CDN), its listener, and the published revisions the live site is compared with.
import { jest } from '@jest/globals'
import type { SanityClient } from '@sanity/client'
import { createDatasetClient } from '@/lib/content/dataset-client'
import { fetchPublishedRevisions } from '@/lib/content/published-revisions'
import { siteDocumentTypes } from '@/lib/content/site-content'
import { listenToSiteDocuments, sanityClientFor } from '@/lib/content/sources/sanity-client'
import { toNdjson, writeTempDataset } from './fixtures'

const service = { _id: 'service.web', _type: 'service', _rev: 'r1', _updatedAt: '2026-01-01T00:00:00Z', title: 'Web' }
const benefit = { _id: 'benefit.fast', _type: 'benefit', _rev: 'r2', _updatedAt: '2026-01-02T00:00:00Z', title: 'Fast' }

describe('createDatasetClient', () => {
  it('answers GROQ queries over the documents it was given', async () => {
    const client = createDatasetClient([service, benefit])
    await expect(client.fetch('*[_type == $type]._id', { type: 'benefit' })).resolves.toEqual(['benefit.fast'])
    await expect(client.withConfig({}).fetch('count(*)')).resolves.toBe(2)
  })

  it('refuses every other call, saying only fetch is available', () => {
    const client = createDatasetClient([service]) as unknown as {
      getDataUrl: () => unknown
      observable: { fetch: () => unknown; request: () => unknown }
    }
    const only = 'Only client.fetch is available to validators during the build'
    expect(() => client.getDataUrl()).toThrow(new Error(only))
    expect(() => client.observable.fetch()).toThrow(new Error(only))
    expect(() => client.observable.request()).toThrow(new Error(only))
  })
})

describe('sanityClientFor', () => {
  it('reads the API, never the CDN, which may serve what was there before a publish', () => {
    const client = sanityClientFor({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-01-27',
    })
    expect(client.config().useCdn).toBe(false)
  })
})

describe('listenToSiteDocuments', () => {
  it('listens to every document type the site renders, for welcomes and mutations, once queries see them', () => {
    const listen = jest.fn(() => 'events')
    expect(listenToSiteDocuments({ listen } as unknown as SanityClient)).toBe('events')
    expect(listen).toHaveBeenCalledWith(
      '*[_type in $types]',
      { types: [...siteDocumentTypes] },
      { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' },
    )
  })
})

describe('fetchPublishedRevisions', () => {
  it('lists the published revision of each site document in a dataset file, by id, drafts and other types left out', async () => {
    const draft = { ...service, _id: 'drafts.service.web', _rev: 'r9' }
    const other = { _id: 'note.x', _type: 'note', _rev: 'r3', _updatedAt: '2026-01-03T00:00:00Z' }
    const { file, cleanup } = await writeTempDataset(toNdjson([service, draft, other, benefit]))
    try {
      await expect(fetchPublishedRevisions({ kind: 'dataset-file', file })).resolves.toEqual([
        { _id: 'benefit.fast', _type: 'benefit', _rev: 'r2', _updatedAt: '2026-01-02T00:00:00Z' },
        { _id: 'service.web', _type: 'service', _rev: 'r1', _updatedAt: '2026-01-01T00:00:00Z' },
      ])
    } finally {
      await cleanup()
    }
  })
})
