// The dataset stand-in answers like Sanity's API: perspectives overlay drafts, private documents need the token, secrets validate.
import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import type { RawDocument } from '@/lib/content/sources/dataset-file'
import { applyPerspective, createDatasetStore, datasetResponder } from './sanity-dataset-stand-in'
import { startSanityStub, type SanityStub } from './sanity-stub'

const published: RawDocument = { _id: 'service-web', _type: 'service', title: 'Web' }
const draft: RawDocument = { _id: 'drafts.service-web', _type: 'service', title: 'Web (draft)' }
const draftOnly: RawDocument = { _id: 'drafts.service-new', _type: 'service', title: 'New' }
const token = 'sk-stand-in'

let stub: SanityStub | undefined

afterEach(async () => {
  await stub?.close()
  stub = undefined
})

function clientFor(host: string, withToken = true) {
  return createClient({
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-01-27',
    useCdn: false,
    apiHost: host,
    useProjectHostname: false,
    token: withToken ? token : undefined,
  })
}

describe('applyPerspective', () => {
  it('returns drafts and published documents side by side in the raw perspective', () => {
    expect(applyPerspective([published, draft], 'raw').map((doc) => doc._id)).toEqual(['service-web', 'drafts.service-web'])
  })

  it('leaves drafts out of the published perspective', () => {
    expect(applyPerspective([published, draft, draftOnly], 'published')).toEqual([published])
  })

  it('lets a draft replace its published document under the published id in the drafts perspective', () => {
    expect(applyPerspective([published, draft, draftOnly], 'drafts')).toEqual([
      { ...draft, _id: 'service-web', _originalId: 'drafts.service-web' },
      { ...draftOnly, _id: 'service-new', _originalId: 'drafts.service-new' },
    ])
  })
})

describe('datasetResponder', () => {
  it('honours the perspective a client asks for', async () => {
    stub = await startSanityStub(datasetResponder(createDatasetStore([published, draft]), { token }))
    const query = '*[_type == "service"].title'
    const client = clientFor(stub.host)
    await expect(client.fetch(query, {}, { perspective: 'published' })).resolves.toEqual(['Web'])
    await expect(client.fetch(query, {}, { perspective: 'drafts' })).resolves.toEqual(['Web (draft)'])
    await expect(client.fetch(query, {}, { perspective: 'raw' })).resolves.toEqual(['Web', 'Web (draft)'])
  })

  it('refuses a request without the token when the dataset is private', async () => {
    stub = await startSanityStub(datasetResponder(createDatasetStore([published]), { token }))
    await expect(clientFor(stub.host, false).fetch('*')).rejects.toMatchObject({ statusCode: 401 })
  })

  it('applies mutations and reports each changed document to listeners', async () => {
    const store = createDatasetStore([published])
    const changed: string[] = []
    store.subscribe((id) => changed.push(id))
    stub = await startSanityStub(datasetResponder(store, { token }))
    await clientFor(stub.host).createOrReplace(draft)
    expect(store.documents.get('drafts.service-web')).toMatchObject({ title: 'Web (draft)' })
    expect(changed).toEqual(['drafts.service-web'])
  })

  it('holds a sanity.previewUrlSecret that validatePreviewUrl accepts, and rejects a wrong or expired one', async () => {
    const store = createDatasetStore([])
    stub = await startSanityStub(datasetResponder(store, { token }))
    const secretDoc = { _id: 'sanity-preview-url-secret.abc', _type: 'sanity.previewUrlSecret', secret: 'right', studioUrl: 'http://localhost:3333' }
    store.mutate([{ createOrReplace: secretDoc }])
    const client = clientFor(stub.host)
    const url = (secret: string) => `http://site/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fterms-of-service`
    await expect(validatePreviewUrl(client, url('right'))).resolves.toMatchObject({ isValid: true, redirectTo: '/terms-of-service' })
    await expect(validatePreviewUrl(client, url('wrong'))).resolves.toMatchObject({ isValid: false })
    store.documents.set(secretDoc._id, { ...secretDoc, _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString() })
    await expect(validatePreviewUrl(client, url('right'))).resolves.toMatchObject({ isValid: false })
  })
})
