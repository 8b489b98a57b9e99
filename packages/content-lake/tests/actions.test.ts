// The Actions API as the Studio uses it: edits start a draft from the published document, publish moves it back.
import { closeLakes, request, startLake } from './lake-fixture'

afterEach(closeLakes)

const edit = (patch: object) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: 'drafts.service.web',
  publishedId: 'service.web',
  patch,
})

describe('actions', () => {
  it('edits a published document by creating its draft from it, then patching the draft', async () => {
    const { client, lake } = await startLake()
    await client.delete('drafts.service.web')
    await client.action(edit({ set: { title: 'Web, edited' } }))
    expect(lake.store.get('drafts.service.web')).toMatchObject({ title: 'Web, edited', features: ['React'] })
    expect(lake.store.get('service.web')?.title).toBe('Web')
  })

  it('publishes a draft: the published document takes its content and the draft is gone', async () => {
    const { client, lake } = await startLake()
    const publishedRev = lake.store.get('service.web')?._rev as string
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
      ifPublishedRevisionId: publishedRev,
    })
    expect(lake.store.get('service.web')).toMatchObject({ _id: 'service.web', title: 'Web (draft)' })
    expect(lake.store.get('drafts.service.web')).toBeUndefined()
  })

  it('refuses to publish over a published document that changed since the editor read it, with a 409', async () => {
    const { client, lake } = await startLake()
    const publish = {
      actionType: 'sanity.action.document.publish' as const,
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
      ifPublishedRevisionId: 'old',
    }
    await expect(client.action(publish)).rejects.toMatchObject({ statusCode: 409, details: { type: 'actionError' } })
    expect(lake.store.get('drafts.service.web')).toBeDefined()
  })

  it('discards a draft and unpublishes a document into a draft', async () => {
    const { client, lake } = await startLake()
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.service.web' })
    expect(lake.store.get('drafts.service.web')).toBeUndefined()
    await client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.service.web',
      publishedId: 'service.web',
    })
    expect(lake.store.get('service.web')).toBeUndefined()
    expect(lake.store.get('drafts.service.web')).toMatchObject({ title: 'Web' })
  })

  it('runs several actions of one request in order, each seeing what the one before did', async () => {
    const { client, lake } = await startLake()
    await client.action([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'benefit.new',
        attributes: { _id: 'drafts.benefit.new', _type: 'benefit', title: 'New' },
        ifExists: 'fail',
      },
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.benefit.new',
        publishedId: 'benefit.new',
        patch: { set: { title: 'Newer' } },
      },
    ])
    expect(lake.store.get('drafts.benefit.new')).toMatchObject({ _type: 'benefit', title: 'Newer' })
  })

  it('answers an action it does not support with 400, naming it', async () => {
    const { lake } = await startLake()
    const body = JSON.stringify({ actions: [{ actionType: 'sanity.action.release.create', releaseId: 'rSpring' }] })
    const answer = await request(lake, '/v2025-02-19/data/actions/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      error: {
        type: 'actionError',
        items: [{ index: 0, error: { description: expect.stringContaining('"sanity.action.release.create"') } }],
      },
    })
  })
})
